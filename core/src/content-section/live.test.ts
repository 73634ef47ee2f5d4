import { describe, expect, it } from 'vitest';
import { liveSection, liveSections } from './live';

const section = (id: string, type: 'hero' | 'about', status: string, created_at: string) => ({
  id,
  section_type: type,
  status,
  created_at,
});

describe('the live section of a type', () => {
  const sections = [
    section('old-hero', 'hero', 'published', '2026-01-01T00:00:00.000Z'),
    section('new-hero', 'hero', 'published', '2026-02-01T00:00:00.000Z'),
    section('draft-hero', 'hero', 'draft', '2026-03-01T00:00:00.000Z'),
    section('about', 'about', 'published', '2026-01-01T00:00:00.000Z'),
  ];

  it('is the newest published one; drafts never are', () => {
    expect(liveSection(sections, 'hero')?.id).toBe('new-hero');
    expect(liveSection(sections.slice(2), 'hero')).toBeUndefined();
  });

  it('is found whatever order the list is in', () => {
    expect(liveSection([...sections].reverse(), 'hero')?.id).toBe('new-hero');
    const all = liveSections(sections);
    expect([...all.entries()].map(([type, s]) => [type, s.id])).toEqual([
      ['hero', 'new-hero'],
      ['about', 'about'],
    ]);
  });
});
