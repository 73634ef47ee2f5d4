import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorName, log } from './log';

afterEach(() => vi.restoreAllMocks());

describe('log', () => {
  it('writes one JSON line, level and msg first, errors and warnings to stderr', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    log.error('audit_write_failed', { entity: 'course' });
    log.warn('rate_limited', { bucket: 'applications' });
    log.info('retention_run', { checked: 3 });
    expect(error.mock.calls).toEqual([
      ['{"level":"error","msg":"audit_write_failed","entity":"course"}'],
    ]);
    expect(warn.mock.calls).toEqual([
      ['{"level":"warn","msg":"rate_limited","bucket":"applications"}'],
    ]);
    expect(info.mock.calls).toEqual([['{"level":"info","msg":"retention_run","checked":3}']]);
  });

  it('names an error by its name, never its message', () => {
    expect(
      errorName(Object.assign(new Error('to someone@example.com'), { name: 'MessageRejected' })),
    ).toBe('MessageRejected');
    expect(errorName('nope')).toBe('UnknownError');
  });
});
