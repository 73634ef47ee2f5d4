import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationService } from '@institute/core/application/service';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { validApplication } from '../support/applications';
import { awayFromWindowEnd } from '../support/rate-window';
import { callFrom, type ErrorShape } from '../support/http';

const WINDOW_SECONDS = 3600;
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({
    rateLimits: { applicationsPerWindow: 3, windowSeconds: WINDOW_SECONDS },
  });
});

beforeEach(() => awayFromWindowEnd(WINDOW_SECONDS));
afterAll(async () => {
  await stack?.stop();
});

/** A client is a loopback address the request is sent from (the server reads the connection). */
const post = (body: unknown, client: string, headers: Record<string, string> = {}) =>
  callFrom<{ id: string } & ErrorShape>(client, stack.url, 'POST', '/api/applications', {
    body,
    headers,
  });

describe('application rate limit', () => {
  it('refuses the fourth application in a window with 429 and Retry-After, and stores nothing', async () => {
    const client = '127.0.10.7';
    const accepted = [validApplication(), validApplication(), validApplication()];
    for (const body of accepted) expect((await post(body, client)).status).toBe(201);

    const refused = validApplication();
    const response = await post(refused, client);
    expect(response.status).toBe(429);
    expect(response.body.error.code).toBe('rate_limited');
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(await applicationService(stack.deps.db).exists(refused.id as string)).toBe(false);

    // A retry of an application already stored is still answered as a success.
    const retry = await post(accepted[0], client);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual({ id: accepted[0]!.id });
  });

  it('counts each client separately (by the connection, not by headers)', async () => {
    // Its own two clients: one uses up its limit here, the other is still let in after it.
    const busy = '127.0.10.20';
    const other = '127.0.10.21';
    for (let i = 0; i < 3; i += 1) expect((await post(validApplication(), busy)).status).toBe(201);
    expect((await post(validApplication(), busy)).status).toBe(429);
    expect((await post(validApplication(), other)).status).toBe(201);
    expect((await post(validApplication(), busy)).status).toBe(429);
  });

  it('cannot be dodged by rotating X-Forwarded-For or sending a viewer address', async () => {
    const client = '127.0.10.30';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const spoof = `198.51.100.${attempt}`;
      const response = await post(validApplication(), client, {
        'x-forwarded-for': `${spoof}, 10.0.0.1`,
        'x-viewer-address': spoof,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('does not count retries of a stored application against the limit', async () => {
    const client = '127.0.10.44';
    const first = validApplication();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await post(first, client)).status).toBe(201);
    // Only the first post counted: two more new applications still fit in the limit of 3.
    expect((await post(validApplication(), client)).status).toBe(201);
    expect((await post(validApplication(), client)).status).toBe(201);
    expect((await post(validApplication(), client)).status).toBe(429);
  });
});
