import * as v from 'valibot';

/*
 * The one paging cursor of the site's lists: the start key of the next Query, as base64url JSON.
 * A cursor from a client is checked against the list's own key shape before it is used, so a
 * forged one can never start a Query somewhere else in the table.
 */

/** One page of a list: its items, and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  cursor: string | null;
}

/** A paging cursor that does not decode to a key of the list it was sent to. */
export class InvalidCursorError extends Error {
  constructor() {
    super('The page cursor does not belong to this list');
    this.name = 'InvalidCursorError';
  }
}

/** A page, or the refusal of the cursor sent for it (the caller answers it as a 400). */
export type PageResult<P> = { ok: true; page: P } | { ok: false; message: string };

/** Reads a page; a cursor that is not this list's becomes a refusal rather than a fault. */
export async function readPage<P>(read: () => Promise<P>): Promise<PageResult<P>> {
  try {
    return { ok: true, page: await read() };
  } catch (err) {
    if (err instanceof InvalidCursorError) return { ok: false, message: err.message };
    throw err;
  }
}

export function encodeCursor(key: Record<string, string>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key a cursor holds, if it has this list's shape; otherwise InvalidCursorError. */
export function decodeCursor<T>(cursor: string, shape: v.GenericSchema<unknown, T>): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  const result = v.safeParse(shape, parsed);
  if (!result.success) throw new InvalidCursorError();
  return result.output;
}
