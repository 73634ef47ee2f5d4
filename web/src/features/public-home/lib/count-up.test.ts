import { describe, expect, it } from 'vitest';
import { countAt } from './count-up';

describe('countAt', () => {
  it('starts at 0 and ends exactly on the target', () => {
    expect(countAt(0, 2000, 795)).toBe(0);
    expect(countAt(2000, 2000, 795)).toBe(795);
    expect(countAt(5000, 2000, 795)).toBe(795);
  });

  it('rises monotonically in between', () => {
    let previous = 0;
    for (let t = 0; t <= 2000; t += 50) {
      const value = countAt(t, 2000, 795);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(795);
      previous = value;
    }
    expect(countAt(1000, 2000, 795)).toBeGreaterThan(0);
    expect(countAt(1000, 2000, 795)).toBeLessThan(795);
  });

  it('shows whole numbers only', () => {
    expect(Number.isInteger(countAt(333, 2000, 7))).toBe(true);
  });

  it('jumps to the target when there is no duration', () => {
    expect(countAt(0, 0, 55)).toBe(55);
  });
});
