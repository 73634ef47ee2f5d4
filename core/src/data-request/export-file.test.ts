import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file';

describe('the personal-data export file name', () => {
  it('is dated by the day in Malaysia, which starts at 16:00 UTC', () => {
    expect(exportFileName('2026-11-27T15:59:59.000Z')).toBe('personal-data-2026-11-27.json');
    expect(exportFileName('2026-11-27T16:00:00.000Z')).toBe('personal-data-2026-11-28.json');
  });
});
