import { expect, test } from '@playwright/test';
import {
  ADMIN_EMAIL,
  CODE,
  MEMBER_EMAIL,
  PASSWORD,
  emailField,
  expectToast,
  fillSignUp,
  gate,
  passwordField,
  signInThroughForm,
  signUp,
  submitSignIn,
  toast,
  uniqueEmail,
} from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';

test.describe('sign in and out', () => {
  test('an admin signs in, lands on /admin, and signs out', async ({ page }) => {
    await page.goto('/login');
    // Hold the Cognito call so the busy state can be seen.
    const hold = gate();
    await page.route('**/cognito**', async (route) => {
      await hold.opened;
      await route.continue();
    });
    await submitSignIn(page, ADMIN_EMAIL);
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    hold.open();

    await expect(page).toHaveURL(/\/admin$/);
    await expectToast(page, 'Welcome back!', 'You have been signed in successfully.');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByText(ADMIN_EMAIL)).toBeVisible();
    await expect(nav.getByText('Super admin', { exact: true })).toBeVisible();

    // Going back must not return to the sign-in form: it was replaced in the history.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/admin');

    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Signed Out', 'You have been signed out successfully.');
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  });

  test('a wrong password shows why sign-in failed, and the button re-enables', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, ADMIN_EMAIL, 'Wrong-Passw0rd!');
    const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Sign In Failed' });
    await expect(notice).toBeVisible();
    // Cognito's own words, the same whether or not the account exists.
    await expect(notice).toContainText('Incorrect username or password.');
    await expect(notice).not.toContainText('An error occurred');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the sign-in form asks for both fields and toggles the password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await passwordField(page).fill('secret-value');
    await expect(passwordField(page)).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('a signed-out visitor is sent to /login and brought back to the page afterwards', async ({
    page,
  }) => {
    await page.goto('/admin/testimonials');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Ftestimonials$/);
    await submitSignIn(page, ADMIN_EMAIL);
    await expect(page).toHaveURL(/\/admin\/testimonials$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  });

  test('a redirect to another site is ignored', async ({ page }) => {
    await page.goto('/login?redirect=%2F%2Fevil.example.com%2Fx');
    await submitSignIn(page, ADMIN_EMAIL);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
  });

  test('the session survives a reload', async ({ page }) => {
    await signInThroughForm(page);
    await page.goto('/admin/courses');
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  });

  test('after signing in the API accepts the token and reports the groups', async ({ page }) => {
    await page.goto('/login');
    const me = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/admin/me');
    await submitSignIn(page, ADMIN_EMAIL);
    const response = await me;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { email: string; groups: string[] };
    expect(body.groups).toEqual(['super_admin']);
    expect(body.email).toBe(ADMIN_EMAIL);
    expect(response.request().headers().authorization).toMatch(/^Bearer \S+$/);
  });

  test('a 401 from the API signs the user out and lands on /login', async ({ page }) => {
    await signInThroughForm(page);
    await page.route('**/api/admin/courses', (route) =>
      route.fulfill({
        status: 401,
        json: {
          error: { code: 'unauthorized', message: 'Your session is not valid; sign in again' },
        },
      }),
    );
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Courses' })
      .click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fcourses$/);
    // Signed out for real: the guard now refuses the admin area too.
    await page.unroute('**/api/admin/courses');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  });
});

