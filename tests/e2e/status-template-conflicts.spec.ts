import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  expectToast,
  signIn,
  uniqueEmail,
  uniqueSuffix,
} from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { createStaff } from './support/local-pool';

/*
 * Two staff on one e-mail template: the second is told the first has it open, and a colleague's
 * save never replaces unsaved edits. The editor says who saved and when, and offers their version
 * or keeping one's own (decision 045's way).
 */

/** Opens Applications → E-mail templates on the Accepted template; its section. */
async function openAccepted(page: Page) {
  await page.goto('/admin/applications/templates');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Accepted' }).click();
  const template = page.getByRole('region', { name: 'Template' });
  await expect(template.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Welcome to {course} at {institute}',
  );
  return template;
}

/**
 * Saves the open template and waits for the API's answer (an earlier save's toast may still
 * show): 200, or 409 when the API refuses a save over someone else's.
 */
async function saveTemplate(page: Page, template: Locator, status = 200) {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith('/templates/accepted'),
  );
  await template.getByRole('button', { name: 'Save template' }).click();
  expect((await answer).status()).toBe(status);
}

/** Fills one language's subject and message, then shows English again. */
async function fillVersion(template: Locator, language: string, subject: string, body: string) {
  await template.getByRole('tab', { name: language }).click();
  await template.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await template.getByRole('textbox', { name: 'Message' }).fill(body);
  await template.getByRole('tab', { name: 'English' }).click();
}

/** What the page sees when the person comes back to its tab (the event bubbles to the window). */
const returnToTab = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

const SAVED_BY_ADMIN =
  /admin@example\.com saved the Accepted template at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(Malaysia time\), after you opened it\./;
/** The API's 409 message, as the dialog shows it. */
const REFUSED_OVER_ADMIN =
  /admin@example\.com saved this e-mail template at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(Malaysia time\), after you opened it\./;

test('a colleague’s save of the template being edited leaves the unsaved edits, says so, and lets the editor choose', async ({
  page,
  browser,
}, testInfo) => {
  // Two signed-in browsers and four saves.
  test.setTimeout(120_000);
  const manager = uniqueEmail('template-conflict');
  await createStaff(manager, 'course_manager');
  // Its first heartbeat on Accepted: from then on, a colleague who opens it is told.
  const heartbeat = page.waitForResponse(
    (response) => response.url().endsWith('/templates/accepted/editing'),
    { timeout: 20_000 },
  );
  await signIn(page, manager);
  const template = await openAccepted(page);
  await heartbeat;
  const message = template.getByRole('textbox', { name: 'Message' });
  const original = await message.inputValue();
  const save = template.getByRole('button', { name: 'Save template' });
  const mine = `${original}\n\nMy draft ${uniqueSuffix()}`;
  await message.fill(mine);

  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await signIn(other, ADMIN_EMAIL);
    const theirs = `${original}\n\nTheir version ${uniqueSuffix()}`;
    const otherTemplate = await openAccepted(other);
    await expect(otherTemplate.getByText(`${manager} is editing this`)).toBeVisible();
    await otherTemplate.getByRole('textbox', { name: 'Message' }).fill(theirs);
    // They also add a Tamil version, which the first tab never touched.
    const tamilSubject = `Tamil subject ${uniqueSuffix()}`;
    await fillVersion(otherTemplate, 'Tamil', tamilSubject, 'Tamil message');
    await saveTemplate(other, otherTemplate);

    // Back in the first tab the list is read again: the typed text stays, and the editor is told.
    await returnToTab(page);
    const notice = template.getByRole('alert').filter({ hasText: 'Saved since you opened it' });
    await expect(notice).toContainText(SAVED_BY_ADMIN);
    await expect(notice).toContainText('Your changes are still here and not saved.');
    await expect(message).toHaveValue(mine);
    await expectNoAxeViolations(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await notice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`template-newer-${width}.png`) });
    }

    // Keeping them makes their save the base with the languages changed here over it: English is
    // mine (both changed it), their Tamil version stays, and this save goes over theirs.
    await notice.getByRole('button', { name: 'Keep my changes' }).click();
    await expect(notice).toBeHidden();
    await expect(message).toHaveValue(mine);
    await template.getByRole('tab', { name: 'Tamil' }).click();
    await expect(template.getByRole('textbox', { name: 'Subject' })).toHaveValue(tamilSubject);
    await template.getByRole('tab', { name: 'English' }).click();
    await save.click();
    await expectToast(page, 'Success', 'Accepted template saved');

    // The colleague saves again; without a return to the tab, the API refuses the save (409) and
    // the editor asks. Both changes were stored.
    const otherAgain = await openAccepted(other);
    await expect(otherAgain.getByRole('textbox', { name: 'Message' })).toHaveValue(mine);
    await otherAgain.getByRole('tab', { name: 'Tamil' }).click();
    await expect(otherAgain.getByRole('textbox', { name: 'Subject' })).toHaveValue(tamilSubject);
    await otherAgain.getByRole('tab', { name: 'English' }).click();
    const theirsAgain = `${original}\n\nTheir second version ${uniqueSuffix()}`;
    await otherAgain.getByRole('textbox', { name: 'Message' }).fill(theirsAgain);
    await saveTemplate(other, otherAgain);

    const mineAgain = `${mine} (more)`;
    await message.fill(mineAgain);
    await saveTemplate(page, template, 409);
    const conflict = page.getByRole('dialog', { name: 'Saved since you opened it' });
    await expect(conflict).toContainText(REFUSED_OVER_ADMIN);
    await expect(conflict).toContainText(
      'Keep my changes puts the languages you changed here over the saved version',
    );
    await expect(message).toHaveValue(mineAgain);
    await expectNoAxeViolations(page, 'the conflict dialog', { include: '[role="dialog"]' });
    await page.screenshot({ path: testInfo.outputPath('template-conflict-1280.png') });
    // Reloading theirs drops the draft: nothing is left unsaved, and no notice stays.
    await conflict.getByRole('button', { name: 'Reload the saved version' }).click();
    await expect(conflict).toBeHidden();
    await expect(message).toHaveValue(theirsAgain);
    await expect(template.getByRole('alert')).toHaveCount(0);

    // With nothing unsaved, a later save is simply shown. This one also puts the seed's text back
    // (no Tamil version).
    await fillVersion(otherAgain, 'Tamil', '', '');
    await otherAgain.getByRole('textbox', { name: 'Message' }).fill(original);
    await saveTemplate(other, otherAgain);
    await returnToTab(page);
    await expect(message).toHaveValue(original);
    await expect(template.getByRole('alert')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a save of one’s own in another tab is told as one’s own, not as someone else’s', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN_EMAIL);
  const template = await openAccepted(page);
  const message = template.getByRole('textbox', { name: 'Message' });
  await message.fill(`${await message.inputValue()}\n\nTyped here ${uniqueSuffix()}`);

  // The same account saves the template, unchanged, in another window.
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await signIn(other, ADMIN_EMAIL);
    await saveTemplate(other, await openAccepted(other));
  } finally {
    await context.close();
  }

  await returnToTab(page);
  const notice = template.getByRole('alert').filter({ hasText: 'Saved since you opened it' });
  await expect(notice).toContainText(
    /^Saved since you opened itYou saved the Accepted template at .+ \(Malaysia time\) in another tab or window, after this one was opened\./,
  );
  await notice.getByRole('button', { name: 'Reload the saved version' }).click();
  await expect(notice).toBeHidden();
});
