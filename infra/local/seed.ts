import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CreateGroupCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUPS } from '@institute/core/auth/roles';
import type { Db } from '@institute/core/db/client';
import { localCognitoClient } from './cognito';
import { LOCAL_ACCOUNTS, LOCAL_PASSWORD, LOCAL_POOL_ID } from './constants';
import { seedApplications } from './seed-applications';
import { seedContent } from './seed-content';

/** Groups and the three local accounts. Safe to run on every start. */
export async function seedUsers(cognitoEndpoint: string): Promise<void> {
  const cognito = localCognitoClient(cognitoEndpoint);
  const UserPoolId = LOCAL_POOL_ID;
  // cognito-local empties an existing group on CreateGroup, so only create the missing ones.
  const existing = await cognito.send(new ListGroupsCommand({ UserPoolId }));
  const names = new Set((existing.Groups ?? []).map((g) => g.GroupName));
  for (const GroupName of ADMIN_GROUPS) {
    if (!names.has(GroupName))
      await cognito.send(new CreateGroupCommand({ UserPoolId, GroupName }));
  }
  for (const account of LOCAL_ACCOUNTS) {
    let username: string | undefined;
    try {
      const created = await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId,
          Username: account.email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: account.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      username = created.User?.Username;
    } catch (err) {
      if ((err as Error).name !== 'UsernameExistsException') throw err;
      continue; // already seeded on an earlier start
    }
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId, Username: username ?? account.email }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId,
        Username: user.Username,
        Password: LOCAL_PASSWORD,
        Permanent: true,
      }),
    );
    if (account.group) {
      await cognito.send(
        new AdminAddUserToGroupCommand({
          UserPoolId,
          Username: user.Username,
          GroupName: account.group,
        }),
      );
    }
  }
  cognito.destroy();
}

export async function seed(options: { cognitoEndpoint: string; db: Db }): Promise<void> {
  await seedUsers(options.cognitoEndpoint);
  await seedContent(options.db);
  await seedApplications(options.db);
}
