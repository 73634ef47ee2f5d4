import { Alert, Button, type MantineSpacing } from '@mantine/core';

interface LoadErrorProps {
  /** What failed to load, e.g. "the team members". */
  what: string;
  onRetry: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
  m?: MantineSpacing;
}

/**
 * A failed load, said as one: never an empty list, which would invite staff to re-create data.
 * role="alert" so a screen reader hears it when it replaces the list.
 */
export function LoadError({ what, onRetry, retrying, m }: LoadErrorProps) {
  return (
    <Alert color="red" title="Could not load" role="alert" m={m}>
      {`Something went wrong while loading ${what}. Nothing has been changed. Check your connection and try again.`}
      <div>
        <Button mt="sm" size="xs" variant="default" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
