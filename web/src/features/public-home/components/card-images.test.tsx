import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { TeamMember } from '@institute/core/team-member/schema';
import { renderWithTheme } from '../../../test/render';
import { Avatar, MemberAvatar } from './member-avatar';

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

  it('show the initials when there is no photo, or the photo fails to load', () => {
    const { rerender } = render(<Avatar src={null} name="radha priya devi" size={38} />);
    expect(screen.getByText('RP')).toBeTruthy();
    rerender(<Avatar src="/uploads/gone.jpg" name="radha priya devi" size={38} alt="Radha" />);
    expect(screen.queryByText('RP')).toBeNull();
    fireEvent.error(screen.getByRole('img', { name: 'Radha' }));
    expect(screen.getByText('RP')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    // Another photo gets its own chance.
    rerender(<Avatar src="/uploads/new.jpg" name="radha priya devi" size={38} alt="Radha" />);
    expect(screen.getByRole('img', { name: 'Radha' })).toBeTruthy();
  });
});
