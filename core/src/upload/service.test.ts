import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, type ImageType } from './rules';
import { uploadService, UPLOAD_URL_SECONDS } from './service';
import type { UploadStorage } from './storage';

const ID = '0b9c1f0e-6f0a-4c53-9d1e-2a5b7c9d0e1f';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const TEXT = new TextEncoder().encode('just some text pretending to be a PNG');

/** A bucket in memory: the service's rules are tested here, S3 itself in the integration tests. */
function memoryStorage() {
  const objects = new Map<string, { bytes: Uint8Array; type?: ImageType }>();
  const presigned: Array<{ key: string; type: ImageType; size: number; expiresIn: number }> = [];
  const storage: UploadStorage = {
    async presignPut(key, type, size, expiresIn) {
      presigned.push({ key, type, size, expiresIn });
      return `https://bucket.example/${key}?signed`;
    },
    async size(key) {
      return objects.get(key)?.bytes.length ?? null;
    },
    async readStart(key, length) {
      return objects.get(key)?.bytes.subarray(0, length) ?? null;
    },
    async publish(from, to, type) {
      objects.set(to, { bytes: objects.get(from)!.bytes, type });
    },
    async remove(key) {
      objects.delete(key);
    },
  };
  return { storage, objects, presigned };
}

const service = (storage: UploadStorage) => uploadService(storage, { newId: () => ID });

describe('uploadService.request', () => {
  it('hands out a short-lived PUT to a pending key for the declared type and size', async () => {
    const { storage, presigned } = memoryStorage();
    const result = await service(storage).request({ content_type: 'image/png', size: 1234 });
    expect(result).toEqual({
      ok: true,
      ticket: {
        key: `pending/${ID}.png`,
        upload_url: `https://bucket.example/pending/${ID}.png?signed`,
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
        expires_in: UPLOAD_URL_SECONDS,
      },
    });
    expect(presigned).toEqual([
      { key: `pending/${ID}.png`, type: 'image/png', size: 1234, expiresIn: UPLOAD_URL_SECONDS },
    ]);
  });

  it('refuses another type or more than 5 MB before signing anything', async () => {
    const { storage, presigned } = memoryStorage();
    expect(await service(storage).request({ content_type: 'image/gif', size: 10 })).toEqual({
      ok: false,
      reason: 'unsupported_type',
      message: 'Images must be JPEG, PNG or WebP',
    });
    expect(
      await service(storage).request({ content_type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 }),
    ).toEqual({ ok: false, reason: 'too_large', message: 'Images must be 5 MB or smaller' });
    expect((await service(storage).request({ content_type: 'image/jpeg', size: 0 })).ok).toBe(
      false,
    );
    expect(presigned).toEqual([]);
  });
});

describe('uploadService.complete', () => {
  it('publishes a real image under uploads/ with the type its bytes are, and drops the pending copy', async () => {
    const { storage, objects } = memoryStorage();
    objects.set(`pending/${ID}.jpg`, { bytes: PNG });
    const result = await service(storage).complete(`pending/${ID}.jpg`);
    expect(result).toEqual({
      ok: true,
      image: {
        key: `uploads/${ID}.png`,
        url: `/uploads/${ID}.png`,
        content_type: 'image/png',
        size: PNG.length,
      },
    });
    expect([...objects.keys()]).toEqual([`uploads/${ID}.png`]);
    expect(objects.get(`uploads/${ID}.png`)?.type).toBe('image/png');
  });

  const overLimit = new Uint8Array(MAX_IMAGE_BYTES + 1);
  overLimit.set(JPEG);
  it.each([
    {
      what: 'what is not really an image',
      key: `pending/${ID}.png`,
      bytes: TEXT,
      refusal: { reason: 'unsupported_type', message: 'Images must be JPEG, PNG or WebP' },
    },
    {
      what: 'a stored object over 5 MB, whatever was declared',
      key: `pending/${ID}.jpg`,
      bytes: overLimit,
      refusal: { reason: 'too_large', message: 'Images must be 5 MB or smaller' },
    },
  ])('deletes and refuses $what', async ({ key, bytes, refusal }) => {
    const { storage, objects } = memoryStorage();
    objects.set(key, { bytes });
    expect(await service(storage).complete(key)).toEqual({ ok: false, ...refusal });
    expect(objects.size).toBe(0);
  });

  it('deletes and refuses an empty object', async () => {
    const { storage, objects } = memoryStorage();
    objects.set(`pending/${ID}.png`, { bytes: new Uint8Array() });
    expect((await service(storage).complete(`pending/${ID}.png`)).ok).toBe(false);
    expect(objects.size).toBe(0);
  });

  it('answers not found for a missing upload or a key it never handed out, touching nothing', async () => {
    const { storage, objects } = memoryStorage();
    objects.set(`uploads/${ID}.png`, { bytes: PNG });
    for (const key of [`pending/${ID}.png`, `uploads/${ID}.png`, '../secret', '']) {
      expect(await service(storage).complete(key)).toEqual({
        ok: false,
        reason: 'not_found',
        message: 'The uploaded image was not found; upload it again',
      });
    }
    expect([...objects.keys()]).toEqual([`uploads/${ID}.png`]);
  });
});
