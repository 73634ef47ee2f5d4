import { readFile } from 'node:fs/promises';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { errorName, log } from '../ops/log';

/** The prerendered `index.html` the served home page is made from (decision 054). */
export type PageTemplate = () => Promise<string>;

/** Where it comes from: the site's bucket on AWS, the build folder locally. */
export type PageTemplateSource = { bucket: string; key: string } | { file: string };

/** Read at each call: a rebuild while the local server runs is served at once. */
export const fileTemplate =
  (file: string): PageTemplate =>
  () =>
    readFile(file, 'utf8');

const notModified = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 304;

/**
 * The object in the site's bucket, asked again at each call with its ETag, so a deploy (which
 * uploads a new index.html naming new asset files, and deletes the old ones) is served at once;
 * an unchanged file costs a 304 and no body. When the bucket cannot be read, the last copy read
 * is served. Called only when CloudFront has no fresh copy of the page.
 */
export function s3Template(s3: S3Client, bucket: string, key: string): PageTemplate {
  let last: { etag: string | undefined; body: string } | undefined;
  return async () => {
    try {
      const answer = await s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: last?.etag }),
      );
      last = { etag: answer.ETag, body: (await answer.Body?.transformToString('utf-8')) ?? '' };
      return last.body;
    } catch (error) {
      if (!last) throw error;
      if (!notModified(error)) log.warn('home_template_read_failed', { error: errorName(error) });
      return last.body;
    }
  };
}

export function pageTemplate(s3: S3Client, source: PageTemplateSource): PageTemplate {
  return 'file' in source ? fileTemplate(source.file) : s3Template(s3, source.bucket, source.key);
}
