import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  emailField,
  expectToast,
  signIn,
  submitSignIn,
  uniqueEmail,
  uniqueSuffix,
} from './support/admin-session';
import { createStaff } from './support/local-pool';
import { addDraftCourse } from './support/admin-entities';

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

const shownNotices = (page: Page) =>
  page.evaluate(() => [...((window as Noticed).noticesShown ?? [])]);

/** A new staff account of `role` signed in on `path`, its notices recorded; its address. */
async function signInNoticed(
  page: Page,
  role: 'editor' | 'course_manager' | 'content_admin',
  path: string,
) {
  const email = uniqueEmail(`ended-${role}`);
  await createStaff(email, role);
  await recordNotices(page);
  await signIn(page, email);
  await page.goto(path);
  return email;
}

const ENDED = 'Your session has ended. Please sign in again.';
const ENDED_KEPT =
  'Your session has ended. Sign in again to carry on: your unsaved changes are kept.';

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
 * Saves with the session gone: only the notice that the session ended (by default, with the
 * changes kept), then the sign-in page. A page that guards unsaved edits does not ask: leaving
 * loses nothing.
 */
async function expectSignedOutOnSave(page: Page, save: Locator, notice = ENDED_KEPT) {
  const shownBefore = await shownNotices(page);
  const refused = page.waitForResponse(
    (response) => response.request().method() !== 'GET' && response.url().includes('/api/admin/'),
  );
  await save.click();
  expect((await refused).status()).toBe(401);
  await expectToast(page, 'Signed Out', notice);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  // By the time the sign-in form shows, the save's own error handling has long run.
  await expect(emailField(page)).toBeVisible();
  const shown = (await shownNotices(page)).slice(shownBefore.length);
  // Once per text: the sign-in page has its own notices root, which shows the same notice again.
  expect([...new Set(shown)]).toEqual([`Signed Out${notice}`]);
}

/** The admin, in a browser of their own, on `path`: a colleague saving while this one is out. */
async function asAdminElsewhere(
  browser: Browser,
  path: string,
  act: (admin: Page) => Promise<void>,
) {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signIn(admin);
    await admin.goto(path);
    await act(admin);
  } finally {
    await context.close();
  }
}

/** The drafts this tab keeps, by page. */
const keptDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('kept-draft:')));

test('a save after the session ended elsewhere, with nothing changed: signed out plainly, and no "Failed to save"', async ({
  page,
}) => {
  await signInNoticed(page, 'editor', '/admin/courses');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Course' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).not.toHaveValue('');

  await signOutInAnotherTab(page);
  await expectSignedOutOnSave(page, edit.getByRole('button', { name: 'Update' }), ENDED);
  expect(await keptDrafts(page)).toEqual([]);
});

test('an e-mail template edited when the session ended: no question on leaving, and back on the same template with the changes', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = await signInNoticed(page, 'course_manager', '/admin/applications/templates');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Waitlisted' }).click();
  const template = page.getByRole('region', { name: 'Template' });
  const subject = template.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue(/on the waitlist/);
  await subject.fill('Typed before the session ended');

  await signOutInAnotherTab(page);
  await expectSignedOutOnSave(page, template.getByRole('button', { name: 'Save template' }));

  // Meanwhile the admin saves the template (as it was: other tests read its text).
  await asAdminElsewhere(browser, '/admin/applications/templates', async (admin) => {
    await admin.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'Waitlisted' }).click();
    const theirs = admin.getByRole('region', { name: 'Template' });
    await expect(theirs.getByRole('textbox', { name: 'Subject' })).toHaveValue(/on the waitlist/);
    await theirs.getByRole('button', { name: 'Save template' }).click();
    await expectToast(admin, 'Success', 'Waitlisted template saved');
  });

  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/admin\/applications\/templates$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Waitlisted');
  await expect(template.getByRole('status').first()).toContainText('Your unsaved changes are back');
  await expect(subject).toHaveValue('Typed before the session ended');
  expect(await keptDrafts(page)).toEqual([]);
  // The changes started before the admin's save, and the page says so at once.
  const newer = template.getByRole('alert').filter({ hasText: 'Saved since you opened it' });
  await expect(newer).toContainText('admin@example.com saved the Waitlisted template');
  await newer.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(newer).toBeHidden();
  await expect(subject).toHaveValue('Typed before the session ended');
});

