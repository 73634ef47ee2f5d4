import { expect, test, type Locator, type Page } from '@playwright/test';
import { SEED_APPLICATIONS } from '../../infra/local/seed-applications';
import { seedId } from '../../infra/local/seed-id';
import { validApplication } from '../support/applications';
import { signIn, uniqueEmail, uniqueSuffix } from './support/admin-session';

/*
 * Edits are never thrown away silently outside the dialogs and Settings either: an e-mail
 * template, an application's internal notes and its unsent status e-mail ask before a switch or
 * a link loses them.
 * Nothing here is saved, so the seed's data stays as it was.
 */

const EDIT = '\n\nP.S. A draft line nobody saved.';

async function openTemplates(page: Page) {
  await page.goto('/admin/applications/templates');
  const template = page.getByRole('region', { name: 'Template' });
  const message = template.getByRole('textbox', { name: 'Message' });
  await expect(message).not.toHaveValue('');
  return { status: page.getByRole('combobox', { name: 'Status' }), message };
}

/**
 * "Back to Applications" from an application with an unsaved edit in `field`: the question names
 * `what`, "Stay on this page" keeps the edit, and "Leave without saving" then leaves.
 */
async function leaveApplication(page: Page, what: string, field: Locator) {
  const edited = await field.inputValue();
  const back = page.getByRole('link', { name: 'Back to Applications' });
  await back.click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText(`Your changes to ${what} have not been saved.`);
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/admin\/applications\/[\w-]+$/);
  await expect(field).toHaveValue(edited);

  await back.click();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('switching the template status with an edit asks, and "Keep editing" keeps it', async ({
  page,
}) => {
  const { status, message } = await openTemplates(page);
  await expect(status).toHaveValue('Contacted');
  const original = await message.inputValue();
  await message.fill(original + EDIT);

  await status.click();
  await page.getByRole('option', { name: 'Accepted' }).click();
  const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(ask).toContainText('Your changes to the Contacted template have not been saved.');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(status).toHaveValue('Contacted');
  await expect(message).toHaveValue(original + EDIT);

  await status.click();
  await page.getByRole('option', { name: 'Accepted' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(status).toHaveValue('Accepted');
  await expect(message).not.toHaveValue(original + EDIT);

  // Nothing edited: the switch back needs no question.
  await status.click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await expect(message).toHaveValue(original);
  await expect(ask).toHaveCount(0);
});

test('leaving the templates page with an edit asks first, in the app and on closing the tab', async ({
  page,
}) => {
  const { message } = await openTemplates(page);
  const original = await message.inputValue();
  await message.fill(original + EDIT);

  await page.getByRole('link', { name: 'Back to Applications' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText('Your changes to the Contacted template have not been saved.');
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/admin\/applications\/templates$/);
  await expect(message).toHaveValue(original + EDIT);

  // Closing the tab gets the browser's own question.
  const question = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await question;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('leaving an application with an unsaved note asks, and "Leave without saving" leaves', async ({
  page,
}) => {
  const seeded = SEED_APPLICATIONS[0]!;
  await page.goto(`/admin/applications/${seedId('institute-seed-application', seeded.email)}`);
  const notes = page.getByRole('textbox', { name: 'Notes' });
  await expect(notes).toBeVisible();
  const original = await notes.inputValue();
  await notes.fill(`${original} Called, no answer yet.`.trim());
  await leaveApplication(page, 'the internal notes', notes);

  // Not saved: the application still has its note as before.
  await page.goBack();
  await expect(notes).toHaveValue(original);
});

test('a note being typed survives a status change made meanwhile on the same page', async ({
  page,
  request,
}) => {
  const application = validApplication({ full_name: `Note Keeper ${uniqueSuffix()}` });
  expect((await request.post('/api/applications', { data: application })).status()).toBe(201);
  await page.goto(`/admin/applications/${application.id as string}`);
  const notes = page.getByRole('textbox', { name: 'Notes' });
  await notes.fill('Prefers a call after 6 pm.');
  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Contacted' })).toBeVisible();
  await expect(notes).toHaveValue('Prefers a call after 6 pm.');
});

test('leaving an application with an edited, unsent status e-mail asks first', async ({ page }) => {
  const name = `Unsent Mail ${uniqueSuffix()}`;
  const application = validApplication({ full_name: name, email: uniqueEmail('unsent-mail') });
  expect((await page.request.post('/api/applications', { data: application })).status()).toBe(201);
  await page.goto(`/admin/applications/${application.id as string}`);
  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  const offer = page.getByRole('region', { name: 'E-mail the applicant' });
  const message = offer.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveValue(new RegExp(`^Dear ${name},`));

  await message.fill((await message.inputValue()) + EDIT);
  await leaveApplication(page, 'the Contacted e-mail', message);

  // Not sent: the applicant's page still says so.
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Status: Contacted' })).toContainText(
    'The Contacted e-mail has not been sent.',
  );
});
