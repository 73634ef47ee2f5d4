/**
 * Gives an account an admin role (or takes it away with --revoke): the way the first super admin
 * is made, since only a super admin can grant roles in the admin area.
 *
 *   npm run admin:grant -- --email someone@example.org --role super_admin
 *   npm run admin:grant -- --email someone@example.org --role editor --revoke
 *
 * A removed role ends the account's sessions, as it does from Admin → Users: tokens already
 * issued stop counting within seconds (the revocation is written to the table).
 *
 * Local: talks to the Cognito and the table of the running `npm start` stack, which writes their
 * addresses to `<LOCAL_DATA_DIR or .local/data>/stack.json` while it runs.
 * AWS: run it inside `sst shell --stage NAME -- npm run admin:grant -- …`; SST then passes the
 * app's user pool and table as the SST_RESOURCE_UserPool and SST_RESOURCE_Table variables (what
 * `Resource.UserPool.id` and `Resource.Table.name` read) and the stage's AWS credentials.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import * as v from 'valibot';
import { ADMIN_GROUPS, isAdminGroup, type AdminGroup } from '@institute/core/auth/roles';
import { accessService } from '@institute/core/access/service';
import { signOutEverywhere } from '@institute/core/access/sign-out';
import { createDb, type Db } from '@institute/core/db/client';
import { userService } from '@institute/core/users/service';
import { localCognitoClient } from '../../infra/local/cognito';
import { LOCAL_REGION, LOCAL_TABLE } from '../../infra/local/constants';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const stackFileSchema = v.object({
  cognitoEndpoint: v.pipe(v.string(), v.url()),
  userPoolId: v.string(),
  dynamoEndpoint: v.pipe(v.string(), v.url()),
});

const linkedPoolSchema = v.object({ id: v.string() });
const linkedTableSchema = v.object({ name: v.string() });

interface Target {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  /** Where revocations are written: a removed role ends the account's sessions. */
  db: Db;
  /** Cognito's global sign-out; cognito-local has none (its adapter reads the revocations). */
  globalSignOut: boolean;
  where: string;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function localTarget(): Target {
  const dataDir = path.resolve(root, process.env.LOCAL_DATA_DIR ?? '.local/data');
  const file = path.join(dataDir, 'stack.json');
  if (!existsSync(file)) {
    fail(
      `No running local stack found (${path.relative(root, file)} is missing). Start it with \`npm start\` first.`,
    );
  }
  const stack = v.parse(stackFileSchema, JSON.parse(readFileSync(file, 'utf8')));
  return {
    client: localCognitoClient(stack.cognitoEndpoint),
    userPoolId: stack.userPoolId,
    db: createDb({ region: LOCAL_REGION, tableName: LOCAL_TABLE, endpoint: stack.dynamoEndpoint }),
    globalSignOut: false,
    where: 'the local stack',
  };
}

function linkedTarget(poolJson: string, tableJson: string | undefined): Target {
  const pool = v.parse(linkedPoolSchema, JSON.parse(poolJson));
  if (!tableJson) fail('SST_RESOURCE_Table is missing: run this inside `sst shell --stage NAME`.');
  const table = v.parse(linkedTableSchema, JSON.parse(tableJson));
  // A pool id starts with its region: "ap-southeast-1_AbC123".
  const region = process.env.AWS_REGION ?? pool.id.split('_')[0];
  return {
    client: new CognitoIdentityProviderClient({ region }),
    userPoolId: pool.id,
    db: createDb({ region, tableName: table.name }),
    globalSignOut: true,
    where: `user pool ${pool.id}`,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      revoke: { type: 'boolean', default: false },
      local: { type: 'boolean', default: false },
    },
  });
  const email = values.email?.trim().toLowerCase();
  const role = values.role?.trim();
  if (!email || !role) {
    fail('Usage: npm run admin:grant -- --email EMAIL --role ROLE [--revoke] [--local]');
  }
  if (!isAdminGroup(role)) fail(`Unknown role "${role}". Roles: ${ADMIN_GROUPS.join(', ')}`);

  const linked = process.env.SST_RESOURCE_UserPool;
  const target =
    linked && !values.local ? linkedTarget(linked, process.env.SST_RESOURCE_Table) : localTarget();
  const endSessions = signOutEverywhere({
    access: accessService(target.db),
    cognito: target.client,
    userPoolId: target.userPoolId,
    globalSignOut: target.globalSignOut,
  });
  const users = userService(target.client, target.userPoolId, undefined, endSessions);
  try {
    const username = await users.usernameForEmail(email);
    if (!username) fail(`No account with the e-mail ${email} in ${target.where}. Sign up first.`);
    const user = await users.get(username);
    if (!user) fail(`No account with the e-mail ${email} in ${target.where}.`);
    const roles: AdminGroup[] = values.revoke
      ? user.groups.filter((group) => group !== role)
      : [...new Set<AdminGroup>([...user.groups, role])];
    const result = await users.setRoles(username, roles);
    if (!result.ok) fail(result.message);
    const now = result.user.groups.length ? result.user.groups.join(', ') : 'no admin role';
    console.log(`${email} (${target.where}) now has: ${now}.`);
    if (!values.revoke) {
      console.log('The new role shows in the admin area after their next sign-in.');
    } else if (user.groups.includes(role)) {
      console.log('Their sessions were ended: the removed role stops working within seconds.');
    }
  } finally {
    target.client.destroy();
    target.db.doc.destroy();
  }
}

main().catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
