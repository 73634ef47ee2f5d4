/**
 * Unsaved edits kept when the session ends under them (it expired, or the person signed out in
 * another tab), so that signing in again brings them back instead of asking to type them again.
 * Kept for this tab only (sessionStorage, never localStorage) and for the same account: someone
 * else signing in here never sees them. One draft per admin page, named by its path.
 */
export interface KeptDraft {
  /** The e-mail address of the account that made the edits. */
  account: string;
  /** The record edited (its id, or its key on a page of fixed records); null for a new one. */
  recordId: string | null;
  /** The revision the edits started from: saving them still meets a colleague's later save. */
  revision?: number;
  /** The top-level fields changed, with their values. */
  changes: Record<string, unknown>;
}

const PREFIX = 'kept-draft:';

/** Set when a draft is kept, until the sign-out notice has said so. */
let keptSinceNotice = false;

// Storage can be switched off or full: the edits are then lost, as they were without it.
export function keepDraft(place: string, draft: KeptDraft) {
  try {
    sessionStorage.setItem(PREFIX + place, JSON.stringify(draft));
    keptSinceNotice = true;
  } catch {
    // Not kept.
  }
}

export function dropDraft(place: string) {
  try {
    sessionStorage.removeItem(PREFIX + place);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The draft kept for `place` by `account`, left in place until the form takes it. A draft made by
 * another account is thrown away unseen.
 */
export function keptDraft(place: string, account: string): KeptDraft | null {
  const draft = readDraft(place);
  if (draft && draft.account !== account) dropDraft(place);
  return draft?.account === account ? draft : null;
}

/** Whether a draft waits for `place`: leaving the page after the session ended loses nothing. */
export const hasKeptDraft = (place: string) => readDraft(place) !== null;

/** Whether a draft was kept since the last call: the sign-out notice says the edits wait. */
export function takeDraftKept(): boolean {
  const kept = keptSinceNotice;
  keptSinceNotice = false;
  return kept;
}

function readDraft(place: string): KeptDraft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(PREFIX + place) ?? 'null') as unknown;
    return isKeptDraft(draft) ? draft : null;
  } catch {
    return null;
  }
}

function isKeptDraft(value: unknown): value is KeptDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<KeptDraft>;
  return (
    typeof draft.account === 'string' &&
    (draft.recordId === null || typeof draft.recordId === 'string') &&
    (draft.revision === undefined || typeof draft.revision === 'number') &&
    typeof draft.changes === 'object' &&
    draft.changes !== null
  );
}
