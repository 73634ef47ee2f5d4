import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The SDK's notice about future Node versions is noise in test output.
const env = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
// A committed `.only` would quietly drop every other test from the count. Inline projects do not
// inherit the root options, so each one sets it.
const allowOnly = false;

// Four kinds of test, each runnable alone: `vitest run --project <name>`.
// The unit and integration files share their worker's modules (`isolate: false`): they mock no
// module and keep no state outside what they build, and importing the SDKs and the app once per
// worker instead of once per file halves their time (decision 064). The web files mock modules
// and the infra files set up Pulumi's global mocks, so each of those starts afresh.
export default defineConfig({
  test: {
    // Vitest keeps one core for itself by default, which on a two-core machine runs every file in
    // turn; the tests spend much of their time importing, so two at once finish far sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          allowOnly,
          isolate: false,
          setupFiles: ['tests/support/fuzz-seed.ts'],
          include: [
            'core/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
          env,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          allowOnly,
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          allowOnly,
          isolate: false,
          setupFiles: ['tests/support/fuzz-seed.ts'],
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          env,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          allowOnly,
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          env,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
