import { describe, expect, it } from 'vitest';
import type { ContentSection } from '@institute/core/content-section/schema';
import {
  closeJsonEditor,
  contentToFields,
  emptyContentForm,
  fieldsToContent,
  keptKeys,
  openJsonEditor,
  readJson,
  toContentForm,
  toContentInput,
  type ContentSectionForm,
  type SectionFieldValues,
} from './content-fields';

const section = (
  content: Record<string, unknown>,
  type: ContentSection['section_type'] = 'hero',
): ContentSection => ({
  id: 's1',
  title: 'Home hero',
  section_type: type,
  content,
  status: 'published',
  publish_from: null,
  unpublish_after: null,
  created_at: '',
  updated_at: '',
  revision: 1,
});

/** The inputs as loaded from `content`, with some typed over them. */
function typed(
  content: Record<string, unknown>,
  texts: Record<string, string>,
  stats?: SectionFieldValues['stats'],
) {
  const fields = contentToFields(content);
  return { ...fields, texts: { ...fields.texts, ...texts }, stats: stats ?? fields.stats };
}

describe('contentToFields', () => {
  it('shows the text keys of every type, and empty for what is missing or not text', () => {
    expect(contentToFields({ eyebrow: 'e', title: 5, body: 'b', heading: null }).texts).toEqual({
      eyebrow: 'e',
      title: '',
      description: '',
      body: 'b',
      heading: '',
      text: '',
    });
  });

  it('shows statistics rows with their stored index, values as text', () => {
    expect(
      contentToFields({ stats: [{ label: 'Graduates', value: 795 }, { value: '55' }, {}] }).stats,
    ).toEqual([
      { label: 'Graduates', value: '795', origin: 0 },
      { label: '', value: '55', origin: 1 },
      { label: '', value: '', origin: 2 },
    ]);
    // What the rows cannot show is not offered to them.
    expect(contentToFields({ stats: 'many' }).stats).toEqual([]);
    expect(contentToFields({ stats: [1, 2] }).stats).toEqual([]);
  });
});

describe('fieldsToContent, per type', () => {
  it('hero: writes eyebrow, title and description, trimmed', () => {
    const base = { eyebrow: 'old', title: 'Old title' };
    expect(
      fieldsToContent(
        'hero',
        typed(base, { eyebrow: 'new', title: '  New title ', description: 'Words' }),
        base,
      ),
    ).toEqual({ eyebrow: 'new', title: 'New title', description: 'Words' });
  });

  it('about: writes title and a multi-line body', () => {
    expect(
      fieldsToContent('about', typed({}, { title: 'About us', body: 'One.\n\nTwo.' }), {}),
    ).toEqual({
      title: 'About us',
      body: 'One.\n\nTwo.',
    });
  });

  it('statistics: writes the heading and the rows as numbers', () => {
    const fields = typed({}, { heading: 'Numbers' }, [
      { label: ' Graduates ', value: '795', origin: null },
      { label: 'Countries', value: '6', origin: null },
    ]);
    expect(fieldsToContent('statistics', fields, {})).toEqual({
      heading: 'Numbers',
      stats: [
        { label: 'Graduates', value: 795 },
        { label: 'Countries', value: 6 },
      ],
    });
  });

  it('statistics: an empty value is null and typed junk stays text, so validation names it', () => {
    const fields = typed({}, {}, [
      { label: 'A', value: '', origin: null },
      { label: 'B', value: '12x', origin: null },
    ]);
    expect(fieldsToContent('statistics', fields, {}).stats).toEqual([
      { label: 'A', value: null },
      { label: 'B', value: '12x' },
    ]);
  });

  it('statistics: removing every row removes `stats`, so the band shows the settings again', () => {
    const base = { heading: 'Numbers', stats: [{ label: 'A', value: 1 }] };
    expect(fieldsToContent('statistics', typed(base, {}, []), base)).toEqual({
      heading: 'Numbers',
    });
  });

  it('footer: writes text', () => {
    expect(fieldsToContent('footer', typed({}, { text: 'Come and learn.' }), {})).toEqual({
      text: 'Come and learn.',
    });
  });

  it('an emptied input removes its key: the site shows its built-in text again', () => {
    const base = { eyebrow: 'e', title: 't' };
    expect(fieldsToContent('hero', typed(base, { title: '   ' }), base)).toEqual({ eyebrow: 'e' });
  });
});

