import { describeStack } from './support/stack-suite';

// The production stage: data protected from deletion and retained when the stage is removed.
describeStack('prod');
