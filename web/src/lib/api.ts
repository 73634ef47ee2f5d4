/** A small JSON client for the API on the same origin (`/api`). */
import { getAccessToken, signOutUser } from './auth';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** Seconds from a Retry-After header (429, 503), when the server sent one. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Bearer token for /api/admin routes (see getAccessToken in lib/auth). */
  token?: string;
  /** More request headers, e.g. If-Match with the revision an edit started from. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const error = (body as ErrorBody | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'http_error';
  const message =
    typeof error?.message === 'string' && error.message
      ? error.message
      : `Request failed (${response.status})`;
  const fields =
    error?.fields && typeof error.fields === 'object'
      ? (error.fields as Record<string, string>)
      : undefined;
  const retryHeader = Number(response.headers.get('Retry-After'));
  return new ApiError(
    response.status,
    code,
    message,
    fields,
    Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined,
  );
}

/**
 * A JSON request body with the headers it needs. Behind CloudFront, Origin Access Control signs
 * each request to the API and Lambda checks that signature against the body's SHA-256, which
 * CloudFront cannot compute: the sender states it (decision 011).
 */
export async function jsonBody(
  value: unknown,
): Promise<{ body: string; headers: Record<string, string> }> {
  const body = JSON.stringify(value);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hash = Array.from(new Uint8Array(digest), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return { body, headers: { 'Content-Type': 'application/json', 'x-amz-content-sha256': hash } };
}

/**
 * How long a request may go unanswered. The API's function stops at 15 s and the edge waits 20 s
 * for it (infra/api.ts), so an answer later than this is not coming.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

const TIMEOUT_MESSAGE = 'The server did not answer in time';

/**
 * Runs `exchange` (a request and the reading of its answer) with a signal that gives up after
 * `REQUEST_TIMEOUT_MS` or when `signal` is aborted. A network failure or no answer in time throws
 * ApiError with status 0 (`network_error`, `timeout`); the caller's own abort throws as it is.
 */
async function inTime<T>(
  exchange: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  // A dead connection (a phone losing signal mid-request) may never answer: give up in time, so
  // a form is free to send again and says why.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const callerAbort = () => timeout.abort(signal?.reason);
  if (signal?.aborted) callerAbort();
  signal?.addEventListener('abort', callerAbort, { once: true });
  try {
    return await exchange(timeout.signal);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    if (timeout.signal.aborted) throw new ApiError(0, 'timeout', TIMEOUT_MESSAGE);
    throw new ApiError(0, 'network_error', 'The server could not be reached');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', callerAbort);
  }
}

/**
 * Writes on their way, by all they send. The same write asked for again before the first is
 * answered (a double click or tap, Enter pressed twice) shares the first one's answer: sent twice,
 * it would be recorded twice, or refused as if a colleague had changed the record meanwhile.
 */
const writesOnTheirWay = new Map<string, Promise<unknown>>();

/**
 * Calls `/api{path}` and returns the parsed JSON body.
 * Throws ApiError for any non-2xx answer; a network failure or no answer within
 * `REQUEST_TIMEOUT_MS` throws ApiError with status 0 (`network_error`, `timeout`).
 */
export function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  // A caller with its own signal may abort its request: it is never shared.
  if (method === 'GET' || options.signal) return send<T>(path, method, options);
  const { body, headers, token } = options;
  const key = JSON.stringify([method, path, body ?? null, headers ?? {}, token ?? '']);
  const sending = writesOnTheirWay.get(key);
  if (sending) return sending as Promise<T>;
  const sent = send<T>(path, method, options).finally(() => writesOnTheirWay.delete(key));
  writesOnTheirWay.set(key, sent);
  return sent;
}

async function send<T>(
  path: string,
  method: NonNullable<ApiRequestOptions['method']>,
  options: ApiRequestOptions,
): Promise<T> {
  const json = options.body === undefined ? undefined : await jsonBody(options.body);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...options.headers,
    ...json?.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  const { response, body } = await inTime(async (signal) => {
    const response = await fetch(`/api${path}`, {
      method,
      headers,
      body: json?.body,
      signal,
    });
    return { response, body: await readJson(response) };
  }, options.signal);
  if (!response.ok) throw toApiError(response, body);
  return body as T;
}

export const apiGet = <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
  apiRequest<T>(path, { ...options, method: 'GET' });

export const apiPost = <T>(
  path: string,
  body: unknown,
  options?: Omit<ApiRequestOptions, 'method' | 'body'>,
) => apiRequest<T>(path, { ...options, method: 'POST', body });

/** Why the API last ended this session (access removed, signed out elsewhere), until read. */
let signOutReason: string | undefined;
const REVOKED_CODES = new Set(['access_revoked', 'signed_out']);

/** The API's explanation of the last sign-out it forced, once. */
export function takeSignOutReason(): string | undefined {
  const reason = signOutReason;
  signOutReason = undefined;
  return reason;
}

/** The signed-in user's access token, or none: the API then answers 401. */
async function accessToken(): Promise<string | undefined> {
  try {
    return await getAccessToken();
  } catch {
    return undefined;
  }
}

/**
 * A 401 from an `/api/admin` route means the session is gone or no longer valid: the user is
 * signed out (keeping the API's reason), and screens following `useAuth()` react.
 */
async function endSessionOn(error: unknown): Promise<void> {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (REVOKED_CODES.has(error.code)) signOutReason = error.message;
  await signOutUser().catch(() => undefined);
}

/** Calls an `/api/admin` route with the signed-in user's access token. */
export async function adminRequest<T>(
  path: string,
  options: Omit<ApiRequestOptions, 'token'> = {},
): Promise<T> {
  const token = await accessToken();
  try {
    return await apiRequest<T>(`/admin${path}`, { ...options, token });
  } catch (error) {
    await endSessionOn(error);
    throw error;
  }
}

/**
 * Downloads a file from an `/api/admin` route (a plain link cannot carry the token): its bytes
 * and the name the API gives it, if any. Fails as `adminRequest` does, in time too.
 */
export async function adminDownload(path: string): Promise<{ blob: Blob; filename?: string }> {
  const token = await accessToken();
  // The file is read within the same time: a stalled body gives up too.
  const { response, file, error } = await inTime(async (signal) => {
    const response = await fetch(`/api/admin${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
    return response.ok
      ? { response, file: await response.blob() }
      : { response, error: await readJson(response) };
  });
  if (!file) {
    const refused = toApiError(response, error);
    await endSessionOn(refused);
    throw refused;
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: file, filename: /filename="([^"]+)"/.exec(disposition)?.[1] };
}
