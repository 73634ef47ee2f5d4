import {
  CONTENT_TEXT_FIELDS,
  contentSectionFormSchema,
  sectionContentErrors,
} from '@institute/core/content-section/content-schemas';
import * as v from 'valibot';
import { ABOUT_IMAGES_MAX } from '@institute/core/content-section/about-images';
import {
  SECTION_IMAGE_FIELDS,
  type ContentSection,
  type SectionType,
} from '@institute/core/content-section/schema';
import { readImage, readImages, type SiteImage } from '@institute/core/upload/image-set';
import { parseJsonObject, type RecordStatus } from '@institute/core/db/record-fields';
import { isPlainObject } from '@institute/core/lang/values';

/*
 * The mapping between a section's content object and the structured inputs of the admin form.
 * The object stays the source of truth: the inputs only rewrite the keys the public site reads
 * for the chosen type, every other key is saved back exactly as it was.
 */

type Content = Record<string, unknown>;

/** One row of the statistics list as typed: the value is the input's text. */
export interface StatisticRowField {
  label: string;
  value: string;
  /** Its index in the stored `stats` list (to keep that row's other keys), null when new. */
  origin: number | null;
}

export interface SectionFieldValues {
  /** Text inputs by content key (all types' keys: hero and about share `title`). */
  texts: Record<string, string>;
  stats: StatisticRowField[];
  /** The hero's picture. */
  image: SiteImage | null;
  /** The about section's pictures, up to ABOUT_IMAGES_MAX. */
  images: SiteImage[];
}

export type ContentEditor = 'fields' | 'json';

/**
 * The section's fields under the API's names, except its content: that is a free JSON object,
 * which the form edits as inputs per key (`fields`) or as JSON text (`json`).
 */
export interface ContentSectionForm {
  title: string;
  section_type: SectionType;
  status: RecordStatus;
  publish_from: string | null;
  unpublish_after: string | null;
  /** JSON of the content as loaded, or as last left by the JSON editor: the keys kept as they are. */
  content: string;
  fields: SectionFieldValues;
  editor: ContentEditor;
  /** The JSON editor's text, kept as typed even when it is not valid. */
  json: string;
}

const TEXT_KEYS = [
  ...new Set(
    Object.values(CONTENT_TEXT_FIELDS)
      .flat()
      .map((field) => field.key),
  ),
];

/** The stored `stats` fits the rows editor: absent, or a list of objects. */
export function statsEditable(content: Content): boolean {
  const { stats } = content;
  return stats === undefined || (Array.isArray(stats) && stats.every(isPlainObject));
}

function rowOf(row: Content, origin: number): StatisticRowField {
  const { label, value } = row;
  return {
    label: typeof label === 'string' ? label : '',
    value: typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '',
    origin,
  };
}

/** What the inputs show for a content object. Values they cannot show read as empty. */
export function contentToFields(content: Content): SectionFieldValues {
  const texts = Object.fromEntries(
    TEXT_KEYS.map((key) => {
      const value = content[key];
      return [key, typeof value === 'string' ? value : ''];
    }),
  );
  const stats =
    statsEditable(content) && Array.isArray(content.stats)
      ? (content.stats as Content[]).map(rowOf)
      : [];
  return {
    texts,
    stats,
    image: readImage(content.image),
    images: readImages(content.images, ABOUT_IMAGES_MAX),
  };
}

/** The picture inputs of `type` written over `content`; unchanged ones keep the stored value. */
function writeImages(type: SectionType, fields: SectionFieldValues, content: Content) {
  const key = SECTION_IMAGE_FIELDS[type]?.key;
  if (!key) return;
  // A slot added but never filled is no picture.
  const blank = (image: SiteImage | null) => !image || (image.src.trim() === '' && !image.alt);
  const typed =
    key === 'image'
      ? blank(fields.image)
        ? null
        : fields.image
      : fields.images.filter((image) => !blank(image));
  const stored =
    key === 'image' ? readImage(content.image) : readImages(content.images, ABOUT_IMAGES_MAX);
  if (JSON.stringify(typed) === JSON.stringify(stored)) return;
  // None left: the site shows its built-in art again.
  if (typed === null || (Array.isArray(typed) && typed.length === 0)) delete content[key];
  else content[key] = typed;
}

