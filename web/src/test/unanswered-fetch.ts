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
