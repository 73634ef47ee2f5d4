import { useEffect, useRef, useState } from 'react';
import { Alert } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import type { FieldValues } from 'react-hook-form';
import { useAuth } from '../lib/auth-state';
import { isSigningOut } from '../lib/admin-session';
import { dropDraft, keepDraft, keptDraft, type KeptDraft } from '../lib/kept-drafts';
import { changedValues, putChanges, type ConflictForm } from './edit-conflict';
import { notifyError } from './notify';

interface KeptDraftOptions {
  /** The record the form edits (its id or key); null for a new one. */
  recordId: string | null;
  /** The revision the form's values started from. */
  revision?: number;
  /** A draft this page kept at an earlier sign-out, for this record: put back as changes. */
  restored?: KeptDraft | null;
}

/**
 * An edit form's unsaved changes outlive the session: when it ends under the form (expired, or
 * signed out in another tab; not the person's own Sign Out), the fields changed here are kept for
 * this page, and the page gives them back after the next sign-in as `restored`, put over the
 * record as it is then. Their revision goes with them, so a colleague's save in between still
 * brings the conflict dialog.
 */
export function useKeptDraft<TForm extends FieldValues>(
  form: ConflictForm<TForm>,
  { recordId, revision, restored }: KeptDraftOptions,
) {
  // The page the form was opened on (the location moves to the sign-in page before it closes).
  const [place] = useState(useLocation({ select: (location) => location.pathname }));
  const auth = useAuth();
  // Whose edits these are: by the time the session has ended, the user is gone from `auth`.
  const account = useRef<string | undefined>(undefined);
  // Read while rendering, so react-hook-form keeps it up to date (it only tracks what is read).
  void form.formState.dirtyFields;

  // This runs before the admin layout's own effect (children's effects run first), so its notice
  // can say that the changes are kept.
  useEffect(() => {
    if (auth.status === 'signedIn') {
      account.current = auth.user?.email;
      return;
    }
    if (auth.status !== 'signedOut' || isSigningOut() || !account.current) return;
    const changes = changedValues(form);
    if (Object.keys(changes).length === 0) return;
    keepDraft(place, { account: account.current, recordId, revision, changes });
  }, [auth.status, auth.user, form, place, recordId, revision]);

  useEffect(() => {
    if (!restored) return;
    dropDraft(place);
    putChanges(form, restored.changes);
  }, [restored, form, place]);
}

interface ReopenOptions<TRecord extends { id: string }> {
  /** The page's records, once loaded. */
  records: readonly TRecord[] | undefined;
  /** Whether this person may edit here now (a role changed since is not given the form). */
  canWrite: boolean;
  /** Opens the form on the record (null: a new one) with the draft kept for it. */
  open: (editing: { record: TRecord | null; draft: KeptDraft }) => void;
  /** The record's name in a sentence, e.g. "course". */
  singular: string;
}

/**
 * Back on a list page after signing in again: opens the form that was open when the session
 * ended, with its kept changes. A record deleted meanwhile is said, and its draft dropped.
 */
export function useReopenKeptDraft<TRecord extends { id: string }>({
  records,
  canWrite,
  open,
  singular,
}: ReopenOptions<TRecord>) {
  const place = useLocation({ select: (location) => location.pathname });
  const account = useAuth().user?.email;
  const looked = useRef(false);
  useEffect(() => {
    if (looked.current || !records || !canWrite || !account) return;
    looked.current = true;
    const draft = keptDraft(place, account);
    if (!draft) return;
    const record =
      draft.recordId === null ? null : records.find((item) => item.id === draft.recordId);
    if (record !== undefined) return open({ record, draft });
    dropDraft(place);
    notifyError(
      'Changes not restored',
      `The ${singular} you were editing has been deleted since your session ended.`,
    );
  }, [records, canWrite, account, place, open, singular]);
}

/** The draft kept for this page at the last sign-out, when this account made it; read once. */
export function usePageDraft(): KeptDraft | null {
  const place = useLocation({ select: (location) => location.pathname });
  const account = useAuth().user?.email;
  const [draft] = useState(() => (account ? keptDraft(place, account) : null));
  return draft;
}

/**
 * Above a form given back its kept changes: what happened, and what is left to do. A long form
 * names the fields changed, which may be far down the page.
 */
export function KeptChangesNote({ changed }: { changed?: readonly string[] }) {
  const where = changed?.length ? ` (${changed.join(', ')})` : '';
  return (
    <Alert color="blue" variant="light" role="status" title="Your unsaved changes are back">
      They were kept when your session ended{where}. Check them, then save.
    </Alert>
  );
}
