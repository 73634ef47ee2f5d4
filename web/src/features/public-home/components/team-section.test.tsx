import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TeamMember } from '@institute/core/team-member/schema';
import { renderWithTheme } from '../../../test/render';
import { TeamSection } from './team-section';

const member: TeamMember = {
  id: 'm1',
  name: 'govinda das prabhu',
  role: 'Principal',
  bio: 'Teaching since 2005.',
  image_url: null,
  social_links: { email: 'g@example.org' },
  status: 'published',
  sort_order: 0,
  created_at: '',
  updated_at: '',
} as TeamMember;

describe('TeamSection', () => {
  it('shows 6 placeholders while loading and the empty message when there is nobody', () => {
    const { rerender } = renderWithTheme(<TeamSection members={[]} loading />);
    expect(screen.getByTestId('team-loading').querySelectorAll('[data-skeleton]')).toHaveLength(6);
    rerender(<TeamSection members={[]} loading={false} />);
    expect(screen.getByText('No team members available at the moment.')).toBeTruthy();
  });

  it('shows initials without a photo and opens a dialog with the whole bio', async () => {
    renderWithTheme(<TeamSection members={[member]} loading={false} />);
    const card = screen.getByTestId('team-card');
    expect(within(card).getByText('GD')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'govinda das prabhu' }));
    const dialog = await screen.findByRole('dialog'); // the dialog code loads on first use
    expect(within(dialog).getByText('Principal')).toBeTruthy();
    expect(within(dialog).getByText('Teaching since 2005.')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /E-mail/ })
        .getAttribute('href'),
    ).toBe('mailto:g@example.org');
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeTruthy();
  });
});
