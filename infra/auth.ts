import { ADMIN_GROUPS } from '../core/src/auth/roles';
import { email, mailFrom, mailFromName } from './email';
import { PASSWORD_POLICY } from './password-policy';
import { isProduction, settings } from './stage';

const production = isProduction();
const sender = settings().email;

/**
 * Cognito's own sender allows about 50 messages a day from a foreign address. Sign-up and reset
 * codes go through SES instead wherever the identity is verified by the time the pool is made: a
 * domain identity (SST's Email waits for it) or a shared one. A fresh address identity is not
 * verified until its link is clicked, and Cognito refuses an unverified source, so those stages
 * keep Cognito's sender (docs/decisions/010).
 */
const cognitoUsesSes =
  email !== undefined && sender !== undefined && (sender.shared || !sender.sender.includes('@'));

export const userPool = new sst.aws.CognitoUserPool('UserPool', {
  usernames: ['email'],
  // Optional TOTP so admins can enrol an authenticator app; SMS is never offered.
  mfa: 'optional',
  softwareToken: true,
  transform: {
    userPool: (args, opts) => {
      args.passwordPolicy = { ...PASSWORD_POLICY };
      // Accounts have no phone number, so recovery goes by e-mail only.
      args.accountRecoverySetting = {
        recoveryMechanisms: [{ name: 'verified_email', priority: 1 }],
      };
      // A changed e-mail stays unverified (and unusable for sign-in) until its code is entered.
      args.userAttributeUpdateSettings = { attributesRequireVerificationBeforeUpdates: ['email'] };
      args.deletionProtection = production ? 'ACTIVE' : 'INACTIVE';
      // Threat protection, which refuses passwords known from breaches, needs the Plus feature
      // plan (about $0.02 a month per active staff account: docs/decisions/033).
      args.userPoolTier = 'PLUS';
      args.userPoolAddOns = { advancedSecurityMode: 'ENFORCED' };
      if (cognitoUsesSes && email) {
        args.emailConfiguration = {
          emailSendingAccount: 'DEVELOPER',
          sourceArn: email.nodes.identity.arn,
          fromEmailAddress: mailFromName ? `${mailFromName} <${mailFrom}>` : mailFrom,
          configurationSet: email.configSet,
        };
        // The component is done once SES has verified the identity (its verification resource).
        opts.dependsOn = [email];
      }
    },
  },
});

/**
 * A password found in a known breach is refused when it is chosen (sign-up, reset, change) and a
 * sign-in with one is blocked. Common passwords that never leaked are refused by the app's own
 * list before they reach Cognito (core/src/auth/common-passwords.ts).
 */
export const compromisedPasswords = new aws.cognito.RiskConfiguration('UserPoolRisk', {
  userPoolId: userPool.id,
  compromisedCredentialsRiskConfiguration: {
    eventFilters: ['SIGN_IN', 'PASSWORD_CHANGE', 'SIGN_UP'],
    actions: { eventAction: 'BLOCK' },
  },
});

/** The SPA's client: public (no secret), no hosted UI, Amplify's sign-in flows only. */
export const webClient = userPool.addClient('WebClient', {
  transform: {
    client: (args) => {
      args.generateSecret = false;
      // SRP for sign-in: the password itself never leaves the browser. USER_PASSWORD_AUTH is for
      // the local stand-in, which lacks SRP (infra/local/cognito.ts allows it there alone). The
      // admin flow needs IAM credentials, so only the API can use it: to check the password and a
      // current code before an authenticator app is turned off (decision 039).
      args.explicitAuthFlows = [
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
        'ALLOW_ADMIN_USER_PASSWORD_AUTH',
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
