import { expect, test, type Locator, type Page } from '@playwright/test';
import { readOutbox } from '@institute/core/notifications/outbox';
import { validApplication } from '../support/applications';
import { expectToast, signIn, uniqueEmail, uniqueSuffix } from './support/admin-session';
import { outboxDir } from './support/outbox';

/*
 * The "E-mail the applicant" panel on a phone: the text is already filled in for the applicant,
 * so a placeholder left in it or a blank subject is refused by the API's own schema under its
 * field, before anything is sent. The field with the mistake takes the focus, its message in
 * view, and the text stays as typed.
 */

// A phone with its keyboard open: the panel is taller than what shows of the page.
test.use({ viewport: { width: 390, height: 520 } });

const LEFT_IN =
  'has a placeholder left in it: {bogus}. This e-mail is already filled in for the applicant, so write the words themselves.';

/** The applicant's e-mails in the outbox: their confirmation, then any status e-mail. */
const mailTo = async (email: string) =>
  (await readOutbox(outboxDir)).filter((message) => message.to === email).length;

/** Whether the whole of it shows: below the admin header (which stays on top), above the bottom. */
async function inSight(page: Page, target: Locator): Promise<boolean> {
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = await target.boundingBox();
  const bottom = page.viewportSize()!.height;
  return box !== null && box.y >= header.y + header.height && box.y + box.height <= bottom;
}

async function contactedApplicant(page: Page) {
  const name = `Mail Check ${uniqueSuffix()}`;
  const email = uniqueEmail('mail-check');
  const body = validApplication({ full_name: name, email });
  expect((await page.request.post('/api/applications', { data: body })).status()).toBe(201);
  await expect.poll(() => mailTo(email)).toBe(1);
  await page.goto(`/admin/applications/${String(body.id)}`);
  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  return { email, name };
}

test('a placeholder left in the e-mail or a blank subject is refused on its field, and nothing is sent', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com');
  const applicant = await contactedApplicant(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/status-email$/.test(request.url()))
      sent.push(request.url());
  });
  const offer = page.getByRole('region', { name: 'E-mail the applicant' });
  const subject = offer.getByRole('textbox', { name: 'Subject' });
  const message = offer.getByRole('textbox', { name: 'Message' });
  const sendButton = offer.getByRole('button', { name: 'Send e-mail' });
  await expect(message).toHaveValue(new RegExp(`^Dear ${applicant.name},`));
  const letter = await message.inputValue();

  /** Presses Send from the bottom of the panel, where the subject is out of sight. */
  const pressSend = async () => {
    await sendButton.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    expect(await inSight(page, subject)).toBe(false);
    await sendButton.click();
  };

  // A placeholder staff typed: nothing fills it any more, the applicant would read it as typed.
  await subject.fill('Your application: {bogus}');
  await pressSend();
  const subjectError = offer.getByText(`The subject ${LEFT_IN}`);
  await expect(subject).toBeFocused();
  await expect.poll(() => inSight(page, subjectError)).toBe(true);
  expect(await inSight(page, subject)).toBe(true);
  await expect(subject).toHaveValue('Your application: {bogus}');

  // In the message, the message takes the focus.
  await subject.fill('Your application');
  await expect(subjectError).toBeHidden();
  const typed = `Dear ${applicant.name},\n\nPlease see {bogus}.`;
  await message.fill(typed);
  await sendButton.click();
  await expect(message).toBeFocused();
  await expect.poll(() => inSight(page, offer.getByText(`The message ${LEFT_IN}`))).toBe(true);
  await expect(message).toHaveValue(typed);

  // A blank subject is refused in the form first, not by the API.
  await message.fill(letter);
  await subject.fill('');
  await pressSend();
  await expect(subject).toBeFocused();
  await expect
    .poll(() => inSight(page, offer.getByText('Enter a subject', { exact: true })))
    .toBe(true);

  // Nothing was sent: no request, no history entry, nothing more in the outbox.
  expect(sent).toEqual([]);
  await expect(page.getByRole('region', { name: 'History' })).not.toContainText('e-mail');
  expect(await mailTo(applicant.email)).toBe(1);

  // Mended, it goes.
  await subject.fill('Your application');
  await sendButton.click();
  await expectToast(page, 'Success', `E-mail to ${applicant.email} is on its way`);
  expect(sent).toHaveLength(1);
  await expect.poll(() => mailTo(applicant.email)).toBe(2);
});
