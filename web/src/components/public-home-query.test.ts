import { describe, expect, it } from 'vitest';
import type { PublicHome } from '@institute/core/home/service';
import { sectionContent, textOf } from './public-home-query';

const home = (sections: unknown[]) => ({ sections }) as unknown as PublicHome;

describe('sectionContent and textOf', () => {
  it('finds the published section of a type', () => {
    const data = home([{ section_type: 'hero', content: { title: 'Hi' } }]);
    expect(textOf(sectionContent(data, 'hero'), 'title')).toBe('Hi');
    expect(sectionContent(data, 'about')).toBeUndefined();
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
