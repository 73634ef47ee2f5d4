import { expect, test, type Locator, type Page } from '@playwright/test';
import { readOutbox } from '@institute/core/notifications/outbox';
import { validApplication } from '../support/applications';
import {
  expectToast,
  markContacted,
  signIn,
  uniqueEmail,
  uniqueSuffix,
} from './support/admin-session';
import { createStaff } from './support/local-pool';
import { outboxDir } from './support/outbox';
import { axeViolations, waitForAnimations } from './support/axe';

/*
 * Bulk status changes in the inbox: select several applications, change them together, then
 * send the status e-mail to some and skip the others. Duplicates, and applicants who have not
 * had their status e-mail, are marked in the list.
 */

const SHOTS = process.env.INTAKE_SHOTS;

/** With INTAKE_SHOTS set: `name` at a phone's and a laptop's width, `target` in view. */
async function shoot(page: Page, name: string, target?: Locator) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The admin menu slides away at phone width; shoot once it has.
    await waitForAnimations(page);
    await target?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('select several applications, change their status together and e-mail some of them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const batch = `Bulkbatch${uniqueSuffix()}`;
  const applicants = ['Ananda', 'Bhakti', 'Chaitanya'].map((first) => ({
    name: `${first} ${batch}`,
    email: uniqueEmail(`bulk-${first.toLowerCase()}`),
  }));
  for (const applicant of applicants) {
    const body = validApplication({ full_name: applicant.name, email: applicant.email });
    expect((await page.request.post('/api/applications', { data: body })).status()).toBe(201);
  }
  // The same person again, under the same e-mail: marked as a possible duplicate.
  const again = validApplication({ full_name: `Again ${batch}`, email: applicants[0]!.email });
  expect((await page.request.post('/api/applications', { data: again })).status()).toBe(201);

  const manager = uniqueEmail('bulk-manager');
  await createStaff(manager, 'course_manager');
  await signIn(page, manager);
  await page.goto(`/admin/applications?q=${batch.toLowerCase()}`);
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(table.getByRole('row')).toHaveCount(5); // the header and four applications
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(row(`Again ${batch}`).getByText('Possible duplicate')).toBeVisible();
  await expect(row(applicants[0]!.name).getByText('Possible duplicate')).toBeVisible();
  await expect(row(applicants[1]!.name).getByText('Possible duplicate')).toHaveCount(0);

  // Everything on the page, then one taken out again.
  await table.getByRole('checkbox', { name: 'Select every application shown' }).check();
  await table.getByRole('checkbox', { name: `Select Again ${batch}` }).uncheck();
  const bar = page.getByRole('region', { name: 'Change the selected applications' });
  await expect(bar).toContainText('3 applications selected');
  await bar.getByRole('combobox', { name: 'Change status to' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await shoot(page, 'bulk-bar');
  await bar.getByRole('button', { name: 'Change status' }).click();
  await expectToast(page, 'Success', '3 applications changed to Contacted');
  await expect(bar).toBeHidden();
  for (const applicant of applicants) {
    await expect(row(applicant.name).getByText('Contacted')).toBeVisible();
    await expect(row(applicant.name).getByText('E-mail not sent')).toBeVisible();
  }
  await expect(row(`Again ${batch}`).getByText('New', { exact: true })).toBeVisible();
  await expect(row(`Again ${batch}`).getByText('E-mail not sent')).toHaveCount(0);

  // One e-mail each, in a list: skip one, send the others.
  const emails = page.getByRole('region', { name: 'E-mail the applicants' });
  const item = (name: string) => emails.getByRole('listitem', { name: `E-mail to ${name}` });
  for (const applicant of applicants) {
    await expect(item(applicant.name)).toContainText('Your application for Bhakti-shastri');
  }
  await item(applicants[1]!.name)
    .getByRole('button', { name: `Skip the e-mail to ${applicants[1]!.name}` })
    .click();
  await expect(item(applicants[1]!.name)).toContainText('Skipped');
  await shoot(page, 'bulk-emails', emails);
  await emails.getByRole('button', { name: 'Send 2 e-mails' }).click();
  await expectToast(page, 'Success', '2 e-mails on the way');
  await expect(item(applicants[0]!.name)).toContainText('Sent');
  await expect(item(applicants[2]!.name)).toContainText('Sent');
  // Nothing is left to send: only Close, and the Sent and Skipped badges are readable.
  await expect(emails.getByRole('button', { name: /^Send/ })).toHaveCount(0);
  await expect(emails.getByRole('button', { name: 'Close' })).toBeVisible();
  const panel = `section[aria-labelledby="${await emails.getAttribute('aria-labelledby')}"]`;
  expect(
    (await axeViolations(page, panel)).map((violation) => violation.id),
    'axe violations in the bulk e-mail panel',
  ).toEqual([]);
  // The rows above follow: only the one skipped is still waiting to hear.
  await expect(row(applicants[0]!.name).getByText('E-mail not sent')).toHaveCount(0);
  await expect(row(applicants[2]!.name).getByText('E-mail not sent')).toHaveCount(0);
  await expect(row(applicants[1]!.name).getByText('E-mail not sent')).toBeVisible();

  const statusMails = async () =>
    (await readOutbox(outboxDir))
      .filter((mail) => mail.subject.startsWith('Your application for'))
      .map((mail) => mail.to);
  await expect
    .poll(async () => (await statusMails()).filter((to) => applicants.some((a) => a.email === to)))
    .toEqual(expect.arrayContaining([applicants[0]!.email, applicants[2]!.email]));
  expect(await statusMails()).not.toContain(applicants[1]!.email);

  // Each application's history has its own change and e-mail.
  await row(applicants[0]!.name).getByRole('link', { name: applicants[0]!.name }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('New → Contacted');
  await expect(page.getByRole('alert').filter({ hasText: 'Possible duplicate' })).toContainText(
    `Again ${batch} (same e-mail`,
  );
});

test('an e-mail left without its message holds back the whole send until it is filled in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const batch = `Bulkcheck${uniqueSuffix()}`;
  const applicants = ['Arjun', 'Bhima'].map((first) => ({
    name: `${first} ${batch}`,
    email: uniqueEmail(`bulk-check-${first.toLowerCase()}`),
  }));
  for (const applicant of applicants) {
    const body = validApplication({ full_name: applicant.name, email: applicant.email });
    expect((await page.request.post('/api/applications', { data: body })).status()).toBe(201);
  }
  await signIn(page);
  await page.goto(`/admin/applications?q=${batch.toLowerCase()}`);
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await table.getByRole('checkbox', { name: 'Select every application shown' }).check();
  const bar = page.getByRole('region', { name: 'Change the selected applications' });
  await bar.getByRole('combobox', { name: 'Change status to' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await bar.getByRole('button', { name: 'Change status' }).click();
  await expectToast(page, 'Success', '2 applications changed to Contacted');

  // Every e-mail the page asks the API to send.
  const sends: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname.endsWith('/status-email'))
      sends.push(url.pathname);
  });
  // As most people see it: the editor slides open and shut.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const emails = page.getByRole('region', { name: 'E-mail the applicants' });
  const arjun = emails.getByRole('listitem', { name: `E-mail to ${applicants[0]!.name}` });
  await expect(arjun).toContainText('Your application for');
  await arjun.getByRole('button', { name: 'Edit' }).click();
  const message = arjun.getByRole('textbox', { name: 'Message' });
  const written = await message.inputValue();
  await message.fill('');
  // Closed with its mistake: the button says so, and the row still says what is wrong.
  await arjun.getByRole('button', { name: 'Done editing' }).click();
  await expect(arjun.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(arjun).toContainText('Enter the message');

  await emails.getByRole('button', { name: 'Send 2 e-mails' }).click();
  await expect(message).toBeFocused();
  await expect(message).toHaveAccessibleDescription('Enter the message');
  await expect(arjun.getByRole('button', { name: 'Done editing' })).toBeVisible();
  await shoot(page, 'bulk-mistake', message);
  expect(sends, 'no e-mail is sent while one has a mistake').toEqual([]);
  await expect(emails.getByText('Sent', { exact: true })).toHaveCount(0);

  // Filled in again, nothing else lost: both go, Arjun's with the words added.
  await message.fill(`${written}\n\nWe will call you this week.`);
  await expect(message).not.toHaveAttribute('aria-invalid', 'true');
  await emails.getByRole('button', { name: 'Send 2 e-mails' }).click();
  await expectToast(page, 'Success', '2 e-mails on the way');
  expect(sends).toHaveLength(2);
  await expect
    .poll(async () =>
      (await readOutbox(outboxDir))
        .filter((mail) => mail.to === applicants[0]!.email && mail.subject.startsWith('Your'))
        .map((mail) => mail.text.includes('We will call you this week.')),
    )
    .toEqual([true]);
});

test('on a phone the bar offers only the moves the selection allows, and ticking a row moves no row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const batch = `Bulkmoves${uniqueSuffix()}`;
  const names = ['Damodara', 'Ekadasi'].map((first) => `${first} ${batch}`);
  const ids: string[] = [];
  for (const name of names) {
    const body = validApplication({ full_name: name, email: uniqueEmail('bulk-moves') });
    expect((await page.request.post('/api/applications', { data: body })).status()).toBe(201);
    ids.push(body.id as string);
  }
  await signIn(page);
  await page.goto(`/admin/applications?q=${batch.toLowerCase()}`);
  const table = page.getByRole('table', { name: 'Applications' });
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(table.getByRole('row')).toHaveCount(3);

  // Where the row stands on the page (not the screen, which may scroll to the checkbox).
  const second = row(names[1]!);
  const pageTop = () => second.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const before = await pageTop();
  await table.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
  const bar = page.getByRole('region', { name: 'Change the selected applications' });
  await expect(bar).toBeVisible();
  expect(await pageTop()).toBe(before);

  // Two New applications can only become Contacted.
  await table.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
  await bar.getByRole('combobox', { name: 'Change status to' }).click();
  await expect(page.getByRole('option', { name: 'Contacted' })).not.toHaveAttribute(
    'data-combobox-disabled',
  );
  await expect(page.getByRole('option', { name: 'Waitlisted (0 of 2)' })).toHaveAttribute(
    'data-combobox-disabled',
  );
  await page.keyboard.press('Escape');

  // One of them Contacted: one of the two may be waitlisted, and the question says which.
  await markContacted(page, names[0]!);
  await expect(row(names[0]!).getByText('Contacted', { exact: true })).toBeVisible();
  await table.getByRole('checkbox', { name: 'Select every application shown' }).check();
  await bar.getByRole('combobox', { name: 'Change status to' }).click();
  await page.getByRole('option', { name: 'Waitlisted (1 of 2)' }).click();
  await bar.getByRole('button', { name: 'Change status' }).click();
  const ask = page.getByRole('dialog', { name: 'Change 2 applications to Waitlisted?' });
  await expect(ask).toContainText(
    `${names[1]} stays as before: A New application can only become Contacted, not Waitlisted.`,
  );
  await ask.getByRole('button', { name: 'Change 1 of 2' }).click();
  await expectToast(page, 'Success', '1 application changed to Waitlisted');
  await expect(row(names[0]!).getByText('Waitlisted')).toBeVisible();
  await expect(row(names[1]!).getByText('New', { exact: true })).toBeVisible();
});

