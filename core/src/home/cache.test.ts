import { describe, expect, it } from 'vitest';
import { createBodyCache, matchesEtag } from './cache';

function counter(values: unknown[]) {
  let calls = 0;
  return {
    load: async () => ({ value: values[Math.min(calls++, values.length - 1)] }),
    calls: () => calls,
  };
}

describe('createBodyCache', () => {
  it('loads once for concurrent requests and serves from memory until it expires', async () => {
    let time = 0;
    const source = counter([{ a: 1 }, { a: 2 }]);
    const cache = createBodyCache(source.load, { ttlMs: 1000, now: () => time });
    const [first, second] = await Promise.all([cache.get(), cache.get()]);
    expect(source.calls()).toBe(1);
    expect(first).toBe(second);
    expect(first.body).toBe('{"a":1}');
    time = 999;
    expect((await cache.get()).body).toBe('{"a":1}');
    time = 1000;
    expect((await cache.get()).body).toBe('{"a":2}');
    expect(source.calls()).toBe(2);
  });

  it('gives the same content the same ETag and other content another', async () => {
    const cache = createBodyCache(counter([{ a: 1 }, { a: 1 }, { a: 2 }]).load);
    const one = await cache.get();
    cache.invalidate();
    const same = await cache.get();
    cache.invalidate();
    const other = await cache.get();
    expect(one.etag).toMatch(/^"[\w-]+"$/);
    expect(same.etag).toBe(one.etag);
    expect(other.etag).not.toBe(one.etag);
  });

  it('does not keep a load that started before an invalidation', async () => {
    let release: (value: unknown) => void = () => undefined;
    let calls = 0;
    const cache = createBodyCache(() => {
      calls += 1;
      return calls === 1
        ? new Promise<{ value: unknown }>((resolve) => (release = (value) => resolve({ value })))
        : Promise.resolve({ value: 'new' });
    });
    const stale = cache.get();
    cache.invalidate();
    release('old');
    expect((await stale).body).toBe('"old"');
    expect((await cache.get()).body).toBe('"new"');
  });

  it('forgets a failed load, so the next request tries again', async () => {
    let calls = 0;
    const cache = createBodyCache(async () => {
      calls += 1;
      if (calls === 1) throw new Error('table unavailable');
      return { value: 'ok' };
    });
    await expect(cache.get()).rejects.toThrow('table unavailable');
    expect((await cache.get()).body).toBe('"ok"');
  });

  it('is never kept past the next scheduled change of its content', async () => {
    let time = 0;
    let calls = 0;
    const cache = createBodyCache(
      async () => {
        calls += 1;
        return { value: calls, nextChange: 1500 };
      },
      { ttlMs: 5000, now: () => time },
    );
    expect((await cache.get()).nextChange).toBe(1500);
    time = 1499;
    expect((await cache.get()).body).toBe('1');
    time = 1500;
    expect((await cache.get()).body).toBe('2');
  });
});

describe('matchesEtag', () => {
  it('accepts the tag, a weak form of it, a list holding it and *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
