import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  ADMIN_EMAIL,
  askToDisable,
  expectToast,
  signIn,
  submitSignIn,
  uniqueEmail,
} from './support/admin-session';
import { createStaff, removeStaff } from './support/local-pool';

/*
 * An account disabled on Admin → Users cannot sign in until it is enabled again, and the sign-in
 * page says why in a sentence (Cognito's own words are "User is disabled.").
 */

// The account is made through the AWS SDK; its notice about future Node versions is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const DISABLED = 'This account is disabled. An administrator must enable it again';

test('a disabled account is refused at sign-in with a clear sentence, and enabled signs in', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('disabled');
  await createStaff(email, 'editor');
  try {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/users');
    const question = await askToDisable(page, email);
    await question.getByRole('button', { name: 'Disable account' }).click();
    const enable = page.getByRole('button', { name: `Enable ${email}` }).first();
    await expect(enable).toBeVisible();

    const context = await browser.newContext({ baseURL });
    const person = await context.newPage();
    await person.goto('/login');
    await submitSignIn(person, email);
    await expectToast(person, 'Sign In Failed', DISABLED);
    await expect(person.getByText('User is disabled.')).toHaveCount(0);
    await expect(person).toHaveURL(/\/login$/);

    await enable.click();
    await expect(page.getByRole('button', { name: `Disable ${email}` }).first()).toBeVisible();
    await submitSignIn(person, email);
    await expect(person).toHaveURL(/\/admin$/);
    await context.close();
  } finally {
    await removeStaff(email, 'editor');
  }
});
