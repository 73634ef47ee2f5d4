import * as v from 'valibot';
import { applicationSubmissionSchemaAt } from '@institute/core/application/schema';
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
    intake: _intake,
    waitlist: _waitlist,
    consent_notice: _notice,
    consent_sensitive: _sensitive,
    guardian_name: _guardian,
    guardian_consent: _guardianConsent,
    ...payload
  } = v.parse(applicationSubmissionSchemaAt(), validApplication(overrides));
  await applicationService(db, () => new Date(createdAt)).submit({ ...payload, id });
  return id;
}
