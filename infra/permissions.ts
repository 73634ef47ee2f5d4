/*
 * Every AWS action the API function calls, in one place (infra/api.ts grants exactly these, the
 * infra tests assert them). Nothing is linked: a link would add the component's wildcard grant
 * (`dynamodb:*`, `s3:*`, `cognito-idp:*`, `ses:*`) and copy its values into the bundle.
 */

/**
 * What a function may do to the table. A Query of an index is authorised on the index's ARN,
 * so a function that reads through one needs `indexes`. The local stack refuses what a grant
 * leaves out, as AWS would (infra/local/table-grants.ts).
 */
export interface TableGrant {
  actions: readonly `dynamodb:${string}`[];
  indexes: boolean;
}

/** The API: single reads and writes, queries, conditions inside transactions. */
export const API_TABLE_GRANT = {
  actions: [
    'dynamodb:GetItem',
    // The audit log names up to 100 applications a page in one read (core/src/audit/service.ts).
    'dynamodb:BatchGetItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    // Old versions are pruned, and a record deleted for good takes its versions along, in batches.
    'dynamodb:BatchWriteItem',
  ],
  indexes: true,
} as const satisfies TableGrant;

/**
 * Image uploads: presigned PUTs are signed with the function's own PutObject right; checking an
 * upload reads it (HeadObject is authorised as GetObject), copies it out of pending/ and deletes.
 */
export const UPLOADS_ACTIONS = ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'] as const;

/** The home page is served from the site bucket's index.html, with the hero filled in (decision 054). */
export const SITE_TEMPLATE_ACTIONS = ['s3:GetObject'] as const;

/** Staff accounts: listing users, reading one, its groups, enabling and disabling. */
export const USER_POOL_ACTIONS = [
  'cognito-idp:ListUsers',
  'cognito-idp:ListUsersInGroup',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDisableUser',
  // Ends every session of a user whose role was removed or who was disabled (core/src/access).
  'cognito-idp:AdminUserGlobalSignOut',
  // Turning an authenticator app off re-checks the password and a current code server-side
  // (core/src/auth/authenticator.ts): the admin sign-in flow and its MFA challenge.
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminRespondToAuthChallenge',
] as const;

/** SES v2 SendEmail is authorised as ses:SendEmail on the identity and its configuration set. */
export const EMAIL_ACTIONS = ['ses:SendEmail'] as const;

/** The daily retention run: queries final applications, anonymises them, writes audit entries. */
export const RETENTION_TABLE_GRANT = {
  actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query'],
  indexes: true,
} as const satisfies TableGrant;

/** The API puts new applications' e-mail jobs on the mail queue. */
export const MAIL_QUEUE_SEND_ACTIONS = ['sqs:SendMessage'] as const;

/** /api/health counts the dead-lettered e-mail jobs for super admins. */
export const MAIL_DEAD_LETTER_READ_ACTIONS = ['sqs:GetQueueAttributes'] as const;

/**
 * The mail queue's consumer: reads the application, and the settings (one Query of the byType
 * index), records how its e-mails went. SST's subscription adds the queue's receive and delete
 * rights.
 */
export const MAIL_CONSUMER_TABLE_GRANT = {
  actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:Query'],
  indexes: true,
} as const satisfies TableGrant;

/** SES's bounces and complaints: one item written each (functions/src/mail-events.ts). */
export const MAIL_EVENTS_TABLE_GRANT = {
  actions: ['dynamodb:PutItem'],
  indexes: false,
} as const satisfies TableGrant;
