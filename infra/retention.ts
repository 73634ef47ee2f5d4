import { RETENTION_TABLE_GRANT } from './permissions';
import { table, tablePermission } from './storage';

/**
 * The daily retention run (PDPA): anonymises the declined and accepted applications whose
 * retention period has passed, with an audit entry each (core/src/application/retention.ts).
 * EventBridge invokes it at 03:00 in Ipoh (19:00 UTC), when nobody is using the admin.
 */
export const retention = new sst.aws.Cron('Retention', {
  schedule: 'cron(0 19 * * ? *)',
  function: {
    handler: 'functions/src/retention.handler',
    runtime: 'nodejs22.x',
    nodejs: { esbuild: { mainFields: ['module', 'main'] } },
    architecture: 'arm64',
    memory: '512 MB',
    // One Query per final status and one write per expired application: minutes at most.
    timeout: '5 minutes',
    // No `link` (it would grant dynamodb:*): reads and anonymises applications, writes audit entries.
    permissions: [tablePermission(RETENTION_TABLE_GRANT)],
    environment: { TABLE_NAME: table.name },
  },
});
