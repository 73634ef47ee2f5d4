import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The build's manifest (`.vite/manifest.json`), which says what each file of the build holds.
 * Chunk files are named by their hash alone (web/vite.config.ts), so a test that means "the team
 * grid's chunk" finds its file here, and the size report labels each file with its chunk's name.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The build the server under test serves (playwright.config.ts starts it; LOCAL_WEB_DIST moves it). */
const DIST = path.resolve(repoRoot, process.env.LOCAL_WEB_DIST ?? 'web/dist');

export interface ManifestChunk {
  file: string;
  /** The chunk's name: its module's file name, or its group's (`mantine-core`). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(): Manifest {
  const file = path.join(DIST, '.vite/manifest.json');
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: the local stack builds with --manifest; delete ${DIST} to rebuild`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The address of the one script chunk named `name` (`team-grid`, `admin-layout`). */
export function chunkFile(name: string, manifest: Manifest = readManifest()): string {
  const files = Object.values(manifest)
    .filter((chunk) => chunk.name === name && chunk.file.endsWith('.js'))
    .map((chunk) => `/${chunk.file}`);
  if (files.length !== 1) {
    throw new Error(`The build has ${files.length} chunks named "${name}", not one`);
  }
  return files[0]!;
}

/** Each script's chunk name by its address, for reports (`/assets/Bx3…js` → `team-grid`). */
export function chunkNames(manifest: Manifest = readManifest()): Map<string, string> {
  return new Map(
    Object.values(manifest)
      .filter((chunk) => chunk.name)
      .map((chunk) => [`/${chunk.file}`, chunk.name!]),
  );
}
