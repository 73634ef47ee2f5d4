import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../support/totp';
import { createStaff } from './support/local-pool';
import { expectToast, PASSWORD, submitSignIn, uniqueEmail } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';

/** An editor of its own, so turning the authenticator on touches no account other tests use. */
async function createEditor(): Promise<string> {
  const email = uniqueEmail('totp-editor');
  await createStaff(email, 'editor');
  return email;
}

/** A code that is certainly not the current one. */
const wrongCode = (secret: string) =>
  String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Authenticator code' });

async function signOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

test('an admin turns on an authenticator app, then signs in with its code, then turns it off', async ({
  page,
}) => {
  // Three sign-ins, seven code or password submits and two axe scans: twice the usual budget.
  test.setTimeout(90_000);
  const email = await createEditor();
  await page.goto('/login');
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/admin$/);

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Security' })
    .click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByRole('heading', { name: 'Authenticator app' })).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('authenticator-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // Phones can't scan their own screen: the link opens the app with the same secret. The words
  // hold on any device.
  await expect(page.getByRole('main')).not.toContainText('this phone');
  const link = page.getByRole('link', { name: 'open this set-up in the app' });
  await expect(link).toHaveAttribute('href', new RegExp(`^otpauth://totp/.*secret=${secret}`));
  await expectNoAxeViolations(page);

  // A code that isn't six digits, then a wrong one, are refused with their messages: one at a
  // time, under the field.
  await codeField(page).fill('12ab');
  await expect(codeField(page)).toHaveAccessibleDescription(
    /^The code is the 6 digits your authenticator app shows/,
  );
  await codeField(page).fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(codeField(page)).toHaveAccessibleDescription(/^That code did not match\./);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await codeField(page).fill('12');
  await expect(codeField(page)).toHaveAccessibleDescription(
    /^The code is the 6 digits your authenticator app shows/,
  );
  await expect(page.getByText('That code did not match')).toHaveCount(0);

  await codeField(page).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expectToast(
    page,
    'Authenticator app turned on',
    'From now on, sign-in asks for a code from the app.',
  );
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('Every sign-in to this account asks for a code')).toBeVisible();

  // The next sign-in asks for the code.
  await signOut(page);
  await submitSignIn(page, email);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await codeField(page).fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(codeField(page)).toHaveAccessibleDescription(/^That code did not match\./);
  await codeField(page).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expectToast(page, 'Welcome back!', 'You have been signed in successfully.');

  // Turning it off needs the password and a current code: a browser left signed in is not enough.
  await page.goto('/admin/security');
  await page.getByRole('button', { name: 'Turn off authenticator app' }).click();
  await page.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(page.getByText('Enter your password', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Enter the code from your authenticator app', { exact: true }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Not-the-password-1');
  await codeField(page).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(page.getByText('That password is not correct', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await codeField(page).fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(page.getByText('That code did not match')).toBeVisible();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await codeField(page).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expectToast(
    page,
    'Authenticator app turned off',
    'Sign-in now asks for your password only.',
  );
  await expect(page.getByRole('button', { name: 'Set up authenticator app' })).toBeVisible();
  await signOut(page);
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/admin$/);
});

test('an admin the API refuses with mfa_required (a super admin on AWS) is sent to set up the app', async ({
  page,
}) => {
  const email = await createEditor();
  // Locally the rule is off (cognito-local's pool has no stage rule); answer as an AWS stage does.
  await page.route('**/api/admin/me', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'mfa_required',
          message:
            'Super admins must turn on an authenticator app (TOTP) for their account before using the admin area',
        },
      }),
    }),
  );
  await page.goto('/login');
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/admin\/security\?required=true$/);
  await expect(page.getByText('Authenticator app required')).toBeVisible();
  await expect(
    page.getByText(
      'Super admins must turn on an authenticator app (TOTP) for their account before using the admin area.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up authenticator app' })).toBeVisible();
});
