import * as v from 'valibot';
import { imageInput, storedImage } from '../upload/image-schema';
import {
  imageUrlInput,
  publishableInput,
  sortOrderInput,
  storedNullableText,
  storedPublishableFields,
  storedSortOrder,
} from './record-fields';

/*
 * What every card of an ordered public list (a course, a team member, a testimonial) holds beside
 * its own text: its picture set, the plain picture address older records hold, its place in the
 * list, and when it is public. One definition, so the three lists read and check them alike.
 */

/** The card fields of a POST or PUT body (the admin form now sends `image`, not `image_url`). */
const cardInput = {
  image_url: imageUrlInput,
  image: imageInput,
  sort_order: sortOrderInput,
};

/** The card fields of a stored record, as every reader sees them. */
const storedCardFields = {
  image_url: storedNullableText,
  image: storedImage,
  sort_order: storedSortOrder,
};

/** The body of a card's POST and PUT: its own fields, then the card and publishing fields. */
export const cardInputSchema = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  publishableInput({ ...entries, ...cardInput });

/** A stored card as every reader sees it: its id and own fields, then the card and publishing fields. */
export const cardRecordSchema = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.object({ id: v.string(), ...entries, ...storedCardFields, ...storedPublishableFields });
