import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/* The lint rule that keeps one date format (Malaysia time) across the SPA fires where it should. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

// ESLint loads its config, plugins and the TypeScript parser on the first file it lints (several
// seconds on a busy machine): that happens here, so each test times only its own lint.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'core/src/warm-up.ts') });
}, 60_000);

async function messagesFor(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('one date format in the SPA', () => {
  it.each([
    ['an Intl.DateTimeFormat', "export const f = new Intl.DateTimeFormat('en-US').format(0);"],
    ['toLocaleDateString', 'export const f = new Date().toLocaleDateString();'],
    ['toLocaleTimeString', "export const f = new Date().toLocaleTimeString('en-US');"],
  ])('refuses %s in an admin page', async (_name, code) => {
    const messages = await messagesFor(code, 'web/src/features/admin-audit/some-page.tsx');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Write dates and times with formatInstituteTime/);
  });

  it('allows the shared formatter and number formatting', async () => {
    const code = [
      "import { formatInstituteTime } from '@institute/core/calendar/format';",
      "export const a = formatInstituteTime('2025-03-02T06:05:00.000Z');",
      "export const b = new Intl.NumberFormat('en-GB').format(1200);",
      'export const c = (1200).toLocaleString();',
    ].join('\n');
    expect(await messagesFor(code, 'web/src/features/admin-audit/some-page.tsx')).toEqual([]);
  });
});
