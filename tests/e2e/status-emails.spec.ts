import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { readOutbox } from '@institute/core/notifications/outbox';
import { dataDir } from '../playwright.config';
import { validApplication } from '../support/applications';
import {
  expectToast,
  loseNextAnswer,
  signIn,
  uniqueEmail,
  uniqueSuffix,
} from './support/admin-session';
import { createStaff } from './support/local-pool';

/*
 * Status e-mails: a status change offers the matching template filled in for the applicant,
 * staff edit it and send it, and it reaches the outbox and the history. The templates are
 * edited and previewed under Applications → E-mail templates.
 */

const outboxDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
  dataDir,
  'outbox',
);

/** Screenshots to look at, under test-results (not compared). */
const SHOTS = process.env.STATUS_EMAIL_SHOTS;

async function signInAsCourseManager(page: Page): Promise<string> {
  const email = uniqueEmail('status-email-manager');
  await createStaff(email, 'course_manager');
  await signIn(page, email);
  return email;
}

async function newApplication(page: Page, overrides: Record<string, unknown> = {}) {
  const name = `Status Mail ${uniqueSuffix()}`;
  const email = uniqueEmail('status-mail');
  const body = validApplication({ full_name: name, email, ...overrides });
  expect((await page.request.post('/api/applications', { data: body })).status()).toBe(201);
  return { id: body.id as string, name, email };
}

