import { describe, expect, it } from 'vitest';
import { dbAnswering } from '../audit/answering-db';
import { correctApplication } from './correction';
import { CORRECTABLE_FIELDS, keepsLineBreaks } from './correction-schema';
import { storedApplication } from './fixtures';

/* What a correction hands DynamoDB: a client stands in for the table. */

const tableHolding = (record: object) =>
  dbAnswering((command) => (command.constructor.name === 'GetCommand' ? { Item: record } : {}));

describe('correctApplication', () => {
  it('adds a history entry naming the corrected fields, and an audit entry without their values, in one transaction', async () => {
    const { db, sent } = tableHolding({ ...storedApplication, spiritual_name: null });
    const actor = { sub: 'sub-1', email: 'staff@example.com' };
    const at = new Date('2026-11-28T03:00:00.000Z');
    const result = await correctApplication(
      db,
      storedApplication.id,
      { phone: '+60 13-999 0000', spiritual_name: 'Govinda Das', email: storedApplication.email },
      actor,
      () => at,
    );
    expect(result.ok).toBe(true);
    const [transaction] = sent.filter((command) => command.constructor.name !== 'GetCommand');
    const [update, put] = transaction!.input.TransactItems as Array<
      Record<string, Record<string, unknown>>
    >;
    expect(update!.Update!.UpdateExpression).toContain(
      '#history = list_append(if_not_exists(#history, :empty), :entries)',
    );
    expect(update!.Update!.ExpressionAttributeValues).toMatchObject({
      ':entries': [
        {
          kind: 'correction',
          fields: ['spiritual_name', 'phone'],
          at: at.toISOString(),
          by: actor,
        },
      ],
    });
    expect(put!.Put!.Item).toMatchObject({
      entity: 'application',
      before: { corrected_fields: ['spiritual_name', 'phone'], empty_fields: ['spiritual_name'] },
      after: { corrected_fields: ['spiritual_name', 'phone'], empty_fields: [] },
    });
    const entry = JSON.stringify(put!.Put!.Item);
    for (const value of ['+60 13-999 0000', '+60 12-345 6789', 'Govinda Das']) {
      expect(entry).not.toContain(value);
    }
  });
});

describe('the correction dialog’s fields', () => {
  it('gives lines to the address alone, whose rule keeps its line breaks', () => {
    expect(CORRECTABLE_FIELDS.filter(keepsLineBreaks)).toEqual(['address']);
  });
});