test('on a phone, the outcome of a change made far down the list comes into view with the focus', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const batch = `Bulkoutcome${uniqueSuffix()}`;
  const ravi = `Ravi ${batch}`;
  const daniel = `Daniel ${batch}`;
  // Newest first: the two to change, made first, list under four more.
  for (const first of ['Ravi', 'Daniel', 'Gopal', 'Hari', 'Indira', 'Jaya']) {
    const body = validApplication({
      full_name: `${first} ${batch}`,
      email: uniqueEmail('bulk-outcome'),
    });
    expect((await page.request.post('/api/applications', { data: body })).status()).toBe(201);
  }
  await signIn(page);
  await page.goto(`/admin/applications?q=${batch.toLowerCase()}`);
  const table = page.getByRole('table', { name: 'Applications' });
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(table.getByRole('row')).toHaveCount(7);
  // Daniel may be declined once contacted; Ravi, still New, may not.
  await markContacted(page, daniel);
  await expect(row(daniel).getByText('Contacted', { exact: true })).toBeVisible();

  // Scrolled down to the last two rows, as on a phone.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await table.getByRole('checkbox', { name: `Select ${ravi}` }).check();
  await table.getByRole('checkbox', { name: `Select ${daniel}` }).check();
  const bar = page.getByRole('region', { name: 'Change the selected applications' });
  await bar.getByRole('combobox', { name: 'Change status to' }).click();
  await page.getByRole('option', { name: 'Declined (1 of 2)' }).click();
  await bar.getByRole('button', { name: 'Change status' }).click();
  const ask = page.getByRole('dialog', { name: 'Change 2 applications to Declined?' });
  await ask.getByRole('button', { name: 'Change 1 of 2' }).click();
  await expectToast(page, 'Success', '1 application changed to Declined');

  // What did not change and the e-mail to send are on the screen, under the fixed header.
  const notice = page.getByRole('alert').filter({ hasText: '1 not changed' });
  const emails = page.getByRole('region', { name: 'E-mail the applicants' });
  await expect(notice).toContainText(`${ravi}: A New application can only become Contacted`);
  const box = async () => (await notice.boundingBox())!;
  await expect
    .poll(
      async () => (await box()).y,
      'the not-changed notice is below the header, not above the screen',
    )
    .toBeGreaterThanOrEqual(64);
  const { y, height } = await box();
  expect(y + height, 'the not-changed notice ends on the screen').toBeLessThanOrEqual(844);
  await expect(emails.getByRole('heading', { name: 'E-mail the applicants' })).toBeInViewport();
  await expect(emails.getByRole('button', { name: 'Send 1 e-mail' })).toBeInViewport();
  // The focus is on the outcome (the bar that had it is gone), which says what happened.
  const outcome = page.getByRole('region', {
    name: '1 application changed to Declined, 1 not changed',
  });
  await expect(outcome).toBeFocused();
  await expect(outcome).toContainText('E-mail the applicants');
  await shoot(page, 'bulk-outcome');
  await expect(row(daniel).getByText('Declined', { exact: true })).toBeVisible();
  await expect(row(ravi).getByText('New', { exact: true })).toBeVisible();
});

