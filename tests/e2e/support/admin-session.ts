import { expect, type Page } from '@playwright/test';
import { LOCAL_CODE, LOCAL_PASSWORD } from '../../../infra/local/constants';
import { baseURL } from '../../playwright.config';
import { startSignedIn } from './session';

export const ADMIN_EMAIL = 'admin@example.com';
export const MEMBER_EMAIL = 'member@example.com';
export const PASSWORD = LOCAL_PASSWORD;
export const CODE = LOCAL_CODE;

/** An address no earlier run has used. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A short suffix that makes the names a test creates its own. */
export const uniqueSuffix = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });
// Exact: the show/hide toggle is named "Show password".
export const passwordField = (page: Page, name = 'Password') =>
  page.getByRole('textbox', { name, exact: true });

/** The toast with this title (one shows at a time, but the last may still be leaving). */
export const toast = (page: Page, title: string, message?: string | RegExp) => {
  const notices = page.locator('.mantine-Notification-root').filter({ hasText: title });
  return (message === undefined ? notices : notices.filter({ hasText: message })).last();
};

export async function expectToast(page: Page, title: string, message: string | RegExp) {
  await expect(toast(page, title, message)).toBeVisible();
}

/**
 * Waits for the toast, then closes it as a person would before tapping what it covers (on a
 * phone it sits over the top of the page). Waiting it out does not serve: a pointer resting on it
 * pauses its timer, and a click's retries rest the pointer there.
 */
export async function closeToast(page: Page, title: string, message: string | RegExp) {
  const notice = toast(page, title, message);
  await notice.getByRole('button', { name: 'Close notice' }).click();
  await expect(notice).toBeHidden();
}

/** Fills the sign-in form and submits it (no waiting for the result). */
export async function submitSignIn(page: Page, email: string, password = PASSWORD) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through /login and waits until the app has moved on. */
export async function signInThroughForm(page: Page, email = ADMIN_EMAIL, password = PASSWORD) {
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Starts the test signed in and on the admin area's first page, as signing in does. The session
 * is a real one from the local Cognito, put where Amplify keeps it: the sign-in form itself is
 * tested in auth.spec.ts, and skipping it saves every other test about a second.
 */
export async function signIn(page: Page, email = ADMIN_EMAIL) {
  await startSignedIn(page, baseURL, email);
  await page.goto('/admin');
  await expect(page).not.toHaveURL(/\/login/);
}

/** Fills the open /signup form; the confirmation repeats the password unless given. */
export async function fillSignUp(
  page: Page,
  {
    fullName,
    email,
    password = PASSWORD,
    confirmation = password,
  }: { fullName: string; email: string; password?: string; confirmation?: string },
) {
  await page.getByRole('textbox', { name: 'Full Name' }).fill(fullName);
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await passwordField(page, 'Confirm Password').fill(confirmation);
}

/** Creates and confirms an account through /signup (code fixed locally); ends on /login. */
export async function signUp(
  page: Page,
  email: string,
  password = PASSWORD,
  fullName = 'Test Person',
) {
  await page.goto('/signup');
  await fillSignUp(page, { fullName, email, password });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Account Created!', 'Please check your email to verify your account.');
  await page.getByRole('textbox', { name: 'Confirmation Code' }).fill(CODE);
  await page.getByRole('button', { name: 'Verify Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A promise with its resolve, to hold a request until the test has seen the busy state. */
export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** On the Users page: presses Disable for `email` and checks the question says what it does. */
export async function askToDisable(page: Page, email: string) {
  await page
    .getByRole('button', { name: `Disable ${email}` })
    .first()
    .click();
  const question = page.getByRole('dialog', { name: new RegExp(`^Disable .*${email}`) });
  await expect(question).toContainText(
    'cannot sign in until an administrator enables the account again',
  );
  return question;
}

/**
 * Lets the next POST to `url` reach the API and then loses its answer (the connection is reset
 * on the way back), as a phone losing its signal does; later ones pass. Answers whether it has.
 */
export async function loseNextAnswer(page: Page, url: string): Promise<() => boolean> {
  let lost = false;
  await page.route(url, async (route) => {
    if (lost || route.request().method() !== 'POST') return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  return () => lost;
}

/** From the applications list: opens this applicant's application, marks it Contacted, and goes back. */
export async function markContacted(page: Page, name: string) {
  await page.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Contacted' })).toBeVisible();
  await closeToast(page, 'Success', 'Status changed to Contacted');
  await page.getByRole('link', { name: 'Back to Applications' }).click();
}
