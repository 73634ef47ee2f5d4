import type { MockedStack } from './sst-stack';

/* eslint-disable @typescript-eslint/no-explicit-any -- resource inputs are untyped JSON */

const DYNAMIC = 'pulumi-nodejs:dynamic:Resource';
const CF_FUNCTION = 'aws:cloudfront/function:Function';

export interface RoutedRequest {
  /** The path CloudFront asks the origin for. */
  uri: string;
  /** The origin the function chose (S3 for the site, the function URL for /api). */
  origin: { domainName: string; originAccessControlConfig?: Record<string, unknown> } | undefined;
  /** The headers CloudFront forwards (lower-case names, CloudFront's `{ value }` shape). */
  headers: Record<string, { value: string }>;
  /** The query string CloudFront keys the cache on and forwards. */
  querystring: Record<string, { value: string }>;
}

/**
 * The key-value store as the mocked deploy filled it: the sites' keys (one per built file, plus
 * their routing metadata) and the Router's route list.
 */
function keyValueStore(stack: MockedStack): Map<string, string> {
  const store = new Map<string, string>();
  const routeLists = new Map<string, string[]>();
  for (const resource of stack.ofType(DYNAMIC)) {
    const { inputs } = resource;
    if (resource.name.endsWith('.sst.aws.KvKeys')) {
      for (const [key, value] of Object.entries(inputs.entries as Record<string, string>)) {
        store.set(`${inputs.namespace}:${key}`, value);
      }
    } else if (resource.name.endsWith('.sst.aws.KvRoutesUpdate')) {
      const key = `${inputs.namespace}:${inputs.key}`;
      routeLists.set(key, [...(routeLists.get(key) ?? []), inputs.entry]);
    }
  }
  for (const [key, entries] of routeLists) store.set(key, JSON.stringify(entries));
  return store;
}

/**
 * Runs the Router's real viewer-request function (the code SST generated for CloudFront) for a GET
 * of `uri`, against the store the deploy wrote, and returns where CloudFront would forward it.
 */
export async function routeRequest(
  stack: MockedStack,
  uri: string,
  querystring: Record<string, { value: string }> = {},
  /** What the viewer sent, besides the Host. */
  headers: Record<string, { value: string }> = {},
): Promise<RoutedRequest> {
  const functions = stack
    .ofType(CF_FUNCTION)
    .filter((f) => f.name.endsWith('CloudfrontFunctionRequest') && !f.name.includes('Redirect'));
  if (functions.length !== 1)
    throw new Error(`Expected one request function, found ${functions.length}`);
  const code = String(functions[0]!.inputs.code).replace(/^\s*import cf from "cloudfront";/m, '');
  const store = keyValueStore(stack);
  let origin: RoutedRequest['origin'];
  const cf = {
    kvs: () => ({
      get: async (key: string) => {
        if (!store.has(key)) throw new Error(`KeyNotFound: ${key}`);
        return store.get(key);
      },
    }),
    updateRequestOrigin: (next: RoutedRequest['origin']) => {
      origin = next;
    },
  };
  const event = {
    viewer: { ip: '203.0.113.7' },
    request: {
      method: 'GET',
      uri,
      querystring,
      headers: { ...headers, host: { value: 'www.example.org' } },
      cookies: {},
    },
  };
  // The helpers SST appends after the handler read `event` from the scope CloudFront gives them.
  const run = new Function('cf', 'event', `${code}\nreturn handler(event);`) as (
    cf: unknown,
    event: unknown,
  ) => Promise<any>;
  const result = await run(cf, event);
  if (result?.statusCode) throw new Error(`The function answered ${result.statusCode} itself`);
  return { uri: result.uri, origin, querystring: result.querystring, headers: result.headers };
}

export interface ViewerResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, { value: string }>;
}

/**
 * Runs the Router's real viewer-response function (SST's wrapper around the injected code) on a
 * response to a request the request function routed, and returns the response CloudFront sends.
 */
export async function respond(
  stack: MockedStack,
  request: RoutedRequest,
  response: ViewerResponse,
): Promise<ViewerResponse> {
  const functions = stack
    .ofType(CF_FUNCTION)
    .filter((f) => f.name.endsWith('CloudfrontFunctionResponse'));
  if (functions.length !== 1)
    throw new Error(`Expected one response function, found ${functions.length}`);
  const code = String(functions[0]!.inputs.code).replace(/^\s*import cf from "cloudfront";/m, '');
  const run = new Function('cf', 'event', `${code}\nreturn handler(event);`) as (
    cf: unknown,
    event: unknown,
  ) => Promise<ViewerResponse>;
  const event = {
    viewer: { ip: '203.0.113.7' },
    request: {
      method: 'GET',
      uri: request.uri,
      querystring: request.querystring,
      headers: request.headers,
    },
    response: structuredClone(response),
  };
  return run({}, event);
}
