import type { ReactNode } from 'react';
import { Alert, Fieldset } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import classes from './admin-read-only.module.css';

/**
 * Pages an area's role may read but not change (permission map level "read") show their data
 * without the controls the API would refuse: these two pieces say so and lock the fields.
 */

/** Above such a page: why it has no add, edit or save controls. */
export function ReadOnlyNote({ what }: { what: string }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconEye size={18} aria-hidden="true" />}
      py="xs"
      role="note"
    >
      Your role can view {what} but not change them.
    </Alert>
  );
}

/**
 * Disables every field and button inside when `readOnly`, and otherwise adds nothing. The
 * fieldset takes no box of its own, so the fields keep the spacing of the stack they are in.
 */
export function ReadOnlyFields({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  if (!readOnly) return children;
  return (
    <Fieldset
      variant="unstyled"
      disabled
      className={classes.fields}
      style={{ display: 'contents' }}
    >
      {children}
    </Fieldset>
  );
}
