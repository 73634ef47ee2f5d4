import * as v from 'valibot';
import {
  jsonObjectInput,
  requiredText,
  storedRevision,
  storedStatus,
  storedText,
  storedTimestamp,
  storedPublishTime,
  publishableInput,
} from '../db/record-fields';

export const SECTION_TYPES = ['hero', 'about', 'statistics', 'footer'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const SECTION_TYPE_OPTIONS: { value: SectionType; label: string }[] = [
  { value: 'hero', label: 'Hero' },
  { value: 'about', label: 'About' },
  { value: 'statistics', label: 'Statistics' },
  { value: 'footer', label: 'Footer' },
];

export const CONTENT_SECTION_MESSAGES = {
  title: 'Title is required',
  sectionType: 'Section type must be hero, about, statistics or footer',
  content: 'Content must be a JSON object',
} as const;

/** The body of POST and PUT /api/admin/content-sections. */
export const contentSectionInputSchema = publishableInput({
  title: requiredText(CONTENT_SECTION_MESSAGES.title),
  section_type: v.pipe(
    // A missing type reads as '' so it fails with the message below.
    v.optional(v.string(CONTENT_SECTION_MESSAGES.sectionType), ''),
    v.picklist(SECTION_TYPES, CONTENT_SECTION_MESSAGES.sectionType),
  ),
  content: jsonObjectInput(CONTENT_SECTION_MESSAGES.content),
});

export type ContentSectionInput = v.InferOutput<typeof contentSectionInputSchema>;

export const contentSectionRecordSchema = v.object({
  id: v.string(),
  title: storedText,
  section_type: v.fallback(v.picklist(SECTION_TYPES), 'about'),
  content: v.fallback(v.record(v.string(), v.unknown()), {}),
  status: storedStatus,
  publish_from: storedPublishTime,
  unpublish_after: storedPublishTime,
  created_at: storedTimestamp,
  updated_at: storedTimestamp,
  revision: storedRevision,
});

export type ContentSection = v.InferOutput<typeof contentSectionRecordSchema>;
