import * as v from 'valibot';
import { choice, mustBeOneOf } from '../validation/choice-options';
import {
  jsonObjectInput,
  requiredText,
  storedText,
  publishableInput,
  storedPublishableFields,
} from '../db/record-fields';
import { imageInput, imageListInput } from '../upload/image-schema';
import { ABOUT_IMAGES_MAX } from './about-images';

export const {
  values: SECTION_TYPES,
  labels: SECTION_TYPE_LABELS,
  options: SECTION_TYPE_OPTIONS,
} = choice({
  hero: 'Hero',
  about: 'About',
  statistics: 'Statistics',
  footer: 'Footer',
});
export type SectionType = (typeof SECTION_TYPES)[number];

export const CONTENT_SECTION_MESSAGES = {
  title: 'Title is required',
  sectionType: mustBeOneOf('Section type', SECTION_TYPES),
  content: 'Content must be a JSON object',
} as const;

/**
 * The picture keys of a section's content: the hero's `image`, the about section's `images`.
 * Unlike the texts the API checks them too, since the page puts them into `<img>`.
 */
export const SECTION_IMAGE_FIELDS: Partial<
  Record<SectionType, { key: string; label: string; schema: v.GenericSchema }>
> = {
  hero: { key: 'image', label: 'Hero image', schema: imageInput },
  about: {
    key: 'images',
    label: 'About images',
    schema: v.optional(imageListInput(ABOUT_IMAGES_MAX)),
  },
};

/** The content's picture key checked, or the first problem with it ("Hero image: …"). */
function readSectionImages(
  type: SectionType,
  content: Record<string, unknown>,
): { ok: true; content: Record<string, unknown> } | { ok: false; message: string } {
  const field = SECTION_IMAGE_FIELDS[type];
  if (!field || !Object.hasOwn(content, field.key)) return { ok: true, content };
  const result = v.safeParse(field.schema, content[field.key]);
  if (!result.success) {
    const issue = result.issues[0];
    const where = v.getDotPath(issue);
    return { ok: false, message: `${field.label}${where ? ` (${where})` : ''}: ${issue.message}` };
  }
  return { ok: true, content: { ...content, [field.key]: result.output } };
}

/** The body of POST and PUT /api/admin/content-sections. */
export const contentSectionInputSchema = v.pipe(
  publishableInput({
    title: requiredText(CONTENT_SECTION_MESSAGES.title),
    section_type: v.pipe(
      // A missing type reads as '' so it fails with the message below.
      v.optional(v.string(CONTENT_SECTION_MESSAGES.sectionType), ''),
      v.picklist(SECTION_TYPES, CONTENT_SECTION_MESSAGES.sectionType),
    ),
    content: jsonObjectInput(CONTENT_SECTION_MESSAGES.content),
  }),
  v.forward(
    v.check(
      (input) => readSectionImages(input.section_type, input.content).ok,
      (issue) => {
        const read = readSectionImages(issue.input.section_type, issue.input.content);
        return read.ok ? CONTENT_SECTION_MESSAGES.content : read.message;
      },
    ),
    ['content'],
  ),
  v.transform((input) => {
    const read = readSectionImages(input.section_type, input.content);
    return read.ok ? { ...input, content: read.content } : input;
  }),
);

export type ContentSectionInput = v.InferOutput<typeof contentSectionInputSchema>;

export const contentSectionRecordSchema = v.object({
  id: v.string(),
  title: storedText,
  section_type: v.fallback(v.picklist(SECTION_TYPES), 'about'),
  content: v.fallback(v.record(v.string(), v.unknown()), () => ({})),
  ...storedPublishableFields,
});

export type ContentSection = v.InferOutput<typeof contentSectionRecordSchema>;
