import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TeamMember } from '@institute/core/team-member/schema';
import { renderWithTheme } from '../../../test/render';
import { MemberAvatar } from './member-avatar';

// Below-the-fold photos wait until the visitor scrolls near them, in boxes of a fixed size, so
// nothing moves when they arrive (CLS).
describe('card images', () => {
  it('load lazily in a box of fixed size', () => {
    const member = {
      id: 'm1',
      name: 'Govinda Das',
      image_url: '/uploads/team.jpg',
    } as TeamMember;
    renderWithTheme(<MemberAvatar member={member} size={72} alt="Govinda Das" />);
    const photo = screen.getByRole('img', { name: 'Govinda Das' });
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('decoding')).toBe('async');
    const box = photo.parentElement!;
    expect([box.style.width, box.style.height]).toEqual(['72px', '72px']);
  });
});
