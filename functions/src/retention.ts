import { retentionService } from '@institute/core/application/retention';
import { createDb } from '@institute/core/db/client';
import { log } from '@institute/core/ops/log';
import { tableConfigFromEnv } from './config';

/** The scheduled retention run on AWS (infra/retention.ts): one structured log line per run. */
export async function handler(): Promise<{ anonymised: number; checked: number }> {
  const report = await retentionService(createDb(tableConfigFromEnv())).run();
  // Ids only: they identify nothing personal once the record is anonymised.
  log.info('retention_run', {
    at: report.at,
    checked: report.checked,
    anonymised: report.anonymised,
  });
  return { anonymised: report.anonymised.length, checked: report.checked };
}
