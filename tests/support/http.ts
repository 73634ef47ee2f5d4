import { request } from 'node:http';

/** Small fetch helpers for API tests against a running stack. */
export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body:
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as T,
  };
}

export interface ErrorShape {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/**
 * The same call sent from a chosen loopback address (any of 127.0.0.0/8 on Linux), so a test can
 * be several clients: the server tells clients apart by their connection, never by headers.
 */
export function callFrom<T = unknown>(
  localAddress: string,
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const url = new URL(path, baseUrl);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          resolve({
            status: res.statusCode ?? 0,
            headers,
            body: (text ? JSON.parse(text) : undefined) as T,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
