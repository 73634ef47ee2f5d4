import * as v from 'valibot';
import { fieldErrors } from '../validation/field-messages';
import { typedText } from '../validation/plain-text';
import { imageInput, imageListInput } from '../upload/image-schema';
import { ABOUT_IMAGES_MAX } from './about-images';
import { contentSectionInputSchema, type SectionType } from './schema';
import { STATISTIC_VALUE_MAX, STATISTICS_MAX } from './statistic-rows';

/*
 * The content each section type holds: exactly the keys the public site reads (hero: eyebrow,
 * title, description; about: title, body; statistics: heading, stats; footer: text). Every key is
 * optional, because a missing or blank one shows the site's built-in text. The objects are loose:
 * keys the site does not read are kept as they are, so nothing stored is lost by an edit.
 *
 * The API keeps accepting any JSON object as content (its contract, and what is already stored);
 * the admin form checks these schemas before it sends.
 */

// The public band's reader lives apart, free of valibot (see statistic-rows.ts).
export { STATISTIC_VALUE_MAX, STATISTICS_MAX, statisticRowsOf } from './statistic-rows';

/** One text key of a section's content, as the admin form labels it. */
export interface ContentTextField {
  key: string;
  label: string;
  max: number;
  multiline?: boolean;
}

/** The text keys per type, in form order (statistics also has its list of numbers, `stats`). */
export const CONTENT_TEXT_FIELDS: Record<SectionType, ContentTextField[]> = {
  hero: [
    { key: 'eyebrow', label: 'Eyebrow', max: 80 },
    { key: 'title', label: 'Headline', max: 160 },
    { key: 'description', label: 'Description', max: 600, multiline: true },
  ],
  about: [
    { key: 'title', label: 'Heading', max: 160 },
    { key: 'body', label: 'Text', max: 5000, multiline: true },
  ],
  statistics: [{ key: 'heading', label: 'Heading', max: 160 }],
  footer: [{ key: 'text', label: 'Footer text', max: 600, multiline: true }],
};

export const CONTENT_MESSAGES = {
  text: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  stats: 'Statistics must be a list',
  statsMax: `At most ${STATISTICS_MAX} statistics`,
  statistic: 'Each statistic needs a label and a value',
  labelRequired: 'Label is required',
  valueRequired: 'Value is required',
  valueWhole: 'Value must be a whole number',
  valueRange: `Value must be between 0 and ${STATISTIC_VALUE_MAX.toLocaleString('en-US')}`,
  fields: 'Some content fields need fixing: see the messages above.',
} as const;

const textEntry = ({ label, max, multiline }: ContentTextField) =>
  v.optional(
    v.pipe(
      typedText(multiline ? 'area' : 'line', CONTENT_MESSAGES.text(label)),
      v.maxLength(max, CONTENT_MESSAGES.tooLong(label, max)),
    ),
  );

const textEntries = (type: SectionType) =>
  Object.fromEntries(CONTENT_TEXT_FIELDS[type].map((field) => [field.key, textEntry(field)]));

/** One number of the statistics band; extra keys in a row are kept too. */
export const statisticRowSchema = v.looseObject(
  {
    label: v.pipe(
      typedText('line', CONTENT_MESSAGES.labelRequired),
      v.nonEmpty(CONTENT_MESSAGES.labelRequired),
      v.maxLength(80, CONTENT_MESSAGES.tooLong('Label', 80)),
    ),
    value: v.pipe(
      // null is what an empty number input gives: say "required", not "not a number".
      v.custom<number>(
        (input) => input !== null && input !== undefined && input !== '',
        CONTENT_MESSAGES.valueRequired,
      ),
      v.check(
        (input) => typeof input === 'number' && Number.isInteger(input),
        CONTENT_MESSAGES.valueWhole,
      ),
      v.check((input) => input >= 0 && input <= STATISTIC_VALUE_MAX, CONTENT_MESSAGES.valueRange),
    ),
  },
  CONTENT_MESSAGES.statistic,
);

export type StatisticRow = v.InferOutput<typeof statisticRowSchema>;

// The pictures: the same schema the API checks them with (schema.ts, SECTION_IMAGE_FIELDS).
export const heroContentSchema = v.looseObject({ ...textEntries('hero'), image: imageInput });
export const aboutContentSchema = v.looseObject({
  ...textEntries('about'),
  images: v.optional(imageListInput(ABOUT_IMAGES_MAX)),
});
export const footerContentSchema = v.looseObject(textEntries('footer'));
export const statisticsContentSchema = v.looseObject({
  ...textEntries('statistics'),
  stats: v.optional(
    v.pipe(
      v.array(statisticRowSchema, CONTENT_MESSAGES.stats),
      v.maxLength(STATISTICS_MAX, CONTENT_MESSAGES.statsMax),
    ),
  ),
});

export const SECTION_CONTENT_SCHEMAS: Record<SectionType, v.GenericSchema> = {
  hero: heroContentSchema,
  about: aboutContentSchema,
  statistics: statisticsContentSchema,
  footer: footerContentSchema,
};

/**
 * What is wrong with a section's content for its type, keyed by the dot path of the key
 * ("title", "stats.0.value"): the first message per key.
 */
export function sectionContentErrors(type: SectionType, content: unknown): Record<string, string> {
  return fieldErrors(SECTION_CONTENT_SCHEMAS[type], content);
}

/**
 * The admin form's check: the API's own body schema, then the content against its type. A
 * content problem is reported on `content`; the form shows each message beside its field.
 */
export const contentSectionFormSchema = v.pipe(
  contentSectionInputSchema,
  v.forward(
    v.check(
      (input) => Object.keys(sectionContentErrors(input.section_type, input.content)).length === 0,
      CONTENT_MESSAGES.fields,
    ),
    ['content'],
  ),
);
