import { describe, expect, it } from 'vitest';
import { applicationReference } from './reference';

describe('applicationReference', () => {
  it('is the first eight characters of the ID in capitals', () => {
    expect(applicationReference('3f2a9c1b-77de-4a10-9f00-0123456789ab')).toBe('3F2A9C1B');
  });

  it('skips dashes when the ID starts short of eight characters before one', () => {
    expect(applicationReference('abc-def12345')).toBe('ABCDEF12');
  });
});
