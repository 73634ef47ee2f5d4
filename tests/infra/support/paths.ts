import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root and SST's generated platform (made by tests/scripts/sst-types.mjs). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const platformDir = join(repoRoot, '.sst', 'platform');
