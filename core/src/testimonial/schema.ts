import * as v from 'valibot';
import * as field from '../db/record-fields';
import { cardInputSchema, cardRecordSchema } from '../db/card-fields';

export const TESTIMONIAL_MESSAGES = {
  name: 'Name is required',
  content: 'Content is required',
  rating: 'Rating must be a whole number from 1 to 5',
} as const;

export const RATING_OPTIONS = [1, 2, 3, 4, 5] as const;

/** The body of POST and PUT /api/admin/testimonials. */
export const testimonialInputSchema = cardInputSchema({
  name: field.requiredText(TESTIMONIAL_MESSAGES.name),
  role: field.nullableText(200, 'line'),
  content: field.requiredText(TESTIMONIAL_MESSAGES.content, 3000, 'area'),
  rating: v.optional(field.wholeNumber(TESTIMONIAL_MESSAGES.rating, 1, 5), 5),
});

export type TestimonialInput = v.InferOutput<typeof testimonialInputSchema>;

/** Stars shown publicly: 0 to 5 (older records may hold 0), anything else is clamped. */
export function displayRating(value: unknown): number {
  const rating = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 5;
  return Math.min(5, Math.max(0, rating));
}

export const testimonialRecordSchema = cardRecordSchema({
  name: field.storedText,
  role: field.storedNullableText,
  content: field.storedText,
  rating: v.optional(v.pipe(v.unknown(), v.transform(displayRating)), 5),
});

export type Testimonial = v.InferOutput<typeof testimonialRecordSchema>;
