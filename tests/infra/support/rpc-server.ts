import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';

/** What a component sent to `Runtime.Build`: the function's handler, runtime, links, … */
export interface BuildRequest {
  functionID: string;
  handler: string;
  runtime: string;
  links: Record<string, Record<string, unknown>>;
  properties: Record<string, unknown> & { architecture?: string };
  [key: string]: unknown;
}

export interface RpcStandIn {
  url: string;
  builds: BuildRequest[];
  /** Functions `sst dev` would run live (Runtime.AddTarget). */
  devTargets: BuildRequest[];
  /** Calls still being answered (a bundle in progress): the deploy is not done while any are. */
  pending(): number;
  close(): Promise<void>;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

/**
 * Every RPC method the stand-in answers. SST's AWS components call exactly these today;
 * tests/infra/sst-internals.test.ts reads SST's sources and fails, naming the method, when a new
 * version calls another.
 */
export const ANSWERED_RPC_METHODS = [
  'Provider.Aws.Bootstrap',
  'Provider.Aws.Appsync',
  'Runtime.Build',
  'Runtime.AddTarget',
] as const;

/**
 * A stand-in for the JSON-RPC server the SST CLI runs beside a deploy (env SST_SERVER). It answers
 * the two calls the components here make: the bootstrap bucket names and `Runtime.Build`, which
 * it serves by bundling the handler with esbuild as the CLI would.
 */
export async function startRpcStandIn(options: {
  /** Where handlers are resolved (the repository, not the stack's temporary root). */
  sourceRoot: string;
  /** Where bundles are written. */
  outDir: string;
}): Promise<RpcStandIn> {
  const builds: BuildRequest[] = [];
  const devTargets: BuildRequest[] = [];
  let inFlight = 0;

  async function runtimeBuild(request: BuildRequest) {
    builds.push(request);
    const fileBase = request.handler.slice(0, request.handler.lastIndexOf('.'));
    const exportName = request.handler.slice(request.handler.lastIndexOf('.') + 1);
    const outFile = join(options.outDir, request.functionID, `${basename(fileBase)}.mjs`);
    await mkdir(dirname(outFile), { recursive: true });

    const entry = SOURCE_EXTENSIONS.map((ext) => join(options.sourceRoot, fileBase + ext)).find(
      (file) => existsSync(file),
    );
    if (!entry) {
      // The handler is not written yet: bundle a stub so the infrastructure can still be checked.
      await writeFile(outFile, `export const ${exportName} = async () => ({ statusCode: 200 });\n`);
    } else {
      const result = await build({
        entryPoints: [entry],
        outfile: outFile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node22',
        logLevel: 'silent',
        // The Lambda runtime ships the AWS SDK v3; leaving it out keeps the stand-in fast.
        external: ['@aws-sdk/*'],
        banner: {
          js: "import { createRequire as topLevelCreateRequire } from 'module'; const require = topLevelCreateRequire(import.meta.url);",
        },
      }).catch((error: { errors?: Array<{ text: string }> }) => ({
        errors: error.errors ?? [{ text: String(error) }],
      }));
      if (result.errors.length > 0) {
        return {
          handler: '',
          out: '',
          errors: result.errors.map((e) => e.text),
          sourcemaps: [],
        };
      }
    }
    return {
      handler: `${basename(fileBase)}.${exportName}`,
      out: dirname(outFile),
      errors: [],
      sourcemaps: [],
    };
  }

  async function answer(method: string, args: unknown): Promise<unknown> {
    switch (method) {
      case 'Provider.Aws.Bootstrap':
        return {
          asset: 'sst-asset-mock',
          assetEcrRegistryId: '123456789012',
          assetEcrUrl: '123456789012.dkr.ecr.mock.amazonaws.com/sst-asset',
          state: 'sst-state-mock',
          appsyncHttp: '',
          appsyncRealtime: '',
        };
      case 'Runtime.Build':
        return runtimeBuild(args as BuildRequest);
      // `sst dev` only: the AppSync event API the live function's bridge talks through.
      case 'Provider.Aws.Appsync':
        return {
          http: 'mock.appsync-api.ap-southeast-1.amazonaws.com',
          realtime: 'mock.appsync-realtime-api.ap-southeast-1.amazonaws.com',
        };
      // `sst dev` only: the CLI registers the function to run live on the developer's machine.
      case 'Runtime.AddTarget':
        devTargets.push(args as BuildRequest);
        return {};
      default:
        // The same wording as the CLI, which the components treat as "method not found".
        throw new Error(`rpc: can't find method ${method}`);
    }
  }

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { method, params } = JSON.parse(body) as { method: string; params: unknown[] };
      inFlight += 1;
      answer(method, params[0])
        .finally(() => (inFlight -= 1))
        .then((result) => ({ result, error: null }))
        .catch((error: Error) => ({ result: null, error: error.message }))
        .then((reply) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(reply));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    builds,
    devTargets,
    pending: () => inFlight,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