test.describe('roles', () => {
  test('a signed-in user without an admin group gets /unauthorized', async ({ page }) => {
    await signInThroughForm(page, MEMBER_EMAIL);
    await expect(page).toHaveURL(/\/unauthorized$/);
    // One clear message: no "Welcome back!" before it.
    await expect(page.getByRole('heading', { name: 'Waiting for access' })).toBeVisible();
    await expect(
      page.getByText(
        `You are signed in as ${MEMBER_EMAIL}. An administrator must grant you access`,
      ),
    ).toBeVisible();
    await expect(
      page.locator('.mantine-Notification-root').filter({ hasText: 'Welcome back!' }),
    ).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The client's guard also keeps deeper admin pages away.
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/unauthorized$/);

    // The API agrees: this browser's own access token, valid but without a group, is refused.
    const accessToken = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'));
      return key ? localStorage.getItem(key) : null;
    });
    expect(accessToken).toBeTruthy();
    for (const path of ['/api/admin/settings', '/api/admin/courses', '/api/admin/me']) {
      const response = await page.request.get(path, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect([path, response.status()]).toEqual([path, 403]);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    }
  });

  test('a member can switch to an admin account from /unauthorized', async ({ page }) => {
    await signInThroughForm(page, MEMBER_EMAIL);
    await expect(page).toHaveURL(/\/unauthorized$/);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page, ADMIN_EMAIL);
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('sign up and password reset', () => {
  test('sign up with the e-mailed code, then sign in (a new account has no role yet)', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await expect(page.getByText(/admin team/)).toBeVisible();
    await fillSignUp(page, { fullName: 'New Volunteer', email, confirmation: `${PASSWORD}x` });
    await expect(emailField(page)).toHaveAttribute('type', 'email');
    const submit = page.getByRole('button', { name: 'Create Account' });
    await expect(submit).toBeDisabled();
    await passwordField(page, 'Confirm Password').fill(PASSWORD);
    await expect(submit).toBeEnabled();

    const hold = gate();
    await page.route('**/cognito**', async (route) => {
      await hold.opened;
      await route.continue();
    });
    await submit.click();
    await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    hold.open();
    await expectToast(page, 'Account Created!', 'Please check your email to verify your account.');

    await page.getByRole('textbox', { name: 'Confirmation Code' }).fill(CODE);
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await submitSignIn(page, email);
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('a taken e-mail address shows "Sign Up Failed" and sends the person to sign in', async ({
    page,
  }) => {
    await page.goto('/signup');
    // Any spelling of the address names the same account.
    await fillSignUp(page, { fullName: 'Someone', email: ADMIN_EMAIL.toUpperCase() });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(
      page,
      'Sign Up Failed',
      'An account with this e-mail already exists. Sign in with it; if it is not confirmed yet, you can enter its code there.',
    );
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  test('an account never confirmed is asked for its code at sign-in, gets a new one, and is signed in', async ({
    page,
  }) => {
    const email = uniqueEmail('unconfirmed');
    await page.goto('/signup');
    await fillSignUp(page, { fullName: 'Late Volunteer', email });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('textbox', { name: 'Confirmation Code' })).toBeVisible();

    // The page is left before the code is entered; later the person signs in, in capitals.
    await page.goto('/login');
    await submitSignIn(page, email.toUpperCase());
    await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    await expect(page.getByText(`Enter the code we e-mailed to ${email}`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expectToast(page, 'Code Sent', `A new code is on its way to ${email}.`);
    await page.getByRole('textbox', { name: 'Confirmation Code' }).fill('000000');
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(toast(page, 'Verification Failed')).toBeVisible();

    await page.getByRole('textbox', { name: 'Confirmation Code' }).fill(CODE);
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expectToast(page, 'Account Verified', 'Your account is confirmed.');
    // Signed in with the password already typed: a new account has no role yet.
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('forgot password: a code, a new password, then sign in with it', async ({ page }) => {
    const email = uniqueEmail('reset');
    await signUp(page, email);
    const newPassword = 'Changed-Passw0rd!';

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The address changes before the page's code has loaded, and the sign-in page has an Email
    // field too: fill the reset page's own.
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await emailField(page).fill(email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await page.getByRole('textbox', { name: 'Reset Code' }).fill(CODE);
    await passwordField(page, 'New Password').fill(newPassword);
    await passwordField(page, 'Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Password Reset', 'You can now sign in.');
    await expect(page).toHaveURL(/\/login$/);

    await submitSignIn(page, email, PASSWORD);
    await expect(
      page.locator('.mantine-Notification-root').filter({ hasText: 'Sign In Failed' }),
    ).toBeVisible();
    await passwordField(page).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});

test.describe('accessibility of the sign-in pages', () => {
  for (const path of ['/login', '/signup', '/forgot-password', '/unauthorized']) {
    test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
