import { describe, expect, it } from 'vitest';
import type { PublicHome } from '@institute/core/home/service';
import { sectionContent, textOf } from './public-home-query';

// The home data holds published sections only.
const home = (sections: Record<string, unknown>[]) =>
  ({
    sections: sections.map((section, index) => ({
      id: `s${index}`,
      status: 'published',
      created_at: '2026-01-01T00:00:00.000Z',
      ...section,
    })),
  }) as unknown as PublicHome;

describe('sectionContent and textOf', () => {
  it('finds the published section of a type', () => {
    const data = home([{ section_type: 'hero', content: { title: 'Hi' } }]);
    expect(textOf(sectionContent(data, 'hero'), 'title')).toBe('Hi');
    expect(sectionContent(data, 'about')).toBeUndefined();
  });

  it('shows the newest published section of a type when there are several', () => {
    const data = home([
      { section_type: 'hero', content: { title: 'Older' }, created_at: '2026-01-01T00:00:00.000Z' },
      { section_type: 'hero', content: { title: 'Newer' }, created_at: '2026-02-01T00:00:00.000Z' },
    ]);
    expect(textOf(sectionContent(data, 'hero'), 'title')).toBe('Newer');
  });

  it('ignores blank and non-text values so the built-in text stays', () => {
    const data = home([{ section_type: 'about', content: { title: '  ', body: 42 } }]);
    const content = sectionContent(data, 'about');
    expect(textOf(content, 'title')).toBeUndefined();
    expect(textOf(content, 'body')).toBeUndefined();
    expect(textOf(undefined, 'title')).toBeUndefined();
  });

  it('is undefined before the data arrives', () => {
    expect(sectionContent(undefined, 'hero')).toBeUndefined();
  });
});
