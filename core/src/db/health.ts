import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './client';

/** True when the table answers a read; a cheap GetItem on a key that never exists. */
export async function tableAnswers(db: Db): Promise<boolean> {
  try {
    await db.doc.send(
      new GetCommand({ TableName: db.tableName, Key: { pk: 'HEALTH', sk: 'HEALTH' } }),
    );
    return true;
  } catch {
    return false;
  }
}
