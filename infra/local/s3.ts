import { stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * The browser PUTs images to the bucket from the site's pages, as on AWS (infra/web.ts sets the
 * same rule there for the site's URL). Locally the site may run on any loopback port.
 */
const UPLOADS_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>http://127.0.0.1:*</AllowedOrigin>
    <AllowedOrigin>http://localhost:*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** What of s3rver 3.7's filesystem store the fix below relies on. */
export interface ObjectStore {
  putObject(object: { bucket: string; key: string }): Promise<{ size: number }>;
  getResourcePath(bucket: string, key: string, resource: 'object'): string;
}

function isObjectStore(store: unknown): store is ObjectStore {
  const methods = store as Partial<Record<keyof ObjectStore, unknown>> | null | undefined;
  return typeof methods?.putObject === 'function' && typeof methods.getResourcePath === 'function';
}

/**
 * s3rver answers a PUT once the bytes have passed its checksum, not once its file stream has
 * written them, and a HEAD's Content-Length is the file's size on disk. So a HEAD straight after
 * a PUT could read 0, and the API refused the upload as empty (under load, in the test runs).
 * Here a PUT is answered only once the file holds every byte, as S3 does.
 */
export function answerPutsWhenWritten(store: ObjectStore, { pauseMs = 2, limitMs = 10_000 } = {}) {
  const put = store.putObject.bind(store);
  store.putObject = async (object) => {
    const stored = await put(object);
    const file = store.getResourcePath(object.bucket, object.key, 'object');
    const since = Date.now();
    while ((await stat(file)).size < stored.size) {
      if (Date.now() - since > limitMs) {
        throw new Error(`s3rver: ${object.key} holds less than its ${stored.size} bytes`);
      }
      await sleep(pauseMs);
    }
    return stored;
  };
}

/** s3rver on loopback, with the uploads bucket created (path-style, credentials S3RVER/S3RVER). */
export async function startS3(options: {
  directory: string;
  bucket: string;
  port?: number;
}): Promise<LocalS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: options.bucket, configs: [UPLOADS_CORS] }],
  });
  if (!isObjectStore(server.store)) {
    throw new Error('s3rver has changed: its store no longer has putObject and getResourcePath');
  }
  answerPutsWhenWritten(server.store);
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}
