import { randomUUID } from 'node:crypto';
import { queryAll } from '@institute/core/db/items';
import { ITEM_TYPES } from '@institute/core/db/keys';
import { INDEXES } from '@institute/core/db/table';
import type { LocalStack } from '../../infra/local/stack';
import { validApplication } from './applications';
import { callFrom } from './http';

export interface LoadResult {
  sent: number;
  retries: number;
  /** Distinct application ids answered 201 at least once. */
  accepted: number;
  /** Answers other than 201, by status. */
  refused: Record<number, number>;
  /** Applications added to the table, counted with a Query on the byType index. */
  stored: number;
  /** Ids stored more than once (must be none). */
  duplicates: string[];
  /** Accepted ids that are not in the table (must be none). */
  missing: string[];
  seconds: number;
}

const applicationIds = async (stack: LocalStack) =>
  (
    await queryAll(stack.deps.db, {
      IndexName: INDEXES.byType.name,
      KeyConditionExpression: '#pk = :type',
      ExpressionAttributeNames: { '#pk': INDEXES.byType.partition, '#id': 'id' },
      ExpressionAttributeValues: { ':type': ITEM_TYPES.application },
      ProjectionExpression: '#id',
    })
  ).map((item) => String(item.id));

/**
 * `total` submissions over HTTP from `concurrency` clients at once (each its own loopback
 * address), a share of them sent again with the same id, some while the first is still in
 * flight. Then the table is read back with a Query and compared with what was accepted.
 */
export async function submitUnderLoad(
  stack: LocalStack,
  {
    total,
    concurrency,
    retryShare = 0.05,
  }: { total: number; concurrency: number; retryShare?: number },
): Promise<LoadResult> {
  const before = new Set(await applicationIds(stack));
  // Different people: one person applying hundreds of times is the duplicate check's case.
  const bodies = Array.from({ length: total }, (_, index) =>
    validApplication({
      id: randomUUID(),
      email: `load.${index}.${randomUUID().slice(0, 8)}@example.com`,
      full_name: `Load Applicant ${index} ${randomUUID().slice(0, 8)}`,
    }),
  );
  const retried = bodies.filter((_, index) => index % Math.round(1 / retryShare) === 0);
  // Retries land at random later places in the queue: some race the original, some follow it.
  const queue = [...bodies];
  for (const body of retried) {
    const at = Math.floor(Math.random() * queue.length) + 1;
    queue.splice(Math.min(at, queue.length), 0, body);
  }
  const accepted = new Set<string>();
  const refused: Record<number, number> = {};
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      const client = `127.0.${100 + Math.floor(worker / 250)}.${(worker % 250) + 1}`;
      while (next < queue.length) {
        const body = queue[next++]!;
        const response = await callFrom(client, stack.url, 'POST', '/api/applications', { body });
        if (response.status === 201) accepted.add(body.id as string);
        else refused[response.status] = (refused[response.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const after = await applicationIds(stack);
  const added = after.filter((id) => !before.has(id));
  const seen = new Set<string>();
  const duplicates = added.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  return {
    sent: queue.length,
    retries: retried.length,
    accepted: accepted.size,
    refused,
    stored: added.length,
    duplicates,
    missing: [...accepted].filter((id) => !seen.has(id)),
    seconds,
  };
}
