/** Image uploads from the admin forms: check the file here, then the API's two-step upload. */
import {
  imageRefusal,
  isImageType,
  sniffImageType,
  SNIFF_BYTES,
  UPLOAD_MESSAGES,
  type ImageType,
} from '@institute/core/upload/rules';
import type { UploadedImage, UploadTicket } from '@institute/core/upload/schema';
import type { ImageVariant, SiteImage } from '@institute/core/upload/image-set';
import { adminRequest } from './api';
import { resizeImage } from './resize-image';

export type FileCheck = { ok: true; type: ImageType } | { ok: false; message: string };

/**
 * The same rules the API applies after the upload, applied to the picked file at once: its type
 * comes from its first bytes (a text file named photo.png is refused), then its size. A file the
 * browser took for an accepted image by its name is told it could not be read: "must be PNG"
 * would puzzle someone who picked a .png.
 */
export async function checkImageFile(file: Blob): Promise<FileCheck> {
  const start = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = sniffImageType(start);
  if (!type) {
    const named = isImageType(file.type);
    return { ok: false, message: named ? UPLOAD_MESSAGES.unreadable : UPLOAD_MESSAGES.type };
  }
  const refused = imageRefusal({ type, size: file.size });
  return refused ? { ok: false, message: refused.message } : { ok: true, type };
}

export const UPLOAD_FAILED =
  'The image could not be uploaded. Check your connection and try again.';

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
function put(
  ticket: UploadTicket,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, ticket.upload_url);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(UPLOAD_FAILED));
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal?.aborted) return xhr.onabort(new ProgressEvent('abort'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

export interface UploadOptions {
  /** 0 to 1 while the bytes go up. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Asks the API for a presigned PUT, sends the file straight to the bucket, then has the API check
 * what arrived. Answers the image's address on this site (/uploads/…); throws the API's reason
 * (ApiError) or UPLOAD_FAILED.
 */
export async function uploadImage(
  file: Blob,
  type: ImageType,
  { onProgress = () => undefined, signal }: UploadOptions = {},
): Promise<string> {
  const ticket = await adminRequest<UploadTicket>('/uploads', {
    method: 'POST',
    body: { content_type: type, size: file.size },
    signal,
  });
  await put(ticket, file, onProgress, signal);
  onProgress(1);
  const image = await adminRequest<UploadedImage>('/uploads/complete', {
    method: 'POST',
    body: { key: ticket.key },
    signal,
  });
  return image.url;
}

/** What an upload gives an image field: all but the alt text, which the admin types. */
export type UploadedImageSet = Pick<SiteImage, 'src' | 'width' | 'height' | 'variants'>;

/**
 * Checks the picked file, resizes it here into the widths the site serves (resize-image.ts) and
 * uploads each copy through the same checked two steps as any image. Progress covers them all.
 */
export async function uploadImageSet(
  file: Blob,
  { onProgress = () => undefined, signal }: UploadOptions = {},
): Promise<UploadedImageSet> {
  const checked = await checkImageFile(file);
  if (!checked.ok) throw new Error(checked.message);
  const copies = await resizeImage(file);
  const variants: ImageVariant[] = [];
  for (const [index, copy] of copies.entries()) {
    const src = await uploadImage(copy.blob, copy.type, {
      signal,
      onProgress: (fraction) => onProgress((index + fraction) / copies.length),
    });
    variants.push({ src, width: copy.width });
  }
  const widest = copies.at(-1)!;
  return { src: variants.at(-1)!.src, width: widest.width, height: widest.height, variants };
}
