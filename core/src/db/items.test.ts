import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendInBatches } from './items';

afterEach(() => vi.useRealTimers());

describe('sendInBatches', () => {
  it('sends chunks of the size given, and again what a call left unprocessed', async () => {
    const sent: number[][] = [];
    let first = true;
    await sendInBatches([1, 2, 3, 4, 5], 2, async (chunk) => {
      sent.push(chunk);
      // The first call leaves its second item for later, as DynamoDB may under load.
      if (first) {
        first = false;
        return [chunk[1]!];
      }
      return undefined;
    });
    expect(sent).toEqual([[1, 2], [2], [3, 4], [5]]);
  });

  it('gives a chunk up after six calls, pausing longer before each', async () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const done = sendInBatches(['a'], 100, async (chunk) => {
      calls.push(Date.now());
      return chunk;
    });
    await vi.runAllTimersAsync();
    await done;
    const pauses = calls.slice(1).map((at, index) => at - calls[index]!);
    expect(pauses).toEqual([100, 200, 400, 800, 1600]);
  });
});
