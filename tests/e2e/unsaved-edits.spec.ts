import { expect, test, type Locator, type Page } from '@playwright/test';
import { SEED_APPLICATIONS } from '../../infra/local/seed-applications';
import { seedId } from '../../infra/local/seed-id';
import { validApplication } from '../support/applications';
import { ENTITIES, isApi, remove, type EntityCase } from './support/admin-entities';
import { expectToast, signIn, uniqueEmail, uniqueSuffix } from './support/admin-session';

/*
 * Edits are never thrown away silently: an add/edit dialog asks before Back or a reload loses
 * them, and an e-mail template, an application's internal notes and its unsent status e-mail ask
 * before a switch or a link does.
 * Nothing here is saved but one course, deleted again, so the seed's data stays as it was.
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
  // The list itself, not the header's title (the application's page has it too): until the list
  // is drawn the application's page, and its question, may still be there for the next step.
  await expect(page.getByRole('table', { name: 'Applications' })).toBeVisible();
}

/**
 * From the dashboard through the phone's menu (a step inside the app, so Back stays in it too) to
 * the entity's list, and its Add dialog.
 */
async function addFromMenu(page: Page, entity: EntityCase) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: entity.section, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${entity.path}$`));
  await page.getByRole('button', { name: `Add ${entity.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${entity.title}` });
  return { dialog, name: dialog.getByRole('textbox', { name: entity.nameField, exact: true }) };
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('Back or a reload with an edited add dialog asks first, and staying keeps it; with nothing typed Back just leaves', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  for (const entity of ENTITIES) {
    await addFromMenu(page, entity);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Admin Dashboard', { exact: true })).toBeVisible();
    await expect(leave).toHaveCount(0);

    const { dialog, name } = await addFromMenu(page, entity);
    const typed = `Typed, not saved ${uniqueSuffix()}`;
    await name.fill(typed);
    await page.goBack();
    await expect(leave).toContainText(
      `Your changes to this ${entity.singular} have not been saved.`,
    );
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(new RegExp(`${entity.path}$`));
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue(typed);

    // A reload gets the browser's own question; staying keeps the dialog as it was.
    const question = page.waitForEvent('dialog');
    // Not page.reload(): it would wait for a load that staying never brings.
    await page.evaluate(() => setTimeout(() => location.reload()));
    const asked = await question;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    await expect(name).toHaveValue(typed);

    await page.goBack();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  }
});

test('while a save is under way the dialog cannot be discarded: the record it sends is created', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/courses');
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/admin/courses', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const title = `Slow Course ${uniqueSuffix()}`;
  await page.getByRole('button', { name: 'Add Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Course' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  // A draft: the public pages other tests look at never show it.
  await dialog.getByRole('switch', { name: 'Published' }).uncheck();
  const sent = isApi(page, '/api/admin/courses', 'POST');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await sent;

  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toHaveCount(0);
  await expect(dialog).toBeVisible();

  answer();
  await expectToast(page, 'Success', 'Course created successfully');
  await expect(dialog).toBeHidden();
  await remove(page, ENTITIES[1]!, title);
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
