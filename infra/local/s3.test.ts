import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IMAGES } from '../../tests/support/images';
import { answerPutsWhenWritten, startS3, type LocalS3, type ObjectStore } from './s3';

let directory: string;
let s3: LocalS3;
let client: S3Client;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'institute-s3-'));
  s3 = await startS3({ directory: path.join(directory, 's3'), bucket: 'uploads' });
  client = new S3Client({
    region: 'ap-southeast-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('the local S3 stand-in', () => {
  it('has the size of what was PUT on a HEAD straight after, small or large', async () => {
    const bodies = [...Object.values(TEST_IMAGES), new Uint8Array(3 * 1024 * 1024).fill(7)];
    for (const [index, body] of bodies.entries()) {
      const Key = `pending/${index}.png`;
      await client.send(new PutObjectCommand({ Bucket: 'uploads', Key, Body: body }));
      const head = await client.send(new HeadObjectCommand({ Bucket: 'uploads', Key }));
      expect([Key, head.ContentLength]).toEqual([Key, body.length]);
    }
  });

  it('answers a PUT only once its file holds every byte, however late the write ends', async () => {
    const file = path.join(directory, 'late-object');
    // A store like s3rver's: it reports the size before its file stream has written the bytes.
    const store: ObjectStore = {
      getResourcePath: () => file,
      putObject: async () => {
        await writeFile(file, '');
        void sleep(40).then(() => writeFile(file, 'x'.repeat(600)));
        return { size: 600 };
      },
    };
    answerPutsWhenWritten(store);
    await store.putObject({ bucket: 'uploads', key: 'late' });
    expect((await stat(file)).size).toBe(600);
  });

  it('says so when the file never gets whole, instead of answering', async () => {
    const file = path.join(directory, 'short-object');
    const store: ObjectStore = {
      getResourcePath: () => file,
      putObject: async () => {
        await writeFile(file, 'x'.repeat(10));
        return { size: 600 };
      },
    };
    answerPutsWhenWritten(store, { limitMs: 50 });
    await expect(store.putObject({ bucket: 'uploads', key: 'short' })).rejects.toThrow(
      's3rver: short holds less than its 600 bytes',
    );
  });
});
