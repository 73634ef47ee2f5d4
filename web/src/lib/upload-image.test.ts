import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@institute/core/upload/rules';
import { checkImageFile } from './upload-image';

const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_START = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1];

const file = (bytes: number[] | string, name: string, type: string, size?: number) => {
  const content =
    typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes);
  const padded = new Uint8Array(size ?? content.length);
  padded.set(content.subarray(0, padded.length));
  return new File([padded], name, { type });
};

describe('checkImageFile', () => {
  it('accepts JPEG and PNG by their bytes', async () => {
    expect(await checkImageFile(file(PNG_START, 'a.png', 'image/png'))).toEqual({
      ok: true,
      type: 'image/png',
    });
    expect(await checkImageFile(file(JPEG_START, 'a.jpg', 'image/jpeg'))).toEqual({
      ok: true,
      type: 'image/jpeg',
    });
  });

  it('goes by the content, not the name or the type the browser guessed from it', async () => {
    expect(await checkImageFile(file(JPEG_START, 'photo.png', 'image/png'))).toEqual({
      ok: true,
      type: 'image/jpeg',
    });
    // Named as a PNG: said to be unreadable, not to be of the wrong type.
    expect(await checkImageFile(file('just text', 'photo.png', 'image/png'))).toEqual({
      ok: false,
      message:
        'This image could not be read. Save it again as JPEG, PNG or WebP and upload that file.',
    });
    expect(await checkImageFile(file('GIF89a......', 'anim.gif', 'image/gif'))).toEqual({
      ok: false,
      message: 'Images must be JPEG, PNG or WebP',
    });
  });

  it('refuses a real image over 5 MB', async () => {
    expect(
      await checkImageFile(file(PNG_START, 'big.png', 'image/png', MAX_IMAGE_BYTES + 1)),
    ).toEqual({
      ok: false,
      message: 'Images must be 5 MB or smaller',
    });
    expect(
      (await checkImageFile(file(PNG_START, 'max.png', 'image/png', MAX_IMAGE_BYTES))).ok,
    ).toBe(true);
  });
});
