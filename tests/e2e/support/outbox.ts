import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDir } from '../../playwright.config';

/** The outbox of the server under test (its data folder is per port). */
export const outboxDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../..',
  dataDir,
  'outbox',
);
