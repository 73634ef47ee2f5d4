import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsService } from '@institute/core/analytics/service';
import { PERSONAL_ATTRIBUTES } from '@institute/core/application/anonymise';
import { retentionService } from '@institute/core/application/retention';
import { applicationService } from '@institute/core/application/service';
import type { ApplicationStatus } from '@institute/core/application/status';
import { auditRepository } from '@institute/core/audit/repository';
import { ITEM_TYPES, itemKey } from '@institute/core/db/keys';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { submitAt } from '../support/inbox';

/*
 * Retention against the real table with an injected clock. Every application here is dated in
 * 2020 (the seed's are recent), and "now" is 2023-06-15.
 */

let stack: LocalStack;
const NOW = new Date('2023-06-15T02:00:00.000Z');
const STAFF = { sub: 'staff-sub', email: 'staff@example.com' };
const ids: Record<string, string> = {};

/** Submits on `created`, then walks the workflow to `status`, the last move on `decided`. */
async function applicationWith(
  name: string,
  status: ApplicationStatus,
  created: string,
  decided: string,
) {
  const id = await submitAt(stack.deps.db, created, {
    full_name: name,
    email: `${name}@example.com`,
    country: 'india',
    course_name: 'idc',
  });
  const path: ApplicationStatus[] =
    status === 'new'
      ? []
      : status === 'contacted'
        ? ['contacted']
        : status === 'waitlisted'
          ? ['contacted', 'waitlisted']
          : ['contacted', status];
  for (const [index, step] of path.entries()) {
    const at = index === path.length - 1 ? decided : created;
    const result = await applicationService(stack.deps.db, () => new Date(at)).change(
      id,
      { status: step },
      STAFF,
    );
    expect(result.ok).toBe(true);
  }
  ids[name] = id;
}

const raw = async (id: string) =>
  (
    await stack.deps.db.doc.send(
      new GetCommand({
        TableName: stack.deps.db.tableName,
        Key: itemKey(ITEM_TYPES.application, id),
      }),
    )
  ).Item!;

const report = () =>
  analyticsService(stack.deps.db, () => NOW).report({ from: '2020-01-01', to: '2020-12-31' });

beforeAll(async () => {
  stack = await startLocalStack();
  // 24 months (the default) before NOW is 2021-06-15T02:00Z.
  await applicationWith(
    'declinedOld',
    'declined',
    '2020-01-10T03:00:00.000Z',
    '2021-06-15T01:59:59.000Z',
  );
  await applicationWith(
    'declinedRecent',
    'declined',
    '2020-01-11T03:00:00.000Z',
    '2021-06-15T02:00:01.000Z',
  );
  await applicationWith(
    'acceptedOld',
    'accepted',
    '2020-02-10T03:00:00.000Z',
    '2020-03-01T00:00:00.000Z',
  );
  await applicationWith(
    'acceptedRecent',
    'accepted',
    '2020-02-11T03:00:00.000Z',
    '2022-01-01T00:00:00.000Z',
  );
  // Still being decided, however old: never touched.
  await applicationWith(
    'waitlistedOld',
    'waitlisted',
    '2020-03-10T03:00:00.000Z',
    '2020-03-11T00:00:00.000Z',
  );
  await applicationWith('newOld', 'new', '2020-03-12T03:00:00.000Z', '2020-03-12T03:00:00.000Z');
});
afterAll(async () => {
  await stack?.stop();
});

describe('retention', () => {
  it('anonymises exactly the expired final applications, keeps the analytics, and audits each', async () => {
    const before = await report();
    const result = await retentionService(stack.deps.db, () => NOW).run();
    expect(result.anonymised.sort()).toEqual([ids.declinedOld, ids.acceptedOld].sort());

    for (const name of ['declinedOld', 'acceptedOld']) {
      const item = await raw(ids[name]!);
      for (const attribute of PERSONAL_ATTRIBUTES)
        expect(item, attribute).not.toHaveProperty(attribute);
      expect(JSON.stringify(item)).not.toContain(name);
      expect(item).toMatchObject({
        course_name: 'idc',
        country: 'india',
        anonymised_at: NOW.toISOString(),
      });
      expect(item.created_at).toMatch(/^2020-0/);
      expect(item.status).toBe(name.startsWith('declined') ? 'declined' : 'accepted');
    }
    for (const name of ['declinedRecent', 'acceptedRecent', 'waitlistedOld', 'newOld']) {
      const item = await raw(ids[name]!);
      expect(item.full_name).toBe(name);
      expect(item).not.toHaveProperty('anonymised_at');
    }

    // The analytics count the same applications by course, country, status and week.
    expect(await report()).toEqual(before);

    const audit = await auditRepository(stack.deps.db).list({ entity: 'application', limit: 50 });
    const entries = audit.items.filter((entry) => entry.actor_sub === 'system:retention');
    expect(entries.map((entry) => entry.entity_id).sort()).toEqual(
      [ids.declinedOld, ids.acceptedOld].sort(),
    );
    expect(JSON.stringify(entries)).not.toMatch(/declinedOld|acceptedOld@/);
    expect(entries[0]!.after).toMatchObject({
      reason: 'retention',
      anonymised_at: NOW.toISOString(),
    });

    // A second run finds nothing more to do.
    expect((await retentionService(stack.deps.db, () => NOW).run()).anonymised).toEqual([]);
  });

  it('follows the retention setting per final status', async () => {
    const { siteSettingService } = await import('@institute/core/site-setting/service');
    await siteSettingService(stack.deps.db).save(
      {
        settings: [
          {
            setting_key: 'retention',
            setting_value: { declined_months: 6, accepted_months: 120 },
            description: null,
          },
        ],
      },
      STAFF,
    );
    const result = await retentionService(stack.deps.db, () => NOW).run();
    // Declined 2021-06-15 + 6 months has passed; accepted 2022-01-01 + 120 months has not.
    expect(result.anonymised).toEqual([ids.declinedRecent]);
  });
});
