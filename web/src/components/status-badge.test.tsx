import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { statusBadge } from './admin-list-page';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('statusBadge', () => {
  it('says Scheduled with the start, and Expired with the end, in Malaysia time', () => {
    renderWithTheme(
      <>
        <div data-testid="scheduled">
          {statusBadge({ status: 'published', publish_from: '2099-03-02T06:05:00.000Z' })}
        </div>
        <div data-testid="expired">
          {statusBadge({ status: 'published', unpublish_after: '2020-03-02T06:05:00.000Z' })}
        </div>
      </>,
    );
    expect(screen.getByTestId('scheduled').textContent).toBe('Scheduledfrom 2 Mar 2099, 14:05');
    expect(screen.getByTestId('expired').textContent).toBe('Expiredended 2 Mar 2020, 14:05');
  });

  it('says Published (until the end, when one is set) and Draft whatever the dates', () => {
    renderWithTheme(
      <>
        <div data-testid="live">
          {statusBadge({
            status: 'published',
            publish_from: inHours(-1),
            unpublish_after: '2099-01-01T00:00:00.000Z',
          })}
        </div>
        <div data-testid="plain">{statusBadge({ status: 'published' })}</div>
        <div data-testid="draft">{statusBadge({ status: 'draft', publish_from: inHours(1) })}</div>
      </>,
    );
    expect(screen.getByTestId('live').textContent).toBe('Publisheduntil 1 Jan 2099, 08:00');
    expect(screen.getByTestId('plain').textContent).toBe('Published');
    expect(screen.getByTestId('draft').textContent).toBe('Draft');
  });
});
