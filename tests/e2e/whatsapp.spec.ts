import { expect, test } from '@playwright/test';
import { validApplication } from '../support/applications';
import { uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { serveHome } from './support/public-home';
import { startSignedIn } from './support/session';

/*
 * WhatsApp as plain wa.me links: the institute's number from the whatsapp_number setting, and
 * the applicant's own number in the inbox. No link at all while the setting is blank.
 */

const chat = (page: import('@playwright/test').Page) =>
  page.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' });

test('without a WhatsApp number the site shows no WhatsApp link', async ({ page }) => {
  await page.goto('/admission');
  await expect(page.getByRole('heading', { name: 'Ready to begin?' })).toBeVisible();
  // The footer's contact list has loaded its settings (the phone and e-mail links are there).
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toBeVisible();
  await expect(chat(page)).toHaveCount(0);
});

test('with a WhatsApp number, the footer and /admission link to a chat naming the page', async ({
  page,
}) => {
  await serveHome(page, (home) => {
    home.settings.whatsapp_number = '012-345 6789';
  });
  await page.goto('/admission');
  const greeting = encodeURIComponent(
    'Hello Bhakti Institute Ipoh, I have a question (I was on the Admission page of your website).',
  );
  const expected = `https://wa.me/60123456789?text=${greeting}`;
  // One in the "Ready to begin?" card, one in the footer's contact list.
  await expect(chat(page)).toHaveCount(2);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: /Chat on WhatsApp/ }),
  ).toHaveAttribute('href', expected);
  await expect(
    page
      .getByRole('region', { name: 'Ready to begin?' })
      .getByRole('link', { name: /Chat on WhatsApp/ }),
  ).toHaveAttribute('href', expected);
  await expect(chat(page).first()).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  // On another page the message names that page.
  await page.goto('/faq');
  await expect(chat(page)).toHaveAttribute(
    'href',
    `https://wa.me/60123456789?text=${encodeURIComponent(
      'Hello Bhakti Institute Ipoh, I have a question (I was on the FAQ page of your website).',
    )}`,
  );
});

test("the inbox opens a WhatsApp chat with the applicant's number and a greeting", async ({
  page,
  baseURL,
  request,
}) => {
  const name = `Priya Devi ${uniqueSuffix()}`;
  const application = validApplication({ full_name: name, phone: '+91 98765 43210' });
  expect((await request.post('/api/applications', { data: application })).status()).toBe(201);
  await startSignedIn(page, baseURL!, 'admin@example.com');
  await page.goto(`/admin/applications/${application.id as string}`);
  const button = page.getByRole('link', { name: 'WhatsApp this applicant' });
  await expect(button).toHaveAttribute(
    'href',
    new RegExp(
      `^https://wa\\.me/919876543210\\?text=${encodeURIComponent(`Hello ${name}, this is `)}`,
    ),
  );
  await expect(button).toHaveAttribute('target', '_blank');
});
