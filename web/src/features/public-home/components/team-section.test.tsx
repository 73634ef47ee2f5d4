import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TeamMember } from '@institute/core/team-member/schema';
import { renderWithTheme } from '../../../test/render';
import { stubIntersectionObserver } from '../../../test/in-view';
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

// The list's cards arrive with a chunk of their own; a busy machine can take a while to load it.
const SLOW = { timeout: 20_000 };
const LOADED = { timeout: 15_000 };

describe('TeamSection', SLOW, () => {
  // The list's code is a chunk of its own; compiling it once up front keeps the waits short.
  beforeAll(() => import('./team-grid'));
  let view: ReturnType<typeof stubIntersectionObserver>;
  afterEach(() => view.restore());

  it('shows 6 placeholders while loading and the empty message when there is nobody', async () => {
    view = stubIntersectionObserver({ auto: true });
    const { rerender } = renderWithTheme(<TeamSection members={[]} loading />);
    expect(screen.getByTestId('team-loading').querySelectorAll('[data-skeleton]')).toHaveLength(6);
    rerender(<TeamSection members={[]} loading={false} />);
    expect(await screen.findByText('No team members available at the moment.')).toBeTruthy();
  });

  it('keeps its placeholders until it nears the screen, one per member once the data is here', async () => {
    view = stubIntersectionObserver();
    renderWithTheme(<TeamSection members={[member]} loading={false} />);
    const placeholders = screen.getByTestId('team-loading');
    // Shaped like the card that replaces it: the member's texts, drawn invisibly.
    expect(placeholders.querySelectorAll('[data-skeleton]')).toHaveLength(1);
    expect(within(placeholders).getByText('Teaching since 2005.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading team members');
    expect(screen.queryByTestId('team-card')).toBeNull();
    view.bringIntoView();
    expect(await screen.findByTestId('team-card', undefined, LOADED)).toBeTruthy();
    expect(screen.queryByTestId('team-loading')).toBeNull();
  });

  it('says there is nobody as soon as the data says so, without waiting to be near', async () => {
    view = stubIntersectionObserver();
    renderWithTheme(<TeamSection members={[]} loading={false} />);
    expect(screen.getByText('No team members available at the moment.')).toBeTruthy();
    expect(screen.queryByTestId('team-loading')).toBeNull();
  });

  it('shows initials without a photo and opens a dialog with the whole bio', async () => {
    view = stubIntersectionObserver({ auto: true });
    renderWithTheme(<TeamSection members={[member]} loading={false} />);
    const card = await screen.findByTestId('team-card', undefined, LOADED); // the cards load with the list
    expect(within(card).getByText('GD')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'govinda das prabhu' }));
    const dialog = await screen.findByRole('dialog', undefined, LOADED); // the dialog code loads on first use
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