test('the site settings edited when the session ended: back with the changes, to be saved', async ({
  page,
}) => {
  const email = await signInNoticed(page, 'content_admin', '/admin/settings');
  const address = page.getByRole('textbox', { name: 'Address' });
  await expect(address).not.toHaveValue('');
  await address.fill('Typed before the session ended');

  await signOutInAnotherTab(page);
  await expectSignedOutOnSave(page, page.getByRole('button', { name: 'Save Changes' }));

  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  // The page is long: the note names the field changed.
  await expect(
    page.getByRole('status').filter({ hasText: 'Your unsaved changes are back' }),
  ).toContainText('They were kept when your session ended (Address). Check them, then save.');
  await expect(address).toHaveValue('Typed before the session ended');
  await expect(page.getByRole('region', { name: 'Save settings' }).getByRole('status')).toHaveText(
    'You have unsaved changes',
  );
});

test("a course edited when the session ended: signing in again reopens it with the changes, and a colleague's save in between still asks", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = await signInNoticed(page, 'editor', '/admin/courses');
  const title = `Kept course ${uniqueSuffix()}`;
  await addDraftCourse(page, title);

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Course' });
  await edit.getByRole('textbox', { name: 'Description' }).fill('Typed before the session ended');
  await signOutInAnotherTab(page);
  await expectSignedOutOnSave(page, edit.getByRole('button', { name: 'Update' }));

  // Meanwhile the admin changes the course's duration.
  await asAdminElsewhere(browser, '/admin/courses', async (admin) => {
    await admin.getByRole('button', { name: `Edit ${title}` }).click();
    const theirs = admin.getByRole('dialog', { name: 'Edit Course' });
    await theirs.getByRole('textbox', { name: 'Duration' }).fill('12 weeks');
    await theirs.getByRole('button', { name: 'Update' }).click();
    await expectToast(admin, 'Success', 'Course updated successfully');
  });

  // Back in, the form is open again on the course, with the description typed here.
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/admin\/courses$/);
  const again = page.getByRole('dialog', { name: 'Edit Course' });
  await expect(again.getByRole('status')).toContainText('Your unsaved changes are back');
  await expect(again.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Typed before the session ended',
  );
  await expect(again.getByRole('textbox', { name: 'Duration' })).toHaveValue('12 weeks');
  expect(await keptDrafts(page)).toEqual([]);

  // The changes started before the admin's save: Update meets it, and keeping them keeps both.
  await again.getByRole('button', { name: 'Update' }).click();
  const conflict = page.getByRole('dialog', { name: 'Saved since you opened it' });
  await conflict.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(conflict).toBeHidden();
  await again.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Success', 'Course updated successfully');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const saved = page.getByRole('dialog', { name: 'Edit Course' });
  await expect(saved.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Typed before the session ended',
  );
  await expect(saved.getByRole('textbox', { name: 'Duration' })).toHaveValue('12 weeks');
});

test("changes kept at a session's end are never shown to another account signing in on the tab", async ({
  page,
}) => {
  await signInNoticed(page, 'editor', '/admin/courses');
  await page.getByRole('button', { name: 'Add Course' }).click();
  const add = page.getByRole('dialog', { name: 'Add Course' });
  await add.getByRole('textbox', { name: 'Title' }).fill('Not for the next person');
  await signOutInAnotherTab(page);
  await expectSignedOutOnSave(page, add.getByRole('button', { name: 'Create' }));
  expect(await keptDrafts(page)).toEqual(['kept-draft:/admin/courses']);

  const someoneElse = uniqueEmail('ended-next');
  await createStaff(someoneElse, 'editor');
  await submitSignIn(page, someoneElse);
  await expect(page).toHaveURL(/\/admin\/courses$/);
  await expect(page.getByRole('table', { name: 'Courses' })).toBeVisible();
  // The list has loaded, which is when a kept draft would open: this one was thrown away.
  await expect.poll(() => keptDrafts(page)).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
