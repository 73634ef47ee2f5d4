import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { IMAGE_CACHE_CONTROL, type ImageType } from './rules';

/** What the upload service needs from the bucket; the only code that calls S3 for uploads. */
export interface UploadStorage {
  /** A URL that lets one PUT of exactly this type and size to `key`, for `expiresIn` seconds. */
  presignPut(key: string, type: ImageType, size: number, expiresIn: number): Promise<string>;
  /** The stored size, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** Up to `length` leading bytes, or null when there is no such object. */
  readStart(key: string, length: number): Promise<Uint8Array | null>;
  /** Copies a checked image to where it is served, with the type its bytes really are. */
  publish(from: string, to: string, type: ImageType): Promise<void>;
  remove(key: string): Promise<void>;
}

const status = (err: unknown) =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;

export function s3UploadStorage(s3: S3Client, bucket: string): UploadStorage {
  return {
    presignPut(key, type, size, expiresIn) {
      return getSignedUrl(
        s3,
        new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: type, ContentLength: size }),
        // The presigner leaves Content-Type unsigned by default; signing both makes S3 refuse a
        // PUT of any other type or length.
        { expiresIn, signableHeaders: new Set(['content-type', 'content-length']) },
      );
    },

    async size(key) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (err) {
        if (status(err) === 404) return null;
        throw err;
      }
    },

    async readStart(key, length) {
      try {
        const object = await s3.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${length - 1}` }),
        );
        const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
        // A server that ignores Range sends everything: keep what was asked for.
        return bytes.subarray(0, length);
      } catch (err) {
        if (status(err) === 404) return null;
        // 416: the object is empty, so there is no first byte to send.
        if (status(err) === 416) return new Uint8Array();
        throw err;
      }
    },

    async publish(from, to, type) {
      await s3.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: to,
          CopySource: `${bucket}/${from}`,
          MetadataDirective: 'REPLACE',
          ContentType: type,
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      );
    },

    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
