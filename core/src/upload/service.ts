import { randomUUID } from 'node:crypto';
import {
  imageRefusal,
  pendingId,
  pendingKey,
  publicKey,
  publicUrl,
  sizeRefusal,
  sniffImageType,
  SNIFF_BYTES,
  uploadRefusal,
  type ImageType,
  type UploadRefusal,
} from './rules';
import type { UploadedImage, UploadRequest, UploadTicket } from './schema';
import type { UploadStorage } from './storage';

export type UploadResult<T> = ({ ok: true } & T) | ({ ok: false } & UploadRefusal);

/** Long enough for 5 MB on a slow line; the URL is useless once the upload is completed. */
export const UPLOAD_URL_SECONDS = 300;

export interface UploadServiceOptions {
  newId?: () => string;
  /**
   * Marks an upload id as completed; false when it already was. Without it a presigned URL could
   * be used again within its lifetime to replace an image already served.
   */
  claim?: (id: string) => Promise<boolean>;
}

/**
 * Image uploads in two steps. `request` refuses a type or size that is not allowed at once and
 * hands out a presigned PUT to a pending key. `complete` then checks what was really stored (size,
 * and the type by its first bytes, whatever the browser declared): a bad object is deleted and
 * refused; a good one is copied to uploads/, where it is served, and its pending copy removed.
 */
export function uploadService(storage: UploadStorage, options: UploadServiceOptions = {}) {
  const newId = options.newId ?? randomUUID;
  return {
    async request(input: UploadRequest): Promise<UploadResult<{ ticket: UploadTicket }>> {
      const refused = imageRefusal({ type: input.content_type, size: input.size });
      if (refused) return { ok: false, ...refused };
      // imageRefusal has checked the type.
      const type = input.content_type as ImageType;
      const key = pendingKey(newId(), type);
      const uploadUrl = await storage.presignPut(key, type, input.size, UPLOAD_URL_SECONDS);
      return {
        ok: true,
        ticket: {
          key,
          upload_url: uploadUrl,
          method: 'PUT',
          headers: { 'Content-Type': type },
          expires_in: UPLOAD_URL_SECONDS,
        },
      };
    },

    async complete(key: string): Promise<UploadResult<{ image: UploadedImage }>> {
      const notFound = { ok: false, ...uploadRefusal('not_found') } as const;
      const id = pendingId(key);
      if (!id) return notFound;
      const size = await storage.size(key);
      if (size === null) return notFound;
      if (options.claim && !(await options.claim(id))) {
        // A second PUT with the same URL: never served, removed.
        await storage.remove(key);
        return { ok: false, ...uploadRefusal('already_completed') };
      }

      const tooBig = sizeRefusal(size);
      if (tooBig) {
        await storage.remove(key);
        return { ok: false, ...tooBig };
      }
      const start = await storage.readStart(key, SNIFF_BYTES);
      if (start === null) return notFound;
      const type = sniffImageType(start);
      if (!type) {
        await storage.remove(key);
        return { ok: false, ...uploadRefusal('unsupported_type') };
      }

      const served = publicKey(id, type);
      await storage.publish(key, served, type);
      await storage.remove(key);
      return { ok: true, image: { key: served, url: publicUrl(served), content_type: type, size } };
    },
  };
}

export type UploadService = ReturnType<typeof uploadService>;