describe('unknown keys are preserved', () => {
  it('keeps keys no field edits, and the other types’ keys, exactly', () => {
    const base = {
      title: 'Old',
      cta: { href: '/enroll', label: 'Go' },
      order: 3,
      body: 'About text',
    };
    const content = fieldsToContent('hero', typed(base, { title: 'New' }), base);
    expect(content).toEqual({
      title: 'New',
      cta: { href: '/enroll', label: 'Go' },
      order: 3,
      body: 'About text',
    });
    expect(keptKeys('hero', content)).toEqual(['cta', 'order', 'body']);
  });

  it('keeps a stored value the input cannot show while that input is left empty', () => {
    const base = { title: 5, description: 'kept as is  ' };
    expect(fieldsToContent('hero', contentToFields(base), base)).toEqual(base);
  });

  it('keeps the other keys of a stored statistics row, and a `stats` the rows cannot show', () => {
    const base = { stats: [{ label: 'Graduates', value: 795, icon: 'cap' }] };
    const fields = typed(base, {}, [
      { label: 'Graduates', value: '800', origin: 0 },
      { label: 'New', value: '1', origin: null },
    ]);
    expect(fieldsToContent('statistics', fields, base).stats).toEqual([
      { label: 'Graduates', value: 800, icon: 'cap' },
      { label: 'New', value: 1 },
    ]);
    const odd = { stats: 'many' };
    expect(fieldsToContent('statistics', contentToFields(odd), odd)).toEqual(odd);
    expect(keptKeys('statistics', odd)).toEqual(['stats']);
  });

  it('a stored section saved through the form without changes is sent back exactly', () => {
    const stored = section({ eyebrow: 'e', title: 't', description: 'd', theme: 'dark' });
    expect(toContentInput(toContentForm(stored))).toEqual({
      title: 'Home hero',
      section_type: 'hero',
      content: stored.content,
      status: 'published',
      publish_from: null,
      unpublish_after: null,
    });
    // A window survives the round trip: the form holds the instants as the API takes them.
    const scheduled = {
      ...stored,
      publish_from: '2026-12-01T01:00:00.000Z',
      unpublish_after: '2026-12-31T15:59:00.000Z',
    };
    expect(toContentInput(toContentForm(scheduled))).toMatchObject({
      publish_from: scheduled.publish_from,
      unpublish_after: scheduled.unpublish_after,
    });
  });
});

describe('switching between the fields and the JSON', () => {
  const form = (patch: Partial<ContentSectionForm>): ContentSectionForm => ({
    ...emptyContentForm(),
    ...patch,
  });

  it('opens the JSON with the content the fields would save, unknown keys included', () => {
    const values = form({
      content: JSON.stringify({ title: 'Old', extra: true }),
      fields: typed({ title: 'Old' }, { title: 'Typed title', eyebrow: 'Typed eyebrow' }),
    });
    const opened = openJsonEditor(values, null);
    expect(opened.editor).toBe('json');
    expect(JSON.parse(opened.json)).toEqual({
      title: 'Typed title',
      extra: true,
      eyebrow: 'Typed eyebrow',
    });
    expect(JSON.parse(opened.content)).toEqual(JSON.parse(opened.json));
  });

  it('comes back to the fields with what the JSON says', () => {
    const values = form({ editor: 'json', json: '{"title": "From JSON", "eyebrow": "e", "x": 1}' });
    const closed = closeJsonEditor(values);
    expect(closed.ok).toBe(true);
    if (!closed.ok) return;
    expect(closed.values.editor).toBe('fields');
    expect(closed.values.fields.texts).toMatchObject({ title: 'From JSON', eyebrow: 'e' });
    expect(JSON.parse(closed.values.content)).toEqual({ title: 'From JSON', eyebrow: 'e', x: 1 });
  });

  it('refuses JSON that is not an object, saying why', () => {
    expect(closeJsonEditor(form({ editor: 'json', json: '{"title": ' }))).toEqual({
      ok: false,
      message: expect.stringMatching(/^This is not valid JSON \(.+\)\.$/),
    });
    expect(readJson('[1, 2]')).toEqual({
      ok: false,
      message: 'The content must be a JSON object, written between { and }.',
    });
  });

  it('a round trip through the JSON keeps every value', () => {
    const stored = section(
      { stats: [{ label: 'A', value: 1, note: 'n' }], heading: 'H', other: [1] },
      'statistics',
    );
    const opened = { ...toContentForm(stored), ...openJsonEditor(toContentForm(stored), stored) };
    const closed = closeJsonEditor(opened);
    if (!closed.ok) throw new Error(closed.message);
    expect(toContentInput({ ...opened, ...closed.values }).content).toEqual(stored.content);
  });

  it('saving from the JSON uses the JSON, and ignores text that is not JSON', () => {
    const stored = section({ title: 'Stored' });
    const values = { ...toContentForm(stored), ...openJsonEditor(toContentForm(stored), stored) };
    expect(toContentInput({ ...values, json: '{"title": "Typed"}' }).content).toEqual({
      title: 'Typed',
    });
    expect(toContentInput({ ...values, json: 'not json at all' }).content).toEqual({
      title: 'Stored',
    });
    expect(toContentInput({ ...emptyContentForm(), editor: 'json', json: 'nope' }).content).toEqual(
      {},
    );
  });
});
