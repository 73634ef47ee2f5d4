import { afterAll, beforeAll } from 'vitest';
import { stageSettings } from '../../../infra/stages';
import { MOCK_CLOUDFRONT_DOMAIN } from './mock-state';
import { deployUnderMocks, type MockedStack } from './sst-stack';
import type { StageContext } from './stack-queries';
import { describeDataAndAuth } from './stack-data-suites';
import { describeApiAndEmail } from './stack-api-suites';
import { describeRoutingAndEdge } from './stack-routing-suites';
import { describeHomePage } from './stack-home-page-suites';
import { describeAlarmsAndHeaders } from './stack-watch-suites';

/**
 * Assertions every stage must satisfy. Runs sst.config.ts under Pulumi mocks for `stage` once and
 * checks what the real SST components would ask AWS to create.
 */
export function describeStack(stage: string) {
  const settings = stageSettings(stage);
  let stack: MockedStack | undefined;
  const ctx: StageContext = {
    stage,
    production: stage === 'prod',
    settings,
    siteUrl: settings.domain
      ? `https://${settings.domain.name}`
      : `https://${MOCK_CLOUDFRONT_DOMAIN}`,
    get stack() {
      if (!stack) throw new Error(`the ${stage} stack is not deployed yet`);
      return stack;
    },
  };

  beforeAll(async () => {
    stack = await deployUnderMocks(stage);
  });
  afterAll(async () => {
    await stack?.dispose();
  });

  describeDataAndAuth(ctx);
  describeApiAndEmail(ctx);
  describeRoutingAndEdge(ctx);
  describeHomePage(ctx);
  describeAlarmsAndHeaders(ctx);
}
