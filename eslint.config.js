import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The layers of the codebase, as a lint rule: features do not import each other, nothing imports
 * upward (routes → features → components/lib; web, functions, infra → core, never back), and the
 * deployed code never imports the local stack. Paths are resolved from relative imports and the
 * workspace names (@institute/core, @institute/functions); other packages are not looked at.
 */
const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const WORKSPACES = { '@institute/core/': 'core/src/', '@institute/functions/': 'functions/src/' };

function importedPath(file, source) {
  if (source.startsWith('.')) {
    return path
      .relative(repoRoot, path.resolve(path.dirname(file), source))
      .split(path.sep)
      .join('/');
  }
  const workspace = Object.keys(WORKSPACES).find((name) => source.startsWith(name));
  return workspace ? WORKSPACES[workspace] + source.slice(workspace.length) : null;
}

const featureOf = (file) => /^web\/src\/features\/([^/]+)\//.exec(file)?.[1];

/** The SPA's request functions: components reach the API through a feature's api/ or lib. */
const REQUEST_FUNCTIONS = new Set([
  'apiRequest',
  'apiGet',
  'apiPost',
  'adminRequest',
  'adminDownload',
]);
const MAY_REQUEST = /^web\/src\/(lib\/|features\/[^/]+\/api\/)|\.test\.tsx?$/;

/**
 * Why `from` may not import `to` (or these `names` from it), or null. Both are paths from the
 * repository root.
 */
export function boundaryProblem(from, to, names = []) {
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `Features do not import each other: ${fromFeature} imports ${toFeature}. Move what both need to web/src/components or web/src/lib.`;
  }
  if (fromFeature && to.startsWith('web/src/routes/')) {
    return 'A feature does not import a route: routes import features.';
  }
  if (/^web\/src\/(components|lib)\//.test(from) && /^web\/src\/(features|routes)\//.test(to)) {
    return 'Shared components and lib do not import features or routes.';
  }
  if (from.startsWith('core/') && /^(functions|web|infra)\//.test(to)) {
    return 'core is the domain: it imports nothing from functions, web or infra.';
  }
  if (/^(core|functions\/src|web\/src)\//.test(from) && to.startsWith('infra/local/')) {
    return 'Deployed code never imports the local stack (infra/local).';
  }
  const request = names.find((name) => REQUEST_FUNCTIONS.has(name));
  if (to === 'web/src/lib/api' && request && !MAY_REQUEST.test(from)) {
    return `Requests live in a feature's api/ folder or in web/src/lib: move this ${request} call into one, and call that function from here.`;
  }
  return null;
}

const boundaries = {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = path.relative(repoRoot, context.filename).split(path.sep).join('/');
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const to = importedPath(context.filename, source);
          const names = (node.specifiers ?? []).map((specifier) => specifier.imported?.name);
          const problem = to && boundaryProblem(from, to, names);
          if (problem) context.report({ node: node.source, message: problem });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

const DATE_FORMAT_MESSAGE =
  'Write dates and times with formatInstituteTime / formatInstituteDay (core/src/calendar/format.ts) or <InstituteTime>, so every page shows Malaysia time in one format.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.local/**',
      '.sst/**',
      'test-results/**',
      'playwright-report/**',
      'web/src/routeTree.gen.ts',
      '**/sst-env.d.ts',
    ],
  },
  js.configs.recommended,
  {
    files: ['core/**/*.ts', 'functions/**/*.ts', 'web/src/**/*.{ts,tsx}', 'infra/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error' },
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/triple-slash-reference': 'off',
      // The DOM's globals type-check everywhere (one tsconfig): a variable removed by mistake
      // would quietly become window.name or window.status, which is undefined in Node.
      'no-restricted-globals': [
        'error',
        ...['name', 'status', 'event', 'origin', 'length', 'top', 'parent', 'self', 'closed'].map(
          (global) => ({ name: global, message: `This is the browser's window.${global}.` }),
        ),
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // One way to write a date or time in the SPA: core/src/calendar/format.ts (Malaysia time).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: DATE_FORMAT_MESSAGE,
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          message: DATE_FORMAT_MESSAGE,
        },
      ],
    },
  },
  {
    // A focused or skipped test shrinks the run without turning it red: none may be committed.
    files: ['tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee[property.name=/^(only|skip|skipIf|runIf|fixme|todo)$/]:matches([object.name=/^(test|it|describe|suite)$/], [object.property.name=/^(describe|serial|parallel)$/])',
          message: 'Focused or skipped tests are not allowed: every test runs in every run.',
        },
      ],
    },
  },
);
