import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_TABLE_GRANT } from '../../infra/permissions';
import { deployUnderMocks, type MockedStack } from './support/sst-stack';

/* The daily retention run as the real SST Cron component would create it. */

const RULE = 'aws:cloudwatch/eventRule:EventRule';
const TARGET = 'aws:cloudwatch/eventTarget:EventTarget';
const PERMISSION = 'aws:lambda/permission:Permission';
const LAMBDA = 'aws:lambda/function:Function';

// One stage per file: sst.config.ts imports infra/* once per process, so a second deploy in the
// same file would register nothing. The production stage is the one whose schedule matters.
for (const stage of ['prod']) {
  describe(`retention schedule (${stage})`, () => {
    let stack: MockedStack;
    beforeAll(async () => {
      stack = await deployUnderMocks(stage);
    }, 120_000);
    afterAll(async () => {
      await stack?.dispose();
    });

    it('runs every day at 03:00 in Ipoh (19:00 UTC), enabled', () => {
      const rule = stack.one(RULE, 'Retention');
      expect(rule.inputs.scheduleExpression).toBe('cron(0 19 * * ? *)');
      expect(rule.inputs.state).toBe('ENABLED');
      const target = stack.one(TARGET, 'Retention');
      expect(target.inputs.arn).toBe(stack.one(LAMBDA, 'Retention').state.arn);
    });

    it('invokes functions/src/retention.handler, allowed only its table actions, invoked by EventBridge', () => {
      const builds = stack.builds.filter((b) => b.handler === 'functions/src/retention.handler');
      expect(builds).toHaveLength(1);
      expect(builds[0]!.runtime).toBe('nodejs22.x');
      expect(builds[0]!.links).toEqual({});
      const role = stack.ofType('aws:iam/role:Role').find((r) => r.name.includes('Retention'))!;
      const statements = JSON.parse(role.inputs.inlinePolicies[0].policy).Statement;
      expect(statements.map((s: { actions: string[] }) => s.actions)).toEqual([
        [...RETENTION_TABLE_GRANT.actions],
      ]);
      const tableArn = stack.one('aws:dynamodb/table:Table').state.arn;
      expect(statements[0].resources).toEqual([tableArn, `${tableArn}/index/*`]);
      const fn = stack.one(LAMBDA, 'Retention').inputs;
      expect(fn.environment.variables.TABLE_NAME).toBe(stack.outputs.table);
      expect(fn.timeout).toBe(300);
      const permission = stack.one(PERMISSION, 'Retention');
      expect(permission.inputs.principal).toBe('events.amazonaws.com');
      expect(permission.inputs.sourceArn).toBe(stack.one(RULE, 'Retention').state.arn);
    });
  });
}
