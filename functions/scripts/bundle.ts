/**
 * Bundles the API's Lambda entry into one ESM file: `npm run bundle:api`.
 * Everything is bundled, the AWS SDK v3 included, so the artefact does not depend on the SDK
 * version the Lambda runtime happens to ship. Over 1 MB fails the build.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const BUNDLE_LIMIT_BYTES = 1024 * 1024;
export const DEFAULT_OUTFILE = path.join(functionsDir, 'dist/lambda.mjs');

export interface BundleResult {
  outfile: string;
  bytes: number;
}

export async function bundleApi(outfile: string = DEFAULT_OUTFILE): Promise<BundleResult> {
  await build({
    entryPoints: [path.join(functionsDir, 'src/lambda.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    // The ES module builds of the AWS SDK tree-shake far better than its CommonJS ones (a third
    // smaller). infra/api.ts gives SST's build the same setting.
    mainFields: ['module', 'main'],
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    // Some bundled packages are CommonJS and call require() for Node built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  return { outfile, bytes: statSync(outfile).size };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (isMain) {
  const { outfile, bytes } = await bundleApi();
  const kib = (bytes / 1024).toFixed(1);
  console.log(`${path.relative(process.cwd(), outfile)}: ${kib} KiB (${bytes} bytes)`);
  if (bytes > BUNDLE_LIMIT_BYTES) {
    console.error(`The API bundle is over the ${BUNDLE_LIMIT_BYTES / 1024} KiB limit.`);
    process.exit(1);
  }
}
