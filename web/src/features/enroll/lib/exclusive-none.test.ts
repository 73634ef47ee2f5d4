import { describe, expect, it } from 'vitest';
import { withExclusiveNone } from './exclusive-none';

describe('withExclusiveNone', () => {
  it('ticking None clears the other options', () => {
    expect(withExclusiveNone(['idc', 'other'], ['idc', 'other', 'none'])).toEqual(['none']);
  });

  it('ticking another option clears None', () => {
    expect(withExclusiveNone(['none'], ['none', 'idc'])).toEqual(['idc']);
  });

  it('leaves other changes alone', () => {
    expect(withExclusiveNone([], ['none'])).toEqual(['none']);
    expect(withExclusiveNone(['none'], [])).toEqual([]);
    expect(withExclusiveNone(['idc'], ['idc', 'other'])).toEqual(['idc', 'other']);
  });
});
