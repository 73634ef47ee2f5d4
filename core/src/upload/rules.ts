/*
 * What an uploaded image may be and where it lives in the bucket. Pure: the API checks uploads
 * with it, and the admin form checks a picked file with it before sending anything.
 */

/** The accepted image types, with the extension their keys get. */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/** For a file input's `accept`. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(',');

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  type: 'Images must be JPEG, PNG or WebP',
  /** Named or declared as an accepted type, but its bytes are not that image (or are damaged). */
  unreadable:
    'This image could not be read. Save it again as JPEG, PNG or WebP and upload that file.',
  size: 'Images must be 5 MB or smaller',
  empty: 'The image file is empty',
  notFound: 'The uploaded image was not found; upload it again',
  used: 'This upload was already completed; ask for a new upload to send another image',
} as const;

export type UploadRefusalReason =
  'unsupported_type' | 'too_large' | 'empty' | 'not_found' | 'already_completed';

export interface UploadRefusal {
  reason: UploadRefusalReason;
  message: string;
}

/** What is said for each reason, so every refusal of an upload pairs them alike. */
const REFUSAL_MESSAGES: Record<UploadRefusalReason, string> = {
  unsupported_type: UPLOAD_MESSAGES.type,
  too_large: UPLOAD_MESSAGES.size,
  empty: UPLOAD_MESSAGES.empty,
  not_found: UPLOAD_MESSAGES.notFound,
  already_completed: UPLOAD_MESSAGES.used,
};

export const uploadRefusal = (reason: UploadRefusalReason): UploadRefusal => ({
  reason,
  message: REFUSAL_MESSAGES[reason],
});

export const isImageType = (value: string): value is ImageType => Object.hasOwn(IMAGE_TYPES, value);

/** Size alone: used for the declared size and again for the stored object's real size. */
export function sizeRefusal(size: number): UploadRefusal | null {
  if (size <= 0) return uploadRefusal('empty');
  if (size > MAX_IMAGE_BYTES) return uploadRefusal('too_large');
  return null;
}

/** Why an image of this type and size is refused, or null when it may be uploaded. */
export function imageRefusal(image: { type: string; size: number }): UploadRefusal | null {
  if (!isImageType(image.type)) return uploadRefusal('unsupported_type');
  return sizeRefusal(image.size);
}

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type the bytes really are (their magic numbers), whatever the file was called or
 * declared as; null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  // JPEG: SOI marker followed by the first segment's marker byte.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // WebP: a RIFF container (4 bytes of size in between) whose form type is WEBP.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/*
 * Keys. The browser PUTs to pending/, which nothing serves; only an object the API has checked is
 * copied to uploads/, which CloudFront (and the local server) serve at /uploads/<name>.
 */
export const PENDING_PREFIX = 'pending/';
export const PUBLIC_PREFIX = 'uploads/';
/** Unchecked uploads nobody completed are deleted by a bucket lifecycle rule after this. */
export const PENDING_EXPIRY_DAYS = 1;

/** Keys are unique and never rewritten, so browsers and CloudFront may keep an image for good. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const EXTENSIONS = Object.values(IMAGE_TYPES).join('|');
const PENDING_KEY = new RegExp(`^${PENDING_PREFIX}(${UUID})\\.(?:${EXTENSIONS})$`);

/** Where the browser uploads a new image: a fresh id, the extension of the declared type. */
export const pendingKey = (id: string, type: ImageType) =>
  `${PENDING_PREFIX}${id}.${IMAGE_TYPES[type]}`;

/** The id inside a key `pendingKey` made; null for any other text. */
export function pendingId(key: string): string | null {
  return PENDING_KEY.exec(key)?.[1] ?? null;
}

/** The served key of a checked image: the extension follows the type the bytes really are. */
export const publicKey = (id: string, type: ImageType) =>
  `${PUBLIC_PREFIX}${id}.${IMAGE_TYPES[type]}`;

/** The address on the site's own origin: the key under /uploads is the same key. */
export const publicUrl = (key: string) => `/${key}`;

const UPLOADED_URL = new RegExp(`^/${PUBLIC_PREFIX}${UUID}\\.(?:${EXTENSIONS})$`);

/** An address `publicUrl` gives for a checked upload (and nothing else of this site or another). */
export const isUploadedUrl = (url: string) => UPLOADED_URL.test(url);
