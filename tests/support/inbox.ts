import * as v from 'valibot';
import { applicationSubmissionSchema } from '@institute/core/application/payload-schema';
import { applicationService } from '@institute/core/application/service';
import type { Db } from '@institute/core/db/client';
import { validApplication } from './applications';

/** Stores a valid application as if submitted at `createdAt` (so a test owns a date range). */
export async function submitAt(
  db: Db,
  createdAt: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const {
    id,
    company_website: _honeypot,
    ...payload
  } = v.parse(applicationSubmissionSchema, validApplication(overrides));
  await applicationService(db, () => new Date(createdAt)).submit({ ...payload, id });
  return id;
}
