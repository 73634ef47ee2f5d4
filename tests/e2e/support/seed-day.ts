import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, instituteDayOf } from '@institute/core/calendar/institute-day';
import { SEED_APPLICATIONS } from '../../../infra/local/seed-applications';
import { signIn as cognitoSignIn } from '../../support/auth';
import { baseURL } from '../../playwright.config';
import { ADMIN_EMAIL } from './admin-session';

// The tests sign in through the AWS SDK too; its notice about future Node versions is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** A real access token from the local Cognito, through the site's /cognito stand-in. */
export async function adminToken(email = ADMIN_EMAIL): Promise<string> {
  return (await cognitoSignIn(`${baseURL}/cognito`, email)).accessToken;
}

/*
 * The day the server seeded its data is the clock the staff tools' tests go by, not the wall
 * clock: a run that crosses midnight in Malaysia still sees the seed's "yesterday" as the seed
 * wrote it, and applications the tests submit (dated the seed's day or later) stay out of ranges
 * ending then. Read from the newest seeded application, as the server stored it.
 */
export async function serverSeedDay(request: APIRequestContext): Promise<string> {
  const newest = [...SEED_APPLICATIONS].sort((a, b) => a.daysAgo - b.daysAgo)[0]!;
  const response = await request.get(
    `${baseURL}/api/admin/applications?q=${encodeURIComponent(newest.email)}`,
    { headers: { authorization: `Bearer ${await adminToken()}` } },
  );
  const { items } = (await response.json()) as { items: Array<{ created_at: string }> };
  expect(items).toHaveLength(1);
  return addDays(instituteDayOf(new Date(items[0]!.created_at)), newest.daysAgo);
}
