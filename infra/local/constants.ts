/**
 * Fixed identities of the local stack. They exist only here, never on an AWS stage.
 * The pool id is shaped like a real one so the production verifier runs unchanged, and the ids
 * are fixed so the SPA's build-time configuration never changes between starts.
 */
export const LOCAL_REGION = 'us-east-1';
export const LOCAL_POOL_ID = 'us-east-1_LocalDev1';
export const LOCAL_CLIENT_ID = 'localclient0000000000000001';
export const LOCAL_TABLE = 'institute-local';
export const LOCAL_BUCKET = 'institute-uploads';
/** The path under the site's origin where the browser reaches the local Cognito. */
export const LOCAL_COGNITO_PATH = '/cognito';
/** Sign-up and password-reset codes are fixed locally so people and tests can type them. */
export const LOCAL_CODE = '123456';
export const LOCAL_PASSWORD = 'Local-Passw0rd!';
/** The sender of the e-mail the local stack writes to its outbox instead of sending. */
export const LOCAL_MAIL_FROM = 'no-reply@example.com';
/** The outbox folder's name inside the stack's data folder (`npm run outbox` reads it). */
export const LOCAL_OUTBOX_FOLDER = 'outbox';
/** The mail queue's folder inside the data folder: `pending/` jobs and `dead/` letters. */
export const LOCAL_MAIL_QUEUE_FOLDER = 'mail-queue';

export const LOCAL_ACCOUNTS = [
  { email: 'admin@example.com', group: 'super_admin' },
  { email: 'editor@example.com', group: 'editor' },
  { email: 'member@example.com', group: null },
] as const;

/** The build-time settings the SPA gets for the local stack. */
export const LOCAL_WEB_ENV = {
  VITE_USER_POOL_ID: LOCAL_POOL_ID,
  VITE_USER_POOL_CLIENT_ID: LOCAL_CLIENT_ID,
  VITE_AWS_REGION: LOCAL_REGION,
  VITE_COGNITO_ENDPOINT_PATH: LOCAL_COGNITO_PATH,
} as const;
