import { STAGES } from '../../infra/stages';
import { describeStack } from './support/stack-suite';

// A shared test stage as an operator would list it in infra/stages.ts: a domain held outside
// Route 53 with its own certificate, one verified address as sender, a reserved concurrency.
STAGES.staging = {
  domain: {
    name: 'staging.institute.example',
    dns: 'external',
    cert: 'arn:aws:acm:us-east-1:123456789012:certificate/staging',
  },
  email: { sender: 'office@institute.example' },
  operatorEmail: 'operations@institute.example',
  reservedConcurrency: 5,
};

describeStack('staging');
