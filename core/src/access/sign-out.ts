import {
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AccessService } from './service';

export interface SignOutDeps {
  access: Pick<AccessService, 'revokeAll'>;
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  /**
   * Whether the pool has Cognito's global sign-out. cognito-local has none: locally the /cognito
   * adapter refuses refresh tokens issued before the same revocation instead
   * (infra/local/cognito-adapter.ts).
   */
  globalSignOut: boolean;
}

/**
 * Ends every session of a user: the API's revocation (access tokens already issued stop counting
 * within seconds, core/src/access) and Cognito's global sign-out (refresh tokens stop working).
 * What a removed role, a disabled account and "sign out everywhere" do, from the admin area and
 * from the operator's command line alike.
 */
export const signOutEverywhere =
  ({ access, cognito, userPoolId, globalSignOut }: SignOutDeps) =>
  async ({ username, sub }: { username: string; sub: string }): Promise<void> => {
    await access.revokeAll(sub);
    if (globalSignOut) {
      await cognito.send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }),
      );
    }
  };
