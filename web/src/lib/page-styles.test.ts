import { afterEach, describe, expect, it } from 'vitest';
import { pageStylesApplied } from './page-styles';

const settledWithin = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

afterEach(() => document.head.replaceChildren());

describe('pageStylesApplied', () => {
  it('resolves at once when no stylesheet is waiting', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet' });
    document.head.append(link);
    expect(await settledWithin(pageStylesApplied())).toBe(true);
  });

  it('waits while a stylesheet loads for print, and resolves when the last applies', async () => {
    const sheets = [1, 2].map(() => {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet' });
      link.media = 'print';
      document.head.append(link);
      return link;
    });
    const applied = pageStylesApplied();
    expect(await settledWithin(applied)).toBe(false);
    sheets[0]!.media = 'all';
    expect(await settledWithin(applied)).toBe(false);
    sheets[1]!.media = 'all';
    expect(await settledWithin(applied)).toBe(true);
  });
});
