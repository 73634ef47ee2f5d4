import { retentionService } from '@institute/core/application/retention';
import { createDb } from '@institute/core/db/client';
import { log } from '@institute/core/ops/log';

/** The scheduled retention run on AWS (infra/retention.ts): one structured log line per run. */
export async function handler(): Promise<{ anonymised: number; checked: number }> {
  const tableName = process.env.TABLE_NAME;
  if (!tableName) throw new Error('TABLE_NAME is not set');
  const report = await retentionService(createDb({ tableName })).run();
  // Ids only: they identify nothing personal once the record is anonymised.
  log.info('retention_run', {
    at: report.at,
    checked: report.checked,
    anonymised: report.anonymised,
  });
  return { anonymised: report.anonymised.length, checked: report.checked };
}
