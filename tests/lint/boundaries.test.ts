import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/* The layering rule of eslint.config.js fires on each kind of import it forbids, and only there. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

// ESLint loads its config, plugins and the TypeScript parser on the first file it lints (several
// seconds on a busy machine): that happens here, so each test times only its own lint.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'core/src/warm-up.ts') });
}, 60_000);

async function problems(file: string, source: string, name = 'thing') {
  const code = `import { ${name} } from '${source}';\nexport const used = ${name};\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/layers').map((m) => m.message);
}

describe('the layers lint rule', () => {
  it.each([
    [
      'web/src/features/enroll/enroll-page.tsx',
      '../admin-audit/audit-entry',
      /Features do not import each other: enroll imports admin-audit/,
    ],
    [
      'web/src/features/enroll/components/step.tsx',
      '../../privacy/notice-blocks',
      /Features do not import each other/,
    ],
    [
      'web/src/features/enroll/enroll-page.tsx',
      '../../routes/index',
      /A feature does not import a route/,
    ],
    [
      'web/src/components/public-layout.tsx',
      '../features/enroll/enroll-page',
      /Shared components and lib do not import features/,
    ],
    ['core/src/course/service.ts', '../../../functions/src/deps', /core is the domain/],
    ['core/src/course/service.ts', '@institute/functions/deps', /core is the domain/],
    ['functions/src/deps.ts', '../../infra/local/constants', /never imports the local stack/],
    ['web/src/lib/auth.ts', '../../../infra/local/constants', /never imports the local stack/],
  ])('refuses %s importing %s', async (file, source, message) => {
    const found = await problems(file, source);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it.each([
    ['web/src/features/enroll/components/step.tsx', '../lib/draft'],
    ['web/src/features/enroll/enroll-page.tsx', '../../components/notify'],
    ['web/src/routes/enroll.tsx', '../features/enroll/enroll-page'],
    ['functions/src/deps.ts', '@institute/core/db/client'],
    ['infra/local/stack.ts', '@institute/functions/deps'],
  ])('allows %s importing %s', async (file, source) => {
    expect(await problems(file, source)).toEqual([]);
  });

  it.each([
    ['web/src/features/admin-users/users-page.tsx', '../../lib/api', 'adminRequest'],
    ['web/src/components/admin-trash.tsx', '../lib/api', 'adminRequest'],
    ['web/src/features/enroll/components/step.tsx', '../../../lib/api', 'apiPost'],
    ['web/src/routes/admin/users.tsx', '../../lib/api', 'adminDownload'],
  ])(
    'refuses a request from %s (%s, %s): requests live in api/ or lib',
    async (file, source, name) => {
      const found = await problems(file, source, name);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(
        new RegExp(
          `Requests live in a feature's api/ folder or in web/src/lib: move this ${name} call`,
        ),
      );
    },
  );

  it.each([
    ['web/src/features/admin-users/api/users.ts', '../../../lib/api', 'adminRequest'],
    ['web/src/lib/admin-records.ts', './api', 'adminRequest'],
    ['web/src/features/admin-users/users-page.test.tsx', '../../lib/api', 'adminRequest'],
    ['web/src/features/admin-users/users-page.tsx', '../../lib/api', 'ApiError'],
  ])('allows %s importing from %s: %s', async (file, source, name) => {
    expect(await problems(file, source, name)).toEqual([]);
  });
});
