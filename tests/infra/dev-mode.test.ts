import { describeDevMode } from './support/dev-mode-suite';

// The dev stage under `sst dev`, as a developer with an AWS account runs it.
describeDevMode('dev');
