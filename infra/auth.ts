import { ADMIN_GROUPS } from '../core/src/auth/roles';
import { PASSWORD_POLICY } from './password-policy';
import { isProduction } from './stage';

const production = isProduction();

export const userPool = new sst.aws.CognitoUserPool('UserPool', {
  usernames: ['email'],
  // Optional TOTP so admins can enrol an authenticator app; SMS is never offered.
  mfa: 'optional',
  softwareToken: true,
  transform: {
    userPool: (args) => {
      args.passwordPolicy = { ...PASSWORD_POLICY };
      // Accounts have no phone number, so recovery goes by e-mail only.
      args.accountRecoverySetting = {
        recoveryMechanisms: [{ name: 'verified_email', priority: 1 }],
      };
      // A changed e-mail stays unverified (and unusable for sign-in) until its code is entered.
      args.userAttributeUpdateSettings = { attributesRequireVerificationBeforeUpdates: ['email'] };
      args.deletionProtection = production ? 'ACTIVE' : 'INACTIVE';
    },
  },
});

/** The SPA's client: public (no secret), no hosted UI, Amplify's sign-in flows only. */
export const webClient = userPool.addClient('WebClient', {
  transform: {
    client: (args) => {
      args.generateSecret = false;
      // SRP in AWS; USER_PASSWORD_AUTH for tools and the local stand-in, which lacks SRP.
      args.explicitAuthFlows = [
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ];
      args.preventUserExistenceErrors = 'ENABLED';
      args.enableTokenRevocation = true;
      args.accessTokenValidity = 60;
      args.idTokenValidity = 60;
      args.refreshTokenValidity = 30;
      args.tokenValidityUnits = {
        accessToken: 'minutes',
        idToken: 'minutes',
        refreshToken: 'days',
      };
      // The component defaults to the hosted-UI OAuth flows with a placeholder callback; unused here.
      args.allowedOauthFlowsUserPoolClient = false;
      args.allowedOauthFlows = [];
      args.allowedOauthScopes = [];
      args.callbackUrls = [];
    },
  },
});

// Every group grants admin access; only super_admin also manages users and their roles.
function groupDescription(name: string): string {
  return name === 'super_admin' ? 'Admin access plus user and role management' : 'Admin access';
}

function pascalCase(value: string): string {
  return value.replace(/(^|_)([a-z])/g, (_match, _sep: string, letter: string) =>
    letter.toUpperCase(),
  );
}

/** The admin roles; the component has no groups option. Lower precedence wins in tokens. */
export const groups = ADMIN_GROUPS.map(
  (name, precedence) =>
    new aws.cognito.UserGroup(`UserPoolGroup${pascalCase(name)}`, {
      userPoolId: userPool.id,
      name,
      precedence,
      description: groupDescription(name),
    }),
);
