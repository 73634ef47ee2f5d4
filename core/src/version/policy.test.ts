import { describe, expect, it } from 'vitest';
import { restoredRecord, versionChanges, versionsToPrune } from './policy';
import { isVersionId, versionIdOf } from './schema';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-24T06:00:00.000Z');
const daysAgo = (days: number) => ({
  saved_at: new Date(now.getTime() - days * DAY).toISOString(),
});

describe('versionsToPrune', () => {
  const policy = { keep: 3, maxAgeDays: 90 };

  it('keeps the newest `keep` however old they are', () => {
    expect(versionsToPrune([daysAgo(400), daysAgo(500), daysAgo(600)], now, policy)).toEqual([]);
  });

  it('keeps versions past the count while they are younger than the age limit', () => {
    const versions = [daysAgo(1), daysAgo(2), daysAgo(3), daysAgo(10), daysAgo(89)];
    expect(versionsToPrune(versions, now, policy)).toEqual([]);
  });

  it('drops versions past the count that are older than the age limit', () => {
    const old = daysAgo(91);
    const older = daysAgo(200);
    const versions = [daysAgo(1), daysAgo(2), daysAgo(3), daysAgo(50), old, older];
    expect(versionsToPrune(versions, now, policy)).toEqual([old, older]);
  });

  it('counts a version whose time cannot be read as old', () => {
    const broken = { saved_at: '' };
    expect(versionsToPrune([daysAgo(1), daysAgo(2), daysAgo(3), broken], now, policy)).toEqual([
      broken,
    ]);
  });

  it('keeps 50 and 90 days by default', () => {
    const versions = Array.from({ length: 52 }, () => daysAgo(100));
    expect(versionsToPrune(versions, now)).toHaveLength(2);
  });
});

describe('versionChanges', () => {
  it('lists the changed fields with labels, the version first, leaving identity and order out', () => {
    const version = {
      id: 'a',
      title: 'Old',
      prerequisites: ['One'],
      level: 'foundational',
      image_url: null,
      sort_order: 1,
      updated_at: 'x',
    };
    const current = {
      id: 'a',
      title: 'New',
      prerequisites: ['One', 'Two'],
      level: 'advanced',
      image_url: 'https://example.com/a.png',
      sort_order: 4,
      updated_at: 'y',
    };
    expect(versionChanges(version, current, 'course')).toEqual([
      { field: 'title', label: 'Title', before: 'Old', after: 'New' },
      { field: 'prerequisites', label: 'Prerequisites', before: 'One', after: 'One, Two' },
      { field: 'level', label: 'Level', before: 'Foundational', after: 'Advanced' },
      {
        field: 'image_url',
        label: 'Image url',
        before: '(empty)',
        after: 'https://example.com/a.png',
      },
    ]);
  });

  it('shows a settings row by its value, under the Settings form’s label', () => {
    expect(
      versionChanges(
        { site_name: { setting_value: 'Old name', description: 'd' } },
        { site_name: { setting_value: 'New name', description: 'd' } },
        'settings',
      ),
    ).toEqual([{ field: 'site_name', label: 'Site Name', before: 'Old name', after: 'New name' }]);
  });

  it('lists only the parts of an object-valued setting that a restore changes', () => {
    const links = (youtube: string) => ({
      setting_value: { facebook: '', twitter: '', youtube },
      description: 'd',
    });
    expect(
      versionChanges(
        { social_media: links('https://youtube.com/@old') },
        { social_media: links('https://youtube.com/@new') },
        'settings',
      ),
    ).toEqual([
      {
        field: 'social_media',
        label: 'Social Media Links',
        before: 'YouTube: https://youtube.com/@old',
        after: 'YouTube: https://youtube.com/@new',
      },
    ]);
  });
});

describe('restoredRecord', () => {
  it('takes the content from the version and the identity and place from the record now', () => {
    expect(
      restoredRecord(
        { id: 'a', title: 'Old', sort_order: 1, created_at: 'c1', updated_at: 'u1' },
        { id: 'a', title: 'New', sort_order: 7, created_at: 'c0', updated_at: 'u2' },
      ),
    ).toEqual({ id: 'a', title: 'Old', sort_order: 7, created_at: 'c0', updated_at: 'u2' });
  });

  it('leaves out a field the record has no more of its kind (no sort_order on a section)', () => {
    expect(restoredRecord({ id: 'a', sort_order: 3 }, { id: 'a' })).toEqual({ id: 'a' });
  });
});

describe('version ids', () => {
  it('start with the instant of the save, so they sort by time', () => {
    const id = versionIdOf('2026-11-24T06:07:27.123Z', 'ABCDEF0123456789');
    expect(id).toBe('20261124T060727123Z-abcdef01');
    expect(isVersionId(id)).toBe(true);
    expect(versionIdOf('2026-11-24T06:07:27.124Z', '00000000') > id).toBe(true);
  });

  it('refuses anything else', () => {
    for (const bad of ['latest', '', '20261124T060727123Z', '20261124T060727123Z-XYZ12345']) {
      expect(isVersionId(bad)).toBe(false);
    }
  });
});
