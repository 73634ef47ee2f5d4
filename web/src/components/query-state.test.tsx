import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { LoadMore, QueryState } from './query-state';

const query = (state: Partial<Parameters<typeof QueryState<string[]>>[0]['query']>) => ({
  data: undefined,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...state,
});

const show = (shown: ReturnType<typeof query>, keepDataOnError = false) =>
  renderWithTheme(
    <QueryState
      query={shown}
      what="the courses"
      keepDataOnError={keepDataOnError}
      empty={{ when: (data) => data.length === 0, say: <p>No courses yet.</p> }}
    >
      {(data) => <p>{data.join(', ')}</p>}
    </QueryState>,
  );

describe('QueryState', () => {
  it('says Loading... while the first load runs', () => {
    show(query({ isPending: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('says what failed to load, that nothing changed, and retries on request', () => {
    const failed = query({ isError: true });
    show(failed);
    expect(screen.getByRole('alert').textContent).toContain(
      'Something went wrong while loading the courses. Nothing has been changed.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('says the empty text for an empty result, and shows the content otherwise', () => {
    const { unmount } = show(query({ data: [] }));
    expect(screen.getByText('No courses yet.')).toBeTruthy();
    unmount();
    show(query({ data: ['Bhakti Sastri', 'Gita Saram'] }));
    expect(screen.getByText('Bhakti Sastri, Gita Saram')).toBeTruthy();
  });

  it('keeps held data through a failed refresh only where asked', () => {
    const { unmount } = show(query({ data: ['Bhakti Sastri'], isError: true }), true);
    expect(screen.getByText('Bhakti Sastri')).toBeTruthy();
    unmount();
    show(query({ data: ['Bhakti Sastri'], isError: true }));
    expect(screen.queryByText('Bhakti Sastri')).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});

describe('LoadMore', () => {
  it('shows nothing once the last page is in', () => {
    renderWithTheme(
      <LoadMore
        query={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage: vi.fn() }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('fetches the next page on request', () => {
    const paged = { hasNextPage: true, isFetchingNextPage: false, fetchNextPage: vi.fn() };
    renderWithTheme(<LoadMore query={paged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(paged.fetchNextPage).toHaveBeenCalledOnce();
  });
});
