import { imageInput, storedImage } from '../upload/image-schema';
import {
  imageUrlInput,
  sortOrderInput,
  storedNullableText,
  storedSortOrder,
} from './record-fields';

/*
 * What every card of an ordered public list (a course, a team member, a testimonial) holds beside
 * its own text: its picture set, the plain picture address older records hold, and its place in
 * the list. One definition, so the three lists read and check them alike.
 */

/** The card fields of a POST or PUT body (the admin form now sends `image`, not `image_url`). */
export const cardInput = {
  image_url: imageUrlInput,
  image: imageInput,
  sort_order: sortOrderInput,
};

/** The card fields of a stored record, as every reader sees them. */
export const storedCardFields = {
  image_url: storedNullableText,
  image: storedImage,
  sort_order: storedSortOrder,
};
