import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_WEB_ENV } from './constants';

const SOURCES = [
  'web/src',
  'web/prerender',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'core/src',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

// Written beside the build, so a build made with other settings (a plain `vite build`, a
// deployment build) is never served by the local stack.
const STAMP = '.local-build.json';
const stampText = JSON.stringify(LOCAL_WEB_ENV);

/** True when the build is missing, built with other settings, or older than any of its sources. */
export function webBuildIsStale(root: string, outDir: string): boolean {
  const built = path.join(outDir, 'index.html');
  const stamp = path.join(outDir, STAMP);
  if (!existsSync(built) || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== stampText)
    return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/**
 * Builds the SPA with the local stack's build-time settings into `outDir`, with Vite's manifest
 * (`.vite/manifest.json`), which the browser tests read to tell admin chunks from public ones.
 */
export function buildWeb(root: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = [
      'vite',
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
    ];
    const child = spawn('npx', args, {
      cwd: path.join(root, 'web'),
      env: { ...process.env, ...LOCAL_WEB_ENV },
      stdio: 'inherit',
    });
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`web build failed (${code})`));
      writeFileSync(path.join(outDir, STAMP), stampText);
      resolve();
    });
  });
}
