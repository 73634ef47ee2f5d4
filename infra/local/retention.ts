/**
 * `npm run retention`: anonymises the applications whose retention period has passed (the same
 * core service the daily AWS schedule runs). Against the running `npm start` stack when there
 * is one (its stack.json names the table's endpoint), otherwise against the data folder itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { retentionService, type RetentionReport } from '@institute/core/application/retention';
import { grantedDb } from './table-grants';
import { RETENTION_TABLE_GRANT } from '../permissions';
import { LOCAL_REGION, LOCAL_TABLE } from './constants';
import { ensureTable, startDynamo } from './dynamo';

/** One line for the terminal. */
export function describeRetention(report: RetentionReport): string {
  const count = report.anonymised.length;
  return `Retention: ${count} application${count === 1 ? '' : 's'} anonymised (${report.checked} decided ones checked).`;
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const dataDir = path.resolve(root, process.env.LOCAL_DATA_DIR ?? '.local/data');
  const stackFile = path.join(dataDir, 'stack.json');
  let endpoint: string | undefined;
  let close = async () => {};
  if (existsSync(stackFile)) {
    endpoint = (JSON.parse(readFileSync(stackFile, 'utf8')) as { dynamoEndpoint?: string })
      .dynamoEndpoint;
  }
  if (!endpoint) {
    const dynamo = await startDynamo({ path: path.join(dataDir, 'dynamo') });
    await ensureTable(dynamo.endpoint, LOCAL_TABLE);
    endpoint = dynamo.endpoint;
    close = () => dynamo.close();
  }
  const db = grantedDb(
    { region: LOCAL_REGION, tableName: LOCAL_TABLE, endpoint },
    'Retention',
    RETENTION_TABLE_GRANT,
  );
  try {
    console.log(describeRetention(await retentionService(db).run()));
  } finally {
    db.doc.destroy();
    await close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
