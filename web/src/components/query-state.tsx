import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { LoadError } from './load-error';

/** What a query result must offer to be shown through QueryState. */
interface ShownQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<Data> {
  query: ShownQuery<Data>;
  /** What is loading, for the error: "the users". */
  what: string;
  /** Inside a bordered box without padding of its own: the notices keep off its edges. */
  inBox?: boolean;
  /**
   * Held data still shows when a later fetch fails (a next page, a background refresh): the error
   * replaces what is shown only when there is nothing to show.
   */
  keepDataOnError?: boolean;
  /** Said instead of the content when the data has nothing in it. */
  empty?: { when: (data: Data) => boolean; say: ReactNode };
  children: (data: Data) => ReactNode;
}

/**
 * One admin query's three states before its content: "Loading...", the load error with a retry
 * (nothing was changed), and what an empty result says.
 */
export function QueryState<Data>({
  query,
  what,
  inBox,
  keepDataOnError,
  empty,
  children,
}: QueryStateProps<Data>) {
  const { data } = query;
  if (query.isPending) {
    return (
      <Text role="status" p={inBox ? 'lg' : undefined}>
        Loading...
      </Text>
    );
  }
  if (data === undefined || (query.isError && !keepDataOnError)) {
    return (
      <LoadError
        m={inBox ? 'md' : undefined}
        what={what}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (empty?.when(data)) return empty.say;
  return children(data);
}

/** What a paged query must offer for its next page. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Below a paged list while it has more: fetches the next page and adds it under the others. */
export function LoadMore({ query, inBox }: { query: PagedQuery; inBox?: boolean }) {
  if (!query.hasNextPage) return null;
  return (
    <Group justify="center" p={inBox ? 'md' : undefined}>
      <Button
        variant="default"
        onClick={() => void query.fetchNextPage()}
        loading={query.isFetchingNextPage}
      >
        Load more
      </Button>
    </Group>
  );
}