test('change a status, send the e-mail and see it in the outbox', async ({ page }) => {
  const manager = await signInAsCourseManager(page);
  const applicant = await newApplication(page, { preferred_contact: 'whatsapp' });
  await page.goto(`/admin/applications/${applicant.id}`);
  await expect(page.getByRole('heading', { level: 2, name: applicant.name })).toBeVisible();
  // The channel the applicant chose is among their answers.
  const personal = page.getByRole('region', { name: 'Personal Information' });
  await expect(personal.getByText('Preferred contact channel')).toBeVisible();
  await expect(personal.getByText('WhatsApp', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  const offer = page.getByRole('region', { name: 'E-mail the applicant' });
  await expect(offer).toContainText(`The Contacted e-mail to ${applicant.email}, in English.`);
  const subject = offer.getByRole('textbox', { name: 'Subject' });
  const message = offer.getByRole('textbox', { name: 'Message' });
  await expect(subject).toHaveValue(/^Your application for Bhakti-shastri at \S/);
  await expect(message).toHaveValue(new RegExp(`^Dear ${applicant.name},`));
  await expect(message).toHaveValue(/\/application-status/);
  // The way the applicant chose, as the confirmation promised it, and the reference to quote.
  await expect(message).toHaveValue(/We will be in touch shortly on WhatsApp;/);
  const reference = applicant.id.replace(/-/g, '').slice(0, 8).toUpperCase();
  await expect(message).toHaveValue(
    new RegExp(`Your reference is ${reference}: please quote it if you contact us\\.`),
  );
  if (SHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await offer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/status-email-offer-${width}.png` });
    }
  }

  // Edited for this applicant only.
  await message.fill(
    `Dear ${applicant.name},\n\nCould we call you on Thursday? <Reply> & tell us.`,
  );
  await offer.getByRole('button', { name: 'Send e-mail' }).click();
  await expectToast(page, 'Success', `E-mail to ${applicant.email} is on its way`);
  await expect(offer).toBeHidden();

  await expect
    .poll(async () => (await readOutbox(outboxDir)).filter((m) => m.to === applicant.email).length)
    .toBe(2); // the confirmation, then the status e-mail
  const sent = (await readOutbox(outboxDir)).find(
    (m) => m.to === applicant.email && m.subject.startsWith('Your application for'),
  )!;
  expect(sent.text).toBe(
    `Dear ${applicant.name},\n\nCould we call you on Thursday? <Reply> & tell us.`,
  );
  expect(sent.html).toContain('Could we call you on Thursday? &lt;Reply&gt; &amp; tell us.');

  // The history names it; once the queue sent it, as sent.
  const history = page.getByRole('region', { name: 'History' });
  await expect(async () => {
    await page.reload();
    // The reloaded history is in (its change of status shows) before the e-mail's entry is read:
    // on a slow page the reload alone can take longer than the second the entry is given.
    await expect(history.getByText(`New → Contacted by ${manager}`)).toBeVisible();
    await expect(
      history.getByText(
        new RegExp(`^Contacted e-mail sent: "Your application for .*" by ${manager}$`),
      ),
    ).toBeVisible({ timeout: 1000 });
  }).toPass();
});

test('an e-mail sent again after its answer was lost on the way reaches the applicant once', async ({
  page,
}) => {
  await signInAsCourseManager(page);
  const applicant = await newApplication(page);
  await page.goto(`/admin/applications/${applicant.id}`);
  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  const offer = page.getByRole('region', { name: 'E-mail the applicant' });
  await expect(offer.getByRole('textbox', { name: 'Subject' })).toHaveValue(/^Your application/);
  // The first send reaches the API, and its answer is lost: the page says it failed.
  const lost = await loseNextAnswer(page, `**/api/admin/applications/${applicant.id}/status-email`);
  await offer.getByRole('button', { name: 'Send e-mail' }).click();
  await expect.poll(lost).toBe(true);
  await expectToast(page, 'Error', /could not be reached|did not answer|network/i);
  await offer.getByRole('button', { name: 'Send e-mail' }).click();
  await expectToast(page, 'Success', `E-mail to ${applicant.email} is on its way`);

  const statusMails = async () =>
    (await readOutbox(outboxDir)).filter(
      (mail) => mail.to === applicant.email && mail.subject.startsWith('Your application for'),
    ).length;
  await expect.poll(statusMails).toBe(1);
  // The history is written as each send is answered: one e-mail in it, not two.
  await page.reload();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('New → Contacted', { exact: false })).toBeVisible();
  await expect(history.getByText(/^Contacted e-mail (queued|sent)/)).toHaveCount(1);
});

test('a skipped e-mail sends nothing', async ({ page }) => {
  await signInAsCourseManager(page);
  const applicant = await newApplication(page);
  await page.goto(`/admin/applications/${applicant.id}`);
  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  const offer = page.getByRole('region', { name: 'E-mail the applicant' });
  await expect(offer.getByRole('textbox', { name: 'Subject' })).toBeVisible();
  await offer.getByRole('button', { name: 'Skip' }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'History' })).not.toContainText('e-mail');
});

test('a skipped e-mail can be written later from the status panel, which says when it went, and the inbox flags it until then', async ({
  page,
}) => {
  await signInAsCourseManager(page);
  const applicant = await newApplication(page);
  await page.goto(`/admin/applications/${applicant.id}`);
  const write = page.getByRole('button', { name: 'E-mail the applicant' });
  // A new application has had its confirmation; no status e-mail is due.
  await expect(page.getByRole('region', { name: 'Status: New' })).toBeVisible();
  await expect(write).toHaveCount(0);

  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  const offer = page.getByRole('region', { name: 'E-mail the applicant' });
  await expect(offer.getByRole('textbox', { name: 'Subject' })).toBeVisible();
  await expect(write).toHaveCount(0);
  await offer.getByRole('button', { name: 'Skip' }).click();
  await expect(offer).toBeHidden();
  const status = page.getByRole('region', { name: 'Status: Contacted' });
  await expect(status).toContainText('The Contacted e-mail has not been sent.');
  await expect(write).toBeFocused();

  // The inbox flags the applicant as still waiting to hear, and leaving the page does not lose it.
  await page.goto(`/admin/applications?q=${encodeURIComponent(applicant.email)}`);
  const row = page.getByRole('row').filter({ hasText: applicant.email });
  await expect(row).toContainText('E-mail not sent');
  await row.getByRole('link', { name: applicant.name }).click();
  await expect(status).toContainText('The Contacted e-mail has not been sent.');
  await write.click();
  await expect(offer.getByRole('textbox', { name: 'Subject' })).toBeFocused();
  await expect(offer.getByRole('textbox', { name: 'Message' })).toHaveValue(
    new RegExp(`^Dear ${applicant.name},`),
  );
  await offer.getByRole('button', { name: 'Send e-mail' }).click();
  await expectToast(page, 'Success', `E-mail to ${applicant.email} is on its way`);
  await expect(offer).toBeHidden();
  await expect(status).toContainText(
    /The Contacted e-mail was (queued|sent) on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\./,
  );
  await expect(page.getByRole('button', { name: 'E-mail again' })).toBeFocused();
  await expect
    .poll(async () => (await readOutbox(outboxDir)).filter((m) => m.to === applicant.email).length)
    .toBe(2); // the confirmation, then the status e-mail
  // Back in the inbox (the list it had loaded before), the flag has gone.
  await page.goBack();
  await expect(row.getByText('Contacted', { exact: true })).toBeVisible();
  await expect(row).not.toContainText('E-mail not sent');

  // The next status starts afresh: the Contacted e-mail does not stand for the decision.
  await page.goForward();
  await page.getByRole('button', { name: 'Accept' }).click();
  const accept = page.getByRole('dialog', { name: `Accept ${applicant.name}?` });
  await expect(accept).toContainText(`You are about to accept ${applicant.name}'s application.`);
  await accept.getByRole('button', { name: `Accept ${applicant.name}` }).click();
  await offer.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('region', { name: 'Status: Accepted' })).toContainText(
    'The Accepted e-mail has not been sent.',
  );
  await expect(write).toBeVisible();

  // Reopened before the applicant heard of the decision: the Contacted e-mail still holds.
  await reopen(page, applicant.name);
  await expect(status).toContainText(/The Contacted e-mail was (queued|sent) on /);

  // Decided again and e-mailed this time, then reopened: the Contacted e-mail is due again, and
  // the panel says it went before the decision's rather than that it never went.
  await waitlist(page, applicant.name);
  await offer.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(offer).toBeHidden();
  await reopen(page, applicant.name);
  await expect(status).toContainText(
    /The Contacted e-mail was sent on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}, before the Waitlisted e-mail\./,
  );
  await expect(page.getByRole('button', { name: 'E-mail again' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Contacted e-mail sent',
  );
});

/** Waitlists the application, checking that the question reads as a sentence. */
async function waitlist(page: Page, name: string) {
  await page.getByRole('button', { name: 'Waitlist', exact: true }).click();
  const ask = page.getByRole('dialog', { name: `Waitlist ${name}?` });
  await expect(ask).toContainText(
    `You are about to put ${name}'s application on the waitlist. It can be reopened`,
  );
  await ask.getByRole('button', { name: `Waitlist ${name}` }).click();
}

async function reopen(page: Page, name: string) {
  await page.getByRole('button', { name: 'Reopen decision' }).click();
  await page
    .getByRole('dialog', { name: `Reopen ${name}'s application?` })
    .getByRole('button', { name: 'Reopen decision' })
    .click();
}

test('a queued e-mail shows as sent once the queue sent it, without a reload, in the language it is in', async ({
  page,
}) => {
  await signInAsCourseManager(page);
  // Tamil preferred, and the Waitlisted template has no Tamil version: English is sent.
  const applicant = await newApplication(page, { preferred_language: 'tamil' });
  await page.goto(`/admin/applications/${applicant.id}`);
  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  const offer = page.getByRole('region', { name: 'E-mail the applicant' });
  await offer.getByRole('button', { name: 'Skip' }).click();
  await waitlist(page, applicant.name);
  await expect(offer).toContainText(`The Waitlisted e-mail to ${applicant.email}, in English.`);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().endsWith(`/applications/${applicant.id}`))
      reads.push(request.url());
  });
  await offer.getByRole('button', { name: 'Send e-mail' }).click();
  const status = page.getByRole('region', { name: 'Status: Waitlisted' });
  await expect(status).toContainText(/The Waitlisted e-mail was sent on /);
  expect(reads.length).toBeGreaterThan(0);
  // Once sent, the page stops reading it again.
  const afterSent = reads.length;
  await page.waitForTimeout(3000);
  expect(reads).toHaveLength(afterSent);

  const sent = (await readOutbox(outboxDir)).find(
    (m) => m.to === applicant.email && m.subject.includes('waitlist'),
  )!;
  expect(sent.html).toContain('<html lang="en">');
});

