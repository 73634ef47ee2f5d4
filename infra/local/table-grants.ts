import { createDb, type Db } from '@institute/core/db/client';
import type { TableGrant } from '../permissions';

/*
 * IAM for the local table. On AWS each function may call only the DynamoDB actions its role
 * grants (infra/permissions.ts), and a Query of an index only with the index's ARN; anything
 * else fails with AccessDeniedException. The local stack holds each part to the same grant, so
 * a read or write the deployed role would refuse fails here, in every test, and not first on a
 * stage.
 */

/** The actions a DynamoDB call is authorised as: a transaction as each of its items. */
function actionsOf(commandName: string, input: Record<string, unknown>): string[] {
  const name = commandName.replace(/Command$/, '');
  const items = input.TransactItems as Record<string, unknown>[] | undefined;
  if (name === 'TransactWriteItems' && items) {
    const byKind: Record<string, string> = {
      Put: 'PutItem',
      Update: 'UpdateItem',
      Delete: 'DeleteItem',
      ConditionCheck: 'ConditionCheckItem',
    };
    return items.flatMap((item) => Object.keys(item).map((kind) => `dynamodb:${byKind[kind]}`));
  }
  if (name === 'TransactGetItems') return ['dynamodb:GetItem'];
  return [`dynamodb:${name}`];
}

/** A refusal worded as AWS's, naming the function and what its grant lacks. */
function accessDenied(role: string, action: string, resource: string): Error {
  const error = new Error(
    `The ${role} role is not authorized to perform: ${action} on resource: ${resource}` +
      ' (its grant is in infra/permissions.ts)',
  );
  error.name = 'AccessDeniedException';
  return error;
}

/**
 * A client of the local table for one function, refusing what `grant` leaves out. A client of
 * its own: middleware added to a document client is its underlying client's.
 */
export function grantedDb(
  options: Parameters<typeof createDb>[0],
  role: string,
  grant: TableGrant,
): Db {
  const db = createDb(options);
  const granted = new Set<string>(grant.actions);
  db.doc.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      for (const action of actionsOf(context.commandName ?? '', input)) {
        if (!granted.has(action)) throw accessDenied(role, action, `table/${db.tableName}`);
      }
      const index = input.IndexName;
      if (typeof index === 'string' && !grant.indexes) {
        throw accessDenied(role, 'dynamodb:Query', `table/${db.tableName}/index/${index}`);
      }
      return next(args);
    },
    { step: 'initialize', name: 'localTableGrant' },
  );
  return db;
}
