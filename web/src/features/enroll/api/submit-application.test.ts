import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, REQUEST_TIMEOUT_MS } from '../../../lib/api';
import { jsonResponse, validationFailedResponse } from '../../../test/json-response';
import { unansweredFetch, untilSent } from '../../../test/unanswered-fetch';
import {
  GENERIC_SUBMIT_ERROR,
  submitApplication,
  TIMEOUT_SUBMIT_ERROR,
  submitErrorMessage,
  type ApplicationSubmission,
} from './submit-application';

const submission = {
  id: '5b0f3f5e-8d0c-4e0a-9a57-2f6f0c4f0b1a',
  company_website: '',
} as ApplicationSubmission;

afterEach(() => vi.restoreAllMocks());

describe('submitApplication', () => {
  it('posts the submission as JSON and returns the id', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(201, { id: submission.id }));
    await expect(submitApplication(submission)).resolves.toEqual({ id: submission.id });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/applications');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(submission);
  });

  it('retries 502, 503 and 504 with growing delays and the same body', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse(502, undefined))
      .mockResolvedValueOnce(jsonResponse(503, undefined))
      .mockResolvedValueOnce(jsonResponse(504, undefined))
      .mockResolvedValueOnce(jsonResponse(201, { id: submission.id }));
    const sleeps: number[] = [];
    const result = await submitApplication(submission, {
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(result).toEqual({ id: submission.id });
    expect(sleeps).toEqual([500, 1000, 2000]);
    const bodies = fetchMock.mock.calls.map(([, init]) => init?.body);
    expect(new Set(bodies).size).toBe(1);
  });

  it('gives up after the last retry', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(503, undefined));
    const error = await submitApplication(submission, { sleep: async () => {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(globalThis.fetch).toHaveBeenCalledTimes(4);
  });

  it('does not retry a validation error and keeps its fields', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      validationFailedResponse({ email: 'Please enter a valid email address' }),
    );
    const error = (await submitApplication(submission).catch((e: unknown) => e)) as ApiError;
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('does not retry 429 and reads Retry-After', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        429,
        { error: { code: 'rate_limited', message: 'Too many requests' } },
        { 'Retry-After': '30' },
      ),
    );
    const error = (await submitApplication(submission).catch((e: unknown) => e)) as ApiError;
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(30);
  });

  it('retries when the network fails', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(201, { id: submission.id }));
    await expect(submitApplication(submission, { sleep: async () => {} })).resolves.toEqual({
      id: submission.id,
    });
  });

  it('does not retry a request that went unanswered: the visitor hears at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fetchMock = unansweredFetch();
      const outcome = submitApplication(submission).catch((e: unknown) => e);
      await untilSent(fetchMock);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      const error = await outcome;
      expect(error).toMatchObject({ status: 0, code: 'timeout' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(submitErrorMessage(error)).toBe(TIMEOUT_SUBMIT_ERROR);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('submitErrorMessage', () => {
  it('shows the server message from the error shape', () => {
    expect(
      submitErrorMessage(new ApiError(400, 'validation_failed', 'Some fields are not valid')),
    ).toBe('Some fields are not valid');
  });

  it('falls back to the generic text for anything else', () => {
    expect(submitErrorMessage(new ApiError(502, 'http_error', 'Request failed (502)'))).toBe(
      GENERIC_SUBMIT_ERROR,
    );
    expect(submitErrorMessage(new ApiError(0, 'network_error', 'offline'))).toBe(
      GENERIC_SUBMIT_ERROR,
    );
    expect(submitErrorMessage(new Error('boom'))).toBe(GENERIC_SUBMIT_ERROR);
  });
});
