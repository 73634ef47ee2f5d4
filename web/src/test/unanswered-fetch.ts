import { vi } from 'vitest';

/** A fetch that never answers, as over a dead connection, until its signal aborts it. */
export function unansweredFetch() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
}

/**
 * Until the request has gone: the client's timer starts with it, after the body's hash, which is
 * computed on another thread (so fake timers must leave `setImmediate` real).
 */
export async function untilSent(fetchMock: { mock: { calls: unknown[] } }) {
  while (fetchMock.mock.calls.length === 0) await new Promise((done) => setImmediate(done));
}

/**
 * `send` made against a fetch that never answers, once its request has gone: its outcome (what it
 * resolves to, or the error it throws) for the test to wait on, wrapped so awaiting this call
 * does not wait for it.
 */
export async function sentUnanswered(
  send: () => Promise<unknown>,
): Promise<{ outcome: Promise<unknown> }> {
  const fetchMock = unansweredFetch();
  const outcome = send().catch((error: unknown) => error);
  await untilSent(fetchMock);
  return { outcome };
}

/** What a request that got no answer in time throws. */
export const TIMED_OUT = {
  status: 0,
  code: 'timeout',
  message: 'The server did not answer in time',
} as const;
