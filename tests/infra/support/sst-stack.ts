import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mockCall, mockState } from './mock-state';
import { platformDir, repoRoot } from './paths';
import { startRpcStandIn, type BuildRequest } from './rpc-server';
import { PRERENDERED_PATHS, SPA_SHELL, pageFile } from '../../../web/prerender/pages';

/* eslint-disable @typescript-eslint/no-explicit-any -- SST's platform is loaded at run time, untyped */

export interface RecordedResource {
  type: string;
  name: string;
  inputs: Record<string, any>;
  /** What the mocked cloud answered: the inputs plus computed outputs (ARNs, URLs). */
  state: Record<string, any>;
  /** Resource options after every stack transformation (SST's removal policy included). */
  opts: { retainOnDelete?: boolean; protect?: boolean };
}

export interface MockedStack {
  stage: string;
  app: { name: string; removal?: string; protect?: boolean; providers?: Record<string, any> };
  outputs: Record<string, any>;
  resources: RecordedResource[];
  /** Every `Runtime.Build` request, one per function: handler, runtime, links, architecture. */
  builds: BuildRequest[];
  /** `sst dev` only: the functions registered to run live. */
  devTargets: BuildRequest[];
  ofType(type: string): RecordedResource[];
  /** The single resource of a type (whose logical name contains `nameHint`, if given). */
  one(type: string, nameHint?: string): RecordedResource;
  dispose(): Promise<void>;
}

const importFile = (file: string) => import(pathToFileURL(file).href);

/**
 * Pulumi's wire marker of a secret value: mocks receive `{ [specialSigKey]: specialSecretSig,
 * value }`. Both constants are read from the Pulumi runtime SST runs on, not copied here;
 * tests/infra/sst-internals.test.ts fails clearly if the runtime stops exporting them.
 */
export async function pulumiSecretMarker(): Promise<{ key: string; secret: string }> {
  const rpc = await importFile(join(platformDir, 'node_modules/@pulumi/pulumi/runtime/rpc.js'));
  return { key: rpc.specialSigKey, secret: rpc.specialSecretSig };
}

/** Inputs with every secret wrapper replaced by its value (Pulumi marks some outputs secret). */
function revealSecrets(value: any, marker: { key: string; secret: string }): any {
  if (Array.isArray(value)) return value.map((item) => revealSecrets(item, marker));
  if (value === null || typeof value !== 'object') return value;
  if (value[marker.key] === marker.secret) return revealSecrets(value.value, marker);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revealSecrets(v, marker)]));
}

/**
 * Runs sst.config.ts for a stage the way `sst deploy` does (SST's own `run` wrapper, the real
 * components) against Pulumi mocks instead of AWS, and records every resource it registers.
 */
export async function deployUnderMocks(
  stage: string,
  options: { dev?: boolean } = {},
): Promise<MockedStack> {
  const dev = options.dev ?? false;
  const previousCwd = process.cwd();
  const root = await mkdtemp(join(tmpdir(), 'institute-infra-'));
  // StaticSite's build command is a resource the mocks never run, so the site gets a
  // placeholder build; the stack's root is this folder so nothing in the checkout is written.
  await mkdir(join(root, 'web', 'dist', 'assets'), { recursive: true });
  // Laid out like the real build: a prerendered page per public path, and the SPA shell.
  for (const file of [...PRERENDERED_PATHS.map(pageFile), SPA_SHELL]) {
    await writeFile(
      join(root, 'web', 'dist', file),
      `<!doctype html><title>${file}</title><script type="module" src="/assets/index.js"></script>`,
    );
  }
  await writeFile(join(root, 'web', 'dist', 'assets', 'index.js'), 'export {};\n');

  const rpc = await startRpcStandIn({
    sourceRoot: repoRoot,
    outDir: join(root, '.sst', 'bundles'),
  });
  process.env.SST_SERVER = rpc.url;

  const resources: RecordedResource[] = [];
  const optsByUrn = new Map<string, RecordedResource['opts']>();

  try {
    const pulumi = await importFile(join(platformDir, 'node_modules/@pulumi/pulumi/index.js'));
    const shim = await importFile(join(platformDir, 'src/shim/run.js'));
    Object.assign(globalThis, shim);

    const config = (await importFile(join(repoRoot, 'sst.config.ts'))).default;
    const app = await config.app({ stage });
    Object.assign(globalThis, {
      $app: {
        name: app.name,
        stage,
        removal: app.removal ?? 'retain',
        providers: app.providers ?? {},
        protect: app.protect ?? false,
      },
      $dev: dev,
      $cli: {
        command: dev ? 'dev' : 'deploy',
        dev,
        paths: { root, work: join(root, '.sst'), platform: platformDir, home: root },
        state: { version: {} },
      },
    });
    Object.assign(globalThis, {
      sst: await importFile(join(platformDir, 'src/components/index.ts')),
      aws: await importFile(join(platformDir, 'node_modules/@pulumi/aws/index.js')),
    });

    const secretMarker = await pulumiSecretMarker();
    pulumi.runtime.setMocks(
      {
        newResource(args: { type: string; name: string; inputs: Record<string, any> }) {
          const opts = optsByUrn.get(`${args.type}::${args.name}`) ?? {};
          const inputs = revealSecrets(args.inputs, secretMarker);
          const state = mockState(args.type, args.name, inputs);
          resources.push({ type: args.type, name: args.name, inputs, state, opts });
          return { id: `${args.name}-id`, state };
        },
        call(args: { token: string; inputs: Record<string, any> }) {
          return mockCall(args.token, args.inputs);
        },
      },
      app.name,
      stage,
      // Not a preview: with dry-run on, unknown outputs stall every `.apply` chain.
      false,
    );

    const { run } = await importFile(join(platformDir, 'src/auto/run.ts'));
    const outputs = await pulumi.runtime.runInPulumiStack(() =>
      run(async () => {
        // Registered after SST's own transformations, so it sees their final options.
        pulumi.runtime.registerStackTransformation((t: any) => {
          optsByUrn.set(`${t.type}::${t.name}`, {
            retainOnDelete: t.opts.retainOnDelete,
            protect: t.opts.protect,
          });
          return undefined;
        });
        return config.run();
      }),
    );
    await settle(() => pulumi.runtime.waitForRPCs(), rpc.pending);

    return {
      stage,
      app,
      outputs,
      resources,
      builds: rpc.builds,
      devTargets: rpc.devTargets,
      ofType: (type) => resources.filter((r) => r.type === type),
      one(type, nameHint) {
        const found = resources.filter(
          (r) => r.type === type && (nameHint === undefined || r.name.includes(nameHint)),
        );
        if (found.length !== 1) {
          throw new Error(
            `Expected one ${type} (${nameHint ?? 'any name'}), found ${found.length}`,
          );
        }
        return found[0]!;
      },
      async dispose() {
        await rpc.close();
        process.chdir(previousCwd);
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rpc.close();
    process.chdir(previousCwd);
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Components create some resources inside `.apply` callbacks (secrets add more): Pulumi counts
 * every registration in flight, and a function registers only once its bundle is built (slow on a
 * busy machine). Settled when both are done.
 */
async function settle(registrations: () => Promise<void>, pendingBundles: () => number) {
  for (;;) {
    await registrations();
    if (pendingBundles() === 0) return;
    while (pendingBundles() > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
