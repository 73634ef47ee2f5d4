import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { readOutbox } from '@institute/core/notifications/outbox';
import { dataDir } from '../playwright.config';
import { APPLICANT, confirmation as confirmationScreen, fillToLastStep } from './support/wizard';

// The stack under test writes its e-mail to the outbox in its data folder (relative to the repo).
const outboxDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
  dataDir,
  'outbox',
);

test('a completed enrolment e-mails the institute and the applicant (the local outbox)', async ({
  page,
}) => {
  // A fresh address, so this run's messages are told apart from earlier submissions.
  const email = `outbox-${Date.now()}@example.com`;
  await page.goto('/enroll');
  await fillToLastStep(page, { ...APPLICANT, email });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(confirmationScreen(page)).toBeVisible();

  // The 201 came once the e-mails were queued; the stack's queue worker writes them just after.
  const ours = async () =>
    (await readOutbox(outboxDir)).filter(
      (message) => message.to === email || message.replyTo === email,
    );
  await expect.poll(async () => (await ours()).length, { timeout: 10_000 }).toBe(2);
  const messages = await ours();
  const confirmation = messages.find((message) => message.to === email)!;
  expect(confirmation.subject).toMatch(/^Thank you for applying to \S/);
  expect(confirmation.text).toContain(`Dear ${APPLICANT.fullName},`);
  // The institute's copy goes to its contact address; replies reach the applicant.
  const institute = messages.find((message) => message.replyTo === email)!;
  expect(institute.to).toMatch(/^[^@\s]+@[^@\s]+$/);
  expect(institute.to).toBe(confirmation.replyTo);
  expect(institute.subject).toBe(`New application: ${APPLICANT.fullName} (Bhakti-shastri)`);
  expect(institute.text).toContain(`Email address: ${email}`);
});