/** A typed number: a number when it reads as one, null when empty, else the text (to be refused). */
export function statisticValue(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/**
 * The content to save: `base` with the inputs of `type` written over it. A text input left as it
 * was loaded keeps the stored value untouched; an emptied one removes its key, so the site shows
 * its built-in text again. Statistics rows keep their other stored keys; their values are numbers.
 */
export function fieldsToContent(
  type: SectionType,
  fields: SectionFieldValues,
  base: Content,
): Content {
  const content: Content = { ...base };
  for (const { key } of CONTENT_TEXT_FIELDS[type]) {
    const typed = fields.texts[key] ?? '';
    const stored = base[key];
    if (typed === (typeof stored === 'string' ? stored : '')) continue;
    if (typed.trim() === '') delete content[key];
    else content[key] = typed.trim();
  }
  if (type === 'statistics' && statsEditable(base)) {
    const stored = Array.isArray(base.stats) ? (base.stats as Content[]) : [];
    const rows = fields.stats.map((row) => ({
      ...(row.origin !== null ? stored[row.origin] : undefined),
      label: row.label.trim(),
      value: statisticValue(row.value),
    }));
    // No rows: the band shows the numbers from the settings again.
    if (rows.length > 0) content.stats = rows;
    else delete content.stats;
  }
  writeImages(type, fields, content);
  return content;
}

/** Keys saved as they are because no input of `type` edits them. */
export function keptKeys(type: SectionType, content: Content): string[] {
  const edited = new Set(CONTENT_TEXT_FIELDS[type].map((field) => field.key));
  if (type === 'statistics' && statsEditable(content)) edited.add('stats');
  const images = SECTION_IMAGE_FIELDS[type];
  if (images) edited.add(images.key);
  return Object.keys(content).filter((key) => !edited.has(key));
}

/** The stored content behind the form (the record's, when the text is somehow not an object). */
export const baseContent = (
  values: Pick<ContentSectionForm, 'content'>,
  record: ContentSection | null,
): Content => parseJsonObject(values.content) ?? record?.content ?? {};

/**
 * The content the form would save. In the JSON editor, text that is not a JSON object is
 * ignored (docs/behaviour.md): the content stays as it was when the editor opened, and the
 * editor and the save's notice say so.
 */
export function formContent(values: ContentSectionForm, record: ContentSection | null): Content {
  const base = baseContent(values, record);
  if (values.editor === 'json') return parseJsonObject(values.json) ?? base;
  return fieldsToContent(values.section_type, values.fields, base);
}

/** The per-key problems of what the form would save, for the messages beside the inputs. */
export const formContentErrors = (values: ContentSectionForm, record: ContentSection | null) =>
  sectionContentErrors(values.section_type, formContent(values, record));

export type JsonCheck = { ok: true; content: Content } | { ok: false; message: string };

/** Reads the JSON editor's text, with a message that says what is wrong when it cannot. */
export function readJson(text: string): JsonCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `This is not valid JSON (${detail}).` };
  }
  return isPlainObject(value)
    ? { ok: true, content: value }
    : { ok: false, message: 'The content must be a JSON object, written between { and }.' };
}

/** The form's values as the JSON editor opens: the same content, as text. */
export function openJsonEditor(values: ContentSectionForm, record: ContentSection | null) {
  const content = formContent(values, record);
  return {
    editor: 'json' as const,
    content: JSON.stringify(content),
    fields: contentToFields(content),
    json: JSON.stringify(content, null, 2),
  };
}

/** The form's values as the fields come back, or why they cannot (the text is then kept). */
export function closeJsonEditor(
  values: ContentSectionForm,
):
  | { ok: true; values: Pick<ContentSectionForm, 'editor' | 'content' | 'fields'> }
  | { ok: false; message: string } {
  const read = readJson(values.json);
  if (!read.ok) return read;
  return {
    ok: true,
    values: {
      editor: 'fields',
      content: JSON.stringify(read.content),
      fields: contentToFields(read.content),
    },
  };
}

export const emptyContentForm = (): ContentSectionForm => ({
  title: '',
  section_type: 'hero',
  status: 'published',
  publish_from: null,
  unpublish_after: null,
  content: '{}',
  fields: contentToFields({}),
  editor: 'fields',
  json: '',
});

export const toContentForm = (section: ContentSection): ContentSectionForm => ({
  title: section.title,
  section_type: section.section_type,
  status: section.status,
  publish_from: section.publish_from,
  unpublish_after: section.unpublish_after,
  content: JSON.stringify(section.content),
  fields: contentToFields(section.content),
  editor: 'fields',
  json: '',
});

/** The request body: the form's own fields, with the content its inputs or its JSON make. */
export const toContentInput = (values: ContentSectionForm) => ({
  title: values.title,
  section_type: values.section_type,
  status: values.status,
  publish_from: values.publish_from,
  unpublish_after: values.unpublish_after,
  content: formContent(values, null),
});

/**
 * The form's schema: its values made into the request body, then the API's own check of that
 * body with each type's content rules (contentSectionFormSchema).
 */
export const contentSectionFormInput = v.pipe(
  v.custom<ContentSectionForm>(isPlainObject),
  v.transform((values): v.InferInput<typeof contentSectionFormSchema> => toContentInput(values)),
  contentSectionFormSchema,
);
