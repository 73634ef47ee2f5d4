import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { submitUnderLoad } from '../support/load-integrity';

// The full-size run (5,000 submissions) is `npm run bench:load-integrity`.
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('applications under load', () => {
  it('500 submissions at concurrency 50 with 5% retried: the table holds exactly the accepted ones, once each', async () => {
    const result = await submitUnderLoad(stack, { total: 500, concurrency: 50 });
    expect(result.retries).toBe(25);
    expect(result.sent).toBe(525);
    expect(result.refused).toEqual({});
    expect(result.accepted).toBe(500);
    expect(result.stored).toBe(result.accepted);
    expect(result.duplicates).toEqual([]);
    expect(result.missing).toEqual([]);
  });
});
