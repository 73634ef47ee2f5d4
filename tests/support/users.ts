import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoClient } from '../../infra/local/cognito';
import { LOCAL_PASSWORD, LOCAL_POOL_ID } from '../../infra/local/constants';

/** Creates a confirmed user in the local pool and puts it in a group, via the admin API. */
export async function createUserInGroup(
  cognitoEndpoint: string,
  email: string,
  group: string,
): Promise<void> {
  const cognito = localCognitoClient(cognitoEndpoint);
  const UserPoolId = LOCAL_POOL_ID;
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    // With e-mail as alias the stored username is the sub: group calls need that name.
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: email }));
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId,
        Username: user.Username,
        Password: LOCAL_PASSWORD,
        Permanent: true,
      }),
    );
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId, Username: user.Username, GroupName: group }),
    );
  } finally {
    cognito.destroy();
  }
}

/** Takes a user out of a group again, so a test leaves no extra staff (or super admin) behind. */
export async function removeUserFromGroup(
  cognitoEndpoint: string,
  email: string,
  group: string,
): Promise<void> {
  const cognito = localCognitoClient(cognitoEndpoint);
  const UserPoolId = LOCAL_POOL_ID;
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: email }));
    await cognito.send(
      new AdminRemoveUserFromGroupCommand({
        UserPoolId,
        Username: user.Username,
        GroupName: group,
      }),
    );
  } finally {
    cognito.destroy();
  }
}
