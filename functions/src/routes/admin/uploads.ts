import { Hono } from 'hono';
import { uploadCompleteSchema, uploadRequestSchema } from '@institute/core/upload/schema';
import { uploadService, type UploadResult } from '@institute/core/upload/service';
import { uploadClaims } from '@institute/core/upload/claims';
import { s3UploadStorage } from '@institute/core/upload/storage';
import type { AppDeps } from '../../deps';
import { refused } from '../../errors';
import type { AuthEnv } from '../../middleware/auth';
import { parseJson } from '../../validation';

function accepted<T extends object>(result: UploadResult<T>): T {
  if (result.ok) return result;
  throw refused(result, { not_found: 'upload_not_found' });
}

/**
 * Image uploads (any admin role; the admin sub-app has checked the caller):
 * POST / with { content_type, size } answers a presigned PUT; once the browser has PUT the file,
 * POST /complete with { key } checks what was stored and answers the image's URL on this site.
 */
export function uploadRoutes({ s3, config, db }: AppDeps) {
  const uploads = uploadService(s3UploadStorage(s3, config.uploadsBucket), {
    claim: uploadClaims(db),
  });
  return new Hono<AuthEnv>()
    .post('/', async (c) => {
      const { ticket } = accepted(await uploads.request(await parseJson(c, uploadRequestSchema)));
      return c.json(ticket);
    })
    .post('/complete', async (c) => {
      const { key } = await parseJson(c, uploadCompleteSchema);
      const { image } = accepted(await uploads.complete(key));
      return c.json(image, 201);
    });
}
