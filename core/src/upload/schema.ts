import * as v from 'valibot';
import type { ImageType } from './rules';
import { wholeNumber } from '../db/record-fields';

/*
 * The request bodies of the upload routes. They check the shape only: whether the declared type
 * and size are allowed is `imageRefusal`'s answer (rules.ts), which the admin form asks too.
 */

/** POST /api/admin/uploads: what the browser is about to send. */
export const uploadRequestSchema = v.object({
  content_type: v.pipe(
    v.string('content_type must be the MIME type of the image'),
    v.maxLength(100, 'content_type must be the MIME type of the image'),
  ),
  size: wholeNumber('size must be the size of the image in bytes', 0),
});
export type UploadRequest = v.InferOutput<typeof uploadRequestSchema>;

/** POST /api/admin/uploads/complete: the key the image was PUT to. */
export const uploadCompleteSchema = v.object({
  key: v.pipe(v.string('key must be the key of the upload'), v.maxLength(200, 'key is too long')),
});
export type UploadComplete = v.InferOutput<typeof uploadCompleteSchema>;

/** The answer to an upload request: PUT the file's bytes to `upload_url` with `headers`. */
export interface UploadTicket {
  key: string;
  upload_url: string;
  method: 'PUT';
  headers: { 'Content-Type': ImageType };
  /** Seconds the URL stays valid. */
  expires_in: number;
}

/** A checked image, served from the site's origin at `url`. */
export interface UploadedImage {
  key: string;
  url: string;
  content_type: ImageType;
  size: number;
}
