import { describeStack } from './support/stack-suite';

// A disposable stage: no deletion protection, everything removed with the stage.
// The same stage under `sst dev` is in dev-mode.test.ts (infra modules run once per file).
describeStack('dev');
