import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, validationFailedResponse } from '../test/json-response';
import { sentUnanswered, TIMED_OUT, unansweredFetch } from '../test/unanswered-fetch';
import {
  adminDownload,
  ApiError,
  apiGet,
  apiPost,
  apiRequest,
  REQUEST_TIMEOUT_MS,
  takeSignOutReason,
} from './api';

// The signed-in user, as Amplify would give it: a token, and a sign-out the tests can see.
const auth = vi.hoisted(() => ({
  getAccessToken: vi.fn(async () => 'tok'),
  signOutUser: vi.fn(async () => undefined),
}));
vi.mock('./auth', () => auth);

afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('GETs /api + path and returns the JSON body', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(apiGet('/public/home')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/public/home');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
  });

  it('POSTs JSON with the bearer token when given', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(201, { id: 'x' }));
    await apiPost('/admin/courses', { title: 'T' }, { token: 'tok' });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"title":"T"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    // The body's SHA-256, which Lambda checks CloudFront's signature against.
    expect((init.headers as Record<string, string>)['x-amz-content-sha256']).toBe(
      createHash('sha256').update('{"title":"T"}').digest('hex'),
    );
  });

  it('states the SHA-256 of the UTF-8 bytes it sends, for text beyond ASCII too', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(201, {}));
    await apiPost('/applications', { name: 'Siti Nur Aisyah · தமிழ்' });
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>)['x-amz-content-sha256']).toBe(
      createHash('sha256')
        .update(Buffer.from(String(init.body), 'utf8'))
        .digest('hex'),
    );
  });

  it('sends no body hash on a GET', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, {}));
    await apiGet('/public/home');
    expect(fetchMock.mock.calls[0]![1]!.headers).not.toHaveProperty('x-amz-content-sha256');
  });

  it('throws ApiError with status, code, message and fields from the error shape', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(validationFailedResponse({ email: 'Bad' }));
    const error = (await apiPost('/applications', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Some fields are not valid',
    });
    expect(error.fields).toEqual({ email: 'Bad' });
  });

  it('copes with an error answer that is not JSON', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('<html>Bad Gateway</html>', { status: 502 }),
    );
    const error = (await apiGet('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Request failed (502)',
    });
  });

  it('reports a network failure as status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiGet('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('gives up on a request left unanswered, as status 0 with its own code', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { outcome } = await sentUnanswered(() => apiPost('/applications', {}));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      let settled = false;
      void outcome.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toMatchObject(TIMED_OUT);
    } finally {
      vi.useRealTimers();
    }
  });

  it("passes the caller's own abort on as it is, not as a timeout", async () => {
    unansweredFetch();
    const caller = new AbortController();
    const outcome = apiGet('/x', { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
  });
});

describe('the same write asked for twice', () => {
  it('is sent once while the first is on its way, and both callers get its answer', async () => {
    let answer = (_: Response) => {};
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const first = apiRequest('/admin/applications/a', { method: 'PATCH', body: { notes: 'x' } });
    const second = apiRequest('/admin/applications/a', { method: 'PATCH', body: { notes: 'x' } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(jsonResponse(200, { id: 'a' }));
    await expect(first).resolves.toEqual({ id: 'a' });
    await expect(second).resolves.toEqual({ id: 'a' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is sent again once answered, and a write of other values is sent at once', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse(200, {}));
    await apiRequest('/admin/x', { method: 'PATCH', body: { notes: 'x' } });
    await apiRequest('/admin/x', { method: 'PATCH', body: { notes: 'x' } });
    await Promise.all([
      apiRequest('/admin/x', { method: 'PATCH', body: { notes: 'y' } }),
      apiRequest('/admin/x', { method: 'PATCH', body: { notes: 'z' } }),
      apiGet('/admin/x'),
      apiGet('/admin/x'),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('shares a failure too, and the next ask is sent again', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () => jsonResponse(500, {}))
      .mockImplementation(async () => jsonResponse(200, { ok: true }));
    const both = [1, 2].map(() => apiPost('/admin/x', { a: 1 }));
    for (const asked of both) await expect(asked).rejects.toBeInstanceOf(ApiError);
    await expect(apiPost('/admin/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('adminDownload', () => {
  it('sends the token and answers the file with the name the API gives it', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('id,name\n', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="applications-2026.csv"' },
      }),
    );
    const file = await adminDownload('/applications/export.csv?status=new');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/applications/export.csv?status=new');
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe(
      'Bearer tok',
    );
    expect(file.filename).toBe('applications-2026.csv');
    await expect(file.blob.text()).resolves.toBe('id,name\n');
  });

  it('ends a revoked session as any admin request does, keeping the reason to show', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(401, {
        error: { code: 'access_revoked', message: 'Your access was removed.' },
      }),
    );
    const error = (await adminDownload('/applications/export.csv').catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toMatchObject({ status: 401, code: 'access_revoked' });
    expect(auth.signOutUser).toHaveBeenCalledTimes(1);
    expect(takeSignOutReason()).toBe('Your access was removed.');
  });

  it('gives up on a file left unanswered, as any other request does', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { outcome } = await sentUnanswered(() => adminDownload('/applications/export.csv'));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect(await outcome).toMatchObject(TIMED_OUT);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the session on a refusal that is not about it', async () => {
    auth.signOutUser.mockClear();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(403, { error: { code: 'forbidden', message: 'Not for your role' } }),
    );
    await expect(adminDownload('/applications/export.csv')).rejects.toMatchObject({ status: 403 });
    expect(auth.signOutUser).not.toHaveBeenCalled();
  });
});
