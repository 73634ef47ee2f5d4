import type { Db } from '../db/client';

/*
 * For tests of audited writes: a table client that answers each command as told and keeps what
 * it was sent, standing in for DynamoDB (the local table has no transactions).
 */

export type Sent = { constructor: { name: string }; input: Record<string, unknown> };

export function dbAnswering(answer: (command: Sent) => unknown): { db: Db; sent: Sent[] } {
  const sent: Sent[] = [];
  const db = {
    tableName: 'institute-test',
    doc: {
      send: async (command: Sent) => {
        sent.push(command);
        return answer(command);
      },
    },
  } as unknown as Db;
  return { db, sent };
}
