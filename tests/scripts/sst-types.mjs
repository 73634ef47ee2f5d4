// Generates .sst/platform (SST's component sources and types) when it is missing or was made by
// another SST version. `sst install` needs only npm packages, not AWS or a Pulumi download.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const platform = join(root, '.sst', 'platform');
// The package hides package.json behind "exports", so look it up where npm installs workspaces.
const sstDir = [join(root, 'infra', 'node_modules', 'sst'), join(root, 'node_modules', 'sst')].find(
  (dir) => existsSync(join(dir, 'package.json')),
);
if (!sstDir) {
  console.error('sst-types: the sst package is not installed (run npm install)');
  process.exit(1);
}
const wanted = JSON.parse(readFileSync(join(sstDir, 'package.json'), 'utf8')).version;

const required = [
  'config.d.ts',
  join('src', 'components', 'index.ts'),
  join('src', 'shim', 'run.js'),
  join('node_modules', '@pulumi', 'pulumi', 'package.json'),
  join('node_modules', '@pulumi', 'aws', 'package.json'),
];
const versionFile = join(platform, 'version');
const present =
  required.every((file) => existsSync(join(platform, file))) &&
  existsSync(versionFile) &&
  readFileSync(versionFile, 'utf8').trim() === wanted;

if (present) {
  console.log(`sst-types: .sst/platform is ready (sst ${wanted})`);
  process.exit(0);
}

const started = Date.now();
const result = spawnSync(
  process.execPath,
  [join(sstDir, 'bin', 'sst.mjs'), 'install', '--stage', 'ci'],
  {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      // Skips the Pulumi download (no network beyond npm); a stage is required when run as root.
      SST_SKIP_DEPENDENCY_CHECK: '1',
      SST_NO_BUN: '1',
      SST_TELEMETRY_DISABLED: '1',
    },
  },
);

if (result.status !== 0 || !required.every((file) => existsSync(join(platform, file)))) {
  process.stderr.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  if (result.error) process.stderr.write(`${result.error.message}\n`);
  console.error('sst-types: `sst install` failed to generate .sst/platform');
  process.exit(1);
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`sst-types: generated .sst/platform (sst ${wanted}) in ${seconds} s`);
