import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, validationFailedResponse } from '../test/json-response';
import { ApiError, apiGet, apiPost } from './api';

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
});
