import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { readOutbox } from '@institute/core/notifications/outbox';
import { validApplication } from '../support/applications';
import { dataDir } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';

// The stack under test writes its e-mail to the outbox in its data folder (relative to the repo).
const outboxDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
  dataDir,
  'outbox',
);

/** The code of the newest code e-mail to the address, once it is in the outbox. */
async function codeFor(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [newest] = (await readOutbox(outboxDir)).filter(
        (message) => message.to === email && message.subject.startsWith('Your code'),
      );
      code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function askForCode(page: Page, email: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If we have applications for this address, we have sent a code to it. The code works for 10 minutes.',
  );
}

/** An application to a course made with the address. */
async function applyWith(page: Page, email: string) {
  const response = await page.request.post('/api/applications', {
    data: validApplication({ email }),
  });
  expect(response.status()).toBe(201);
}

test.describe('application status without an account', () => {
  test('an applicant asks for a code, reads it from the e-mail and sees their application', async ({
    page,
  }) => {
    // Three axe runs and the code request's answer floor: more than the default time on a busy machine.
    test.setTimeout(120_000);
    const email = `status-${Date.now()}@example.com`;
    const application = validApplication({ email });
    expect((await page.request.post('/api/applications', { data: application })).status()).toBe(
      201,
    );
    const reference = String(application.id).replace(/-/g, '').slice(0, 8).toUpperCase();

    // The footer leads to the page, which is prerendered like the other public pages.
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Application Status' })
      .click();
    await expect(page).toHaveURL(/\/application-status$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Application Status' })).toBeVisible();
    await expectNoAxeViolations(page, '/application-status (address)');

    // A malformed address is refused by the form with the field's own message.
    await page.getByLabel('Email Address').fill('not-an-address');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await askForCode(page, email);
    // The button pressed is gone; the focus moves on to the next thing to fill in.
    await expect(page.getByLabel('Code from the e-mail')).toBeFocused();
    const code = await codeFor(email);
    await expectNoAxeViolations(page, '/application-status (code)');

    // A wrong code says so, with the tries left.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Code from the e-mail').fill(wrong);
    await page.getByRole('button', { name: 'Show my applications' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      'That code is not right. Check the newest e-mail from us; you have 4 tries left.',
    );
    // Styled as an alert (its stylesheet loads with the page), not plain text.
    expect(await alert.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    // The busy button let go of the focus; it has it back, so Tab goes on from here.
    await expect(page.getByRole('button', { name: 'Show my applications' })).toBeFocused();

    // As copied from the plain-text e-mail: the line's indent and the space between the groups.
    await page.getByLabel('Code from the e-mail').fill(`    ${code.slice(0, 3)} ${code.slice(3)} `);
    await page.getByRole('button', { name: 'Show my applications' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Bhakti-shastri' });
    await expect(card).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your applications' })).toBeFocused();
    await expect(card).toContainText('Received – we will be in touch');
    await expect(card).toContainText(`Reference ${reference}`);
    // Applied "today", in Malaysia time.
    await expect(card.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    // Where to ask about their data, beside it.
    await expect(page.getByRole('link', { name: 'how we use your data' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expectNoAxeViolations(page, '/application-status (applications)');
  });

  test('an address without applications is told the same, and a code it never got does not work', async ({
    page,
  }) => {
    const email = `nobody-${Date.now()}@example.com`;
    await page.goto('/application-status');
    await askForCode(page, email);
    await page.getByLabel('Code from the e-mail').fill('123456');
    await page.getByRole('button', { name: 'Show my applications' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right.');
    // Once the code is edited, the server's answer about the old one is gone: one message only.
    await page.getByLabel('Code from the e-mail').fill('12');
    await expect(page.getByText('Enter the 6-digit code from the e-mail')).toBeVisible();
    await expect(page.getByText('That code is not right.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Use another address' }).click();
    await expect(page.getByLabel('Email Address')).toBeFocused();
    const sent = (await readOutbox(outboxDir)).filter((message) => message.to === email);
    expect(sent).toEqual([]);
  });

  test('at the address’s hourly limit the newest code can still be entered', async ({ page }) => {
    test.setTimeout(90_000);
    const email = `limit-${Date.now()}@example.com`;
    await applyWith(page, email);
    await page.goto('/application-status');
    for (let sent = 0; sent < 3; sent += 1) {
      await askForCode(page, email);
      await page.getByRole('button', { name: 'Use another address' }).click();
    }
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByRole('status')).toHaveText(
      /^Codes for this address were asked for 3 times in the last hour, the most we send\. Use the newest code, or try again in \d+ minutes?\.$/,
    );
    await expect(page.getByLabel('Code from the e-mail')).toBeFocused();
    await page.getByLabel('Code from the e-mail').fill(await codeFor(email));
    await page.getByRole('button', { name: 'Show my applications' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Bhakti-shastri' })).toBeVisible();
  });

  test('a reload shows the applications again without a new code, until the code expires', async ({
    page,
  }) => {
    const email = `reload-${Date.now()}@example.com`;
    await applyWith(page, email);
    await page.goto('/application-status');
    await askForCode(page, email);
    // A reload while the code is on its way returns to the code's field, not the address's.
    await page.reload();
    await expect(page.getByRole('status')).toHaveText(
      'If we have applications for this address, we have sent a code to it. The code works for 10 minutes.',
    );
    await expect(page.getByLabel('Code from the e-mail')).toHaveAccessibleDescription(
      `Sent to ${email} if it has applications with us.`,
    );
    await expect(page.getByLabel('Code from the e-mail')).not.toBeFocused();
    await page.getByLabel('Code from the e-mail').fill(await codeFor(email));
    await page.getByRole('button', { name: 'Show my applications' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Bhakti-shastri' });
    await expect(card).toBeVisible();

    await page.reload();
    await expect(card).toBeVisible();
    const codeMails = (await readOutbox(outboxDir)).filter(
      (message) => message.to === email && message.subject.startsWith('Your code'),
    );
    expect(codeMails).toHaveLength(1);
    // Kept for the tab only: nothing in the storage that outlives it.
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(email);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).toContain(email);

    // Later the code has expired: the page says so and offers a new one.
    await page.route('**/api/application-status/view', (route) =>
      route.fulfill({
        status: 400,
        json: { error: { code: 'code_expired', message: 'This code has expired.' } },
      }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(
      'The code you entered earlier has expired: codes work for 10 minutes. Ask for a new code to see your applications again.',
    );
    await expect(page.getByLabel('Code from the e-mail')).toBeVisible();
    await page.getByRole('button', { name: 'Ask for a new code' }).click();
    await expect(page.getByLabel('Email Address')).toBeFocused();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Send me a code' })).toBeVisible();
  });
});