test('staff edit a template, see a placeholder mistake, and preview the Tamil version with a real application', async ({
  page,
}) => {
  await signInAsCourseManager(page);
  const applicant = await newApplication(page);
  await page.goto('/admin/applications');
  await page.getByRole('link', { name: 'E-mail templates' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'E-mail templates' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Waitlisted' }).click();
  const template = page.getByRole('region', { name: 'Template' });
  await expect(template.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Your application for {course}: on the waitlist',
  );

  await template.getByRole('tab', { name: 'Tamil' }).click();
  const tamilSubject = template.getByRole('textbox', { name: 'Subject' });
  await tamilSubject.fill('{name}, காத்திருப்பு பட்டியல் {kurs}');
  await template.getByRole('textbox', { name: 'Message' }).fill('அன்புள்ள {name},\n\n{course}');
  await template.getByRole('button', { name: 'Save template' }).click();
  await expect(template).toContainText(
    'The subject uses an unknown placeholder: {kurs}. Use {name}, {course}',
  );
  // A pasted subject too long is kept whole and said to be too long, never cut short unsaid.
  const long = `{name}, ${'a'.repeat(240)}`;
  await tamilSubject.fill(long);
  await template.getByRole('button', { name: 'Save template' }).click();
  await expect(tamilSubject).toHaveValue(long);
  await expect(template).toContainText('The subject can be at most 200 characters');
  await tamilSubject.fill('{name}, காத்திருப்பு பட்டியல்');

  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('combobox', { name: 'With the data of' }).click();
  await page.getByRole('option', { name: new RegExp(applicant.name) }).click();
  await preview.getByRole('button', { name: 'Preview Tamil' }).click();
  const rendered = preview.getByLabel('Rendered e-mail');
  await expect(rendered).toContainText(`${applicant.name}, காத்திருப்பு பட்டியல்`);
  await expect(rendered).toContainText(`அன்புள்ள ${applicant.name},`);
  await expect(rendered).toContainText('Bhakti-shastri');

  await template.getByRole('button', { name: 'Save template' }).click();
  await expectToast(page, 'Success', 'Waitlisted template saved');
  // Usable on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  if (SHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/status-templates-${width}.png` });
    }
  }
  // Back to no Tamil version, so other runs start from the seed's state.
  await template.getByRole('tab', { name: 'Tamil' }).click();
  await template.getByRole('textbox', { name: 'Subject' }).fill('');
  await template.getByRole('textbox', { name: 'Message' }).fill('');
  await template.getByRole('button', { name: 'Save template' }).click();
  await expectToast(page, 'Success', 'Waitlisted template saved');
});
