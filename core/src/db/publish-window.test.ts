import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { courseInputSchema } from '../course/schema';
import { instituteLocalToIso, isoToInstituteLocal } from '../calendar/institute-local-time';
import { publicCacheControl, PUBLIC_CACHE_CONTROL } from '../home/cache-lifetime';
import { liveNow, publishState } from './publish-window';
import { RECORD_MESSAGES } from './record-fields';

const NOW = new Date('2026-12-01T01:00:00.000Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();

describe('publishState', () => {
  it('tells draft, scheduled, published and expired apart, the end being exclusive', () => {
    expect(publishState({ status: 'draft', publish_from: at(-60) }, NOW)).toBe('draft');
    expect(publishState({ status: 'published' }, NOW)).toBe('published');
    expect(publishState({ status: 'published', publish_from: at(1) }, NOW)).toBe('scheduled');
    expect(publishState({ status: 'published', publish_from: at(0) }, NOW)).toBe('published');
    expect(publishState({ status: 'published', unpublish_after: at(1) }, NOW)).toBe('published');
    expect(publishState({ status: 'published', unpublish_after: at(0) }, NOW)).toBe('expired');
  });
});

describe('liveNow', () => {
  it('keeps the live records in order and names the nearest boundary still ahead', () => {
    const records = [
      { id: 'a', status: 'published', publish_from: at(-100), unpublish_after: at(500) },
      { id: 'b', status: 'published', publish_from: at(90) },
      { id: 'c', status: 'draft', publish_from: at(10) },
      { id: 'd', status: 'published', unpublish_after: at(-5) },
      { id: 'e', status: 'published' },
    ];
    const { live, nextChange } = liveNow(records, NOW);
    expect(live.map((record) => record.id)).toEqual(['a', 'e']);
    // A draft's dates change nothing the public sees.
    expect(nextChange).toBe(NOW.getTime() + 90_000);
    expect(liveNow([{ status: 'published' }], NOW).nextChange).toBeNull();
  });
});

describe('publicCacheControl', () => {
  const now = NOW.getTime();
  it('is the usual lifetime with no boundary or a far one', () => {
    expect(publicCacheControl(null, now)).toBe(PUBLIC_CACHE_CONTROL);
    expect(publicCacheControl(now + 360_000, now)).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('ends fresh and stale copies at a near boundary, never under 5 s', () => {
    expect(publicCacheControl(now + 100_000, now)).toBe(
      'public, max-age=60, stale-while-revalidate=40',
    );
    expect(publicCacheControl(now + 30_500, now)).toBe('public, max-age=30');
    expect(publicCacheControl(now + 2_000, now)).toBe('public, max-age=5');
  });
});

describe('the publish window input', () => {
  it('stores UTC, and wants the end after the start, said on the end', () => {
    const parsed = v.parse(courseInputSchema, {
      title: 'Scheduled',
      publish_from: '2026-12-01T09:00:00+08:00',
      unpublish_after: '',
    });
    expect(parsed).toMatchObject({
      publish_from: '2026-12-01T01:00:00.000Z',
      unpublish_after: null,
    });
    const reversed = v.safeParse(courseInputSchema, {
      title: 'Reversed',
      publish_from: '2026-12-02T00:00:00Z',
      unpublish_after: '2026-12-01T00:00:00Z',
    });
    expect(reversed.success).toBe(false);
    expect(v.flatten(reversed.issues!).nested).toEqual({
      unpublish_after: [RECORD_MESSAGES.window],
    });
    const unzoned = v.safeParse(courseInputSchema, {
      title: 'Unzoned',
      publish_from: '2026-12-01T09:00',
    });
    expect(v.flatten(unzoned.issues!).nested).toEqual({
      publish_from: [RECORD_MESSAGES.publishTime],
    });
  });

  it("says a reversed window with the other fields' mistakes, as the forms check (every pipe run)", () => {
    const checked = v.safeParse(
      courseInputSchema,
      {
        title: '',
        publish_from: '2026-12-02T00:00:00Z',
        unpublish_after: '2026-12-01T00:00:00Z',
        intakes: [{ start_date: '2030-06-01', deadline: '2030-06-01', capacity: 0 }],
      },
      { abortPipeEarly: false },
    );
    expect(v.flatten(checked.issues!).nested).toEqual({
      title: ['Title is required'],
      'intakes.0.capacity': ['Capacity must be a whole number of at least 1'],
      unpublish_after: [RECORD_MESSAGES.window],
    });
  });
});

describe('Malaysia time in the form', () => {
  it('reads and writes datetime-local values as UTC+8', () => {
    expect(instituteLocalToIso('2026-12-01T09:00')).toBe('2026-12-01T01:00:00.000Z');
    expect(instituteLocalToIso('2026-12-01T00:30')).toBe('2026-11-30T16:30:00.000Z');
    expect(instituteLocalToIso('')).toBeNull();
    expect(instituteLocalToIso('2026-02-30T09:00')).toBeNull();
    expect(isoToInstituteLocal('2026-11-30T16:30:00.000Z')).toBe('2026-12-01T00:30');
    expect(isoToInstituteLocal(null)).toBe('');
  });
});
