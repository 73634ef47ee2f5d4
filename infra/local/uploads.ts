import { GetObjectCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { Hono, type Context } from 'hono';
import { PUBLIC_PREFIX } from '@institute/core/upload/rules';

// One file name under /uploads; anything else (nested paths, dot segments) is simply not there.
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** For objects stored without their own Cache-Control (the API always sets one). */
const FALLBACK_CACHE_CONTROL = 'public, max-age=300';

const status = (err: unknown) =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;

/**
 * GET /uploads/<name>: what CloudFront's /uploads route does on AWS, streamed from s3rver. The
 * object's stored type and Cache-Control are sent as S3 would; pending uploads are never reachable.
 */
export function localUploads(s3: S3Client, bucket: string) {
  const notFound = (c: Context) => c.text('Not found', 404);
  // Everything under /uploads is the bucket's (as behind CloudFront), never the SPA's fallback.
  return new Hono().get('/', notFound).get('/:name{.*}', async (c) => {
    const name = c.req.param('name');
    if (!NAME.test(name)) return notFound(c);
    try {
      const object = await s3.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: `${PUBLIC_PREFIX}${name}`,
          IfNoneMatch: c.req.header('if-none-match'),
        }),
      );
      const headers: Record<string, string> = {
        'Content-Type': object.ContentType ?? 'application/octet-stream',
        'Cache-Control': object.CacheControl ?? FALLBACK_CACHE_CONTROL,
      };
      if (object.ContentLength !== undefined)
        headers['Content-Length'] = String(object.ContentLength);
      if (object.ETag) headers.ETag = object.ETag;
      if (object.LastModified) headers['Last-Modified'] = object.LastModified.toUTCString();
      return c.body(object.Body!.transformToWebStream(), 200, headers);
    } catch (err) {
      if (status(err) === 304) return c.body(null, 304);
      if (status(err) === 404) return notFound(c);
      throw err;
    }
  });
}
