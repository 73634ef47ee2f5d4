import { describe, expect, it } from 'vitest';
import * as rules from './rules';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF', 0);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
const ID = '0b9c1f0e-6f0a-4c53-9d1e-2a5b7c9d0e1f';

describe('sniffImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(rules.sniffImageType(JPEG)).toBe('image/jpeg');
    expect(rules.sniffImageType(PNG)).toBe('image/png');
    expect(rules.sniffImageType(WEBP)).toBe('image/webp');
  });

  it('needs no more than SNIFF_BYTES', () => {
    for (const image of [JPEG, PNG, WEBP]) {
      expect(rules.sniffImageType(image.subarray(0, rules.SNIFF_BYTES))).not.toBeNull();
    }
  });

  it.each([
    ['text named .png', bytes('hello, this is not an image')],
    ['GIF', bytes('GIF89a', 1, 0, 1, 0, 0, 0)],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['another RIFF (WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['a PNG cut short', PNG.subarray(0, 7)],
    ['a PNG signature one byte off', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0b)],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_name, content) => {
    expect(rules.sniffImageType(content)).toBeNull();
  });
});

describe('imageRefusal', () => {
  it('lets JPEG, PNG and WebP up to 5 MB through', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(rules.imageRefusal({ type, size: 1 })).toBeNull();
      expect(rules.imageRefusal({ type, size: rules.MAX_IMAGE_BYTES })).toBeNull();
    }
    expect(rules.MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
  });

  it.each([
    'image/gif',
    'image/svg+xml',
    'text/plain',
    'application/octet-stream',
    '',
    'IMAGE/PNG',
    'toString',
  ])('refuses the type %j', (type) => {
    expect(rules.imageRefusal({ type, size: 100 })).toEqual({
      reason: 'unsupported_type',
      message: 'Images must be JPEG, PNG or WebP',
    });
  });

  it('refuses one byte over 5 MB, and empty files', () => {
    expect(rules.imageRefusal({ type: 'image/png', size: rules.MAX_IMAGE_BYTES + 1 })).toEqual({
      reason: 'too_large',
      message: 'Images must be 5 MB or smaller',
    });
    expect(rules.sizeRefusal(0)).toEqual({ reason: 'empty', message: rules.UPLOAD_MESSAGES.empty });
  });

  it('names the type first when both are wrong', () => {
    expect(rules.imageRefusal({ type: 'image/gif', size: rules.MAX_IMAGE_BYTES * 2 })?.reason).toBe(
      'unsupported_type',
    );
  });

  it('offers the same types to the file picker', () => {
    expect(rules.IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });
});

describe('keys', () => {
  it('puts new uploads under pending/ and checked images under uploads/', () => {
    expect(rules.pendingKey(ID, 'image/png')).toBe(`pending/${ID}.png`);
    expect(rules.publicKey(ID, 'image/jpeg')).toBe(`uploads/${ID}.jpg`);
    expect(rules.publicKey(ID, 'image/webp')).toBe(`uploads/${ID}.webp`);
    expect(rules.publicUrl(`uploads/${ID}.jpg`)).toBe(`/uploads/${ID}.jpg`);
  });

  it('reads the id back only from a pending key it made', () => {
    expect(rules.pendingId(rules.pendingKey(ID, 'image/jpeg'))).toBe(ID);
    for (const key of [
      `uploads/${ID}.png`,
      `pending/${ID}.gif`,
      `pending/${ID}.png/../x`,
      `pending/../uploads/${ID}.png`,
      `pending/${ID.toUpperCase()}.png`,
      `xpending/${ID}.png`,
      'pending/not-an-id.png',
      '',
    ]) {
      expect([key, rules.pendingId(key)]).toEqual([key, null]);
    }
  });
});