test('a second bulk change offers its own e-mails, and closing an outcome hands the focus to the list', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const batch = `Bulkagain${uniqueSuffix()}`;
  const [ravi, daniel] = ['Ravi', 'Daniel'].map((first) => `${first} ${batch}`) as [string, string];
  for (const name of [ravi, daniel]) {
    const body = validApplication({ full_name: name, email: uniqueEmail('bulk-again') });
    expect((await page.request.post('/api/applications', { data: body })).status()).toBe(201);
  }
  await signIn(page);
  await page.goto(`/admin/applications?q=${batch.toLowerCase()}`);
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const bar = page.getByRole('region', { name: 'Change the selected applications' });
  const changeBoth = async (status: string) => {
    await table.getByRole('checkbox', { name: 'Select every application shown' }).check();
    await bar.getByRole('combobox', { name: 'Change status to' }).click();
    await page.getByRole('option', { name: status }).click();
    await bar.getByRole('button', { name: 'Change status' }).click();
  };
  const emails = page.getByRole('region', { name: 'E-mail the applicants' });
  const item = (name: string) => emails.getByRole('listitem', { name: `E-mail to ${name}` });

  // Contacted: Ravi's e-mail edited and Daniel's skipped, and neither sent yet.
  await changeBoth('Contacted');
  await expectToast(page, 'Success', '2 applications changed to Contacted');
  await item(ravi).getByRole('button', { name: 'Edit' }).click();
  await item(ravi).getByRole('textbox', { name: 'Subject' }).fill('Written for the first contact');
  await item(daniel)
    .getByRole('button', { name: `Skip the e-mail to ${daniel}` })
    .click();
  await expect(item(daniel)).toContainText('Skipped');

  // Then both are waitlisted: each is offered the waitlist e-mail, not the edit or the skip.
  await changeBoth('Waitlisted');
  await page
    .getByRole('dialog', { name: 'Change 2 applications to Waitlisted?' })
    .getByRole('button', { name: 'Change 2 applications' })
    .click();
  await expectToast(page, 'Success', '2 applications changed to Waitlisted');
  for (const name of [ravi, daniel]) {
    await expect(item(name)).toContainText('Your application for Bhakti-shastri: on the waitlist');
    await expect(
      item(name).getByRole('button', { name: `Skip the e-mail to ${name}` }),
    ).toBeVisible();
  }
  await expect(emails).not.toContainText('Written for the first contact');
  await expect(emails.getByRole('button', { name: 'Send 2 e-mails' })).toBeEnabled();

  // Skipping the rest closes the outcome; the focus goes to the list, not to the page.
  await emails.getByRole('button', { name: 'Skip the rest' }).click();
  await expect(emails).toBeHidden();
  await expect(page.getByText('Showing 2 applications')).toBeFocused();
});
