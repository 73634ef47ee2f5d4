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
