import { expect, test, type Locator, type Page } from '@playwright/test';
import { emailField, expectToast, signIn, uniqueEmail } from './support/admin-session';
import { createStaff } from './support/local-pool';

/*
 * The session ends while a form is open: here it is signed out in another tab, which leaves this
 * tab no token. The save's 401 signs this tab out too, and the one notice says that, not that the
 * save failed (a second notice would replace the first).
 */

type Noticed = Window & { noticesShown?: string[] };

/** Keeps the text of every notice shown on the page, so one replaced by the next still counts. */
async function recordNotices(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    const seen = new WeakSet<Element>();
    (window as Noticed).noticesShown = shown;
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.mantine-Notification-root')) {
        if (seen.has(notice)) continue;
        seen.add(notice);
        shown.push(notice.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** A new staff account of `role` signed in on `path`, its notices recorded. */
async function signInNoticed(page: Page, role: 'editor' | 'course_manager', path: string) {
  const email = uniqueEmail(`ended-${role}`);
  await createStaff(email, role);
  await recordNotices(page);
  await signIn(page, email);
  await page.goto(path);
}

/** Signs out in a second tab of the same browser, as the person might have done earlier. */
async function signOutInAnotherTab(page: Page) {
  const other = await page.context().newPage();
  await other.goto('/admin');
  await other
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(other).toHaveURL(/\/login$/);
  await other.close();
}

/**
 * Saves with the session gone: only the notice that the session ended, then the sign-in page.
 * A page that guards unsaved edits asks before leaving them, as on any other way out.
 */
async function expectSignedOutOnSave(page: Page, save: Locator, { guarded = false } = {}) {
  const refused = page.waitForResponse(
    (response) => response.request().method() !== 'GET' && response.url().includes('/api/admin/'),
  );
  await save.click();
  expect((await refused).status()).toBe(401);
  await expectToast(page, 'Signed Out', 'Your session has ended. Please sign in again.');
  if (guarded) {
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
  }
  await expect(page).toHaveURL(/\/login\?redirect=/);
  // By the time the sign-in form shows, the save's own error handling has long run.
  await expect(emailField(page)).toBeVisible();
  const shown = await page.evaluate(() => (window as Noticed).noticesShown ?? []);
  // Once per text: the sign-in page has its own notices root, which shows the same notice again.
  expect([...new Set(shown)]).toEqual(['Signed OutYour session has ended. Please sign in again.']);
}

test('a course saved after the session ended elsewhere: signed out, and no "Failed to save"', async ({
  page,
}) => {
  await signInNoticed(page, 'editor', '/admin/courses');
  await page.getByRole('button', { name: 'Add Course' }).click();
  const add = page.getByRole('dialog', { name: 'Add Course' });
  await add.getByRole('textbox', { name: 'Title' }).fill('Never saved');

  await signOutInAnotherTab(page);
  await expectSignedOutOnSave(page, add.getByRole('button', { name: 'Create' }));
});

test('an e-mail template saved after the session ended elsewhere: signed out, and no error', async ({
  page,
}) => {
  await signInNoticed(page, 'course_manager', '/admin/applications/templates');
  const template = page.getByRole('region', { name: 'Template' });
  const subject = template.getByRole('textbox', { name: 'Subject' });
  await expect(subject).not.toHaveValue('');
  await subject.fill('Never saved');

  await signOutInAnotherTab(page);
  await expectSignedOutOnSave(page, template.getByRole('button', { name: 'Save template' }), {
    guarded: true,
  });
});
