import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/triple-slash-reference': 'off',
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
