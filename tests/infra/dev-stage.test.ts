import { describeStack } from './support/stack-suite';

// A disposable stage: no deletion protection, everything removed with the stage.
describeStack('dev');
