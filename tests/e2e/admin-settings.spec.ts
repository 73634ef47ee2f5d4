import { expect, test, type Page } from '@playwright/test';
import { isApi } from './support/admin-entities';
import { expectToast, gate, signIn } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test.describe('settings', () => {
  const groups = [
    'Basic Information',
    'Contact Information',
    'Hero Section',
    'Key Statistics',
    'Social Media Links',
  ];

  test('the five sections save with one button and the statistics reach the home page', async ({
    page,
    browser,
  }) => {
    const hold = gate();
    await page.route('**/api/admin/settings', async (route) => {
      if (route.request().method() === 'GET') await hold.opened;
      await route.continue();
    });
    await page.goto('/admin/settings');
    await expect(page.getByText('Loading...')).toBeVisible();
    hold.open();
    for (const name of groups) await expect(page.getByRole('group', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(1);

    const graduates = page.getByRole('textbox', { name: 'Total Graduates' });
    const programs = page.getByRole('textbox', { name: 'Spiritual Programs' });
    const before = {
      graduates: await graduates.inputValue(),
      programs: await programs.inputValue(),
    };
    const shown = 1000 + Math.floor(Math.random() * 8000);

    try {
      await graduates.fill(String(shown));
      await programs.fill('');
      const saving = gate();
      await page.route('**/api/admin/settings', async (route) => {
        if (route.request().method() === 'PUT') await saving.opened;
        await route.continue();
      });
      const put = isApi(page, '/api/admin/settings', 'PUT');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      saving.open();
      const body = (await put).postDataJSON() as {
        settings: Array<{ setting_key: string; setting_value: Record<string, number> }>;
      };
      const statistics = body.settings.find(
        (row) => row.setting_key === 'statistics',
      )?.setting_value;
      expect(statistics).toMatchObject({ graduates: shown, programs: 0 });
      await expectToast(page, 'Success', 'Settings saved successfully');

      const context = await browser.newContext();
      const visitor = await context.newPage();
      await visitor.goto('/');
      const band = visitor.locator('section', {
        has: visitor.getByRole('heading', { name: 'Spiritual Journey in Numbers' }),
      });
      await band.scrollIntoViewIfNeeded();
      await expect(
        band.getByText(shown.toLocaleString('en-US'), { exact: true }).first(),
      ).toBeVisible();
      await context.close();
    } finally {
      await page.unroute('**/api/admin/settings');
      await page.reload();
      await graduates.fill(before.graduates);
      await programs.fill(before.programs);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Success', 'Settings saved successfully');
    }
  });

  test("a save keeps a colleague's change to another setting, made since the page was loaded", async ({
    page,
  }) => {
    const colleague = await page.context().newPage();
    await page.goto('/admin/settings');
    await colleague.goto('/admin/settings');
    const description = (on: Page) => on.getByRole('textbox', { name: 'Site Description' });
    const phone = (on: Page) =>
      on.getByRole('textbox', { name: 'Contact Phone (with country code)' });
    const save = async (on: Page) => {
      await on.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(on, 'Success', 'Settings saved successfully');
    };
    await expect(phone(colleague)).not.toHaveValue('');
    const before = {
      description: await description(page).inputValue(),
      phone: await phone(page).inputValue(),
    };
    try {
      const words = `Study the Gita in Ipoh ${Date.now()}`;
      await description(colleague).fill(words);
      await save(colleague);
      // This page still shows the description as it was loaded; only the phone is changed here.
      await phone(page).fill('+60 5-555 0101');
      await save(page);
      await page.reload();
      await expect(description(page)).toHaveValue(words);
      await expect(phone(page)).toHaveValue('+60 5-555 0101');
    } finally {
      await colleague.close();
      await page.reload();
      await description(page).fill(before.description);
      await phone(page).fill(before.phone);
      await save(page);
    }
  });

  test("the site name reaches the public pages' titles", async ({ page, browser }) => {
    await page.goto('/admin/settings');
    const name = page.getByRole('textbox', { name: 'Site Name' });
    await expect(name).not.toHaveValue('');
    const before = await name.inputValue();
    const save = async () => {
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Success', 'Settings saved successfully');
    };
    try {
      await name.fill('Institut Bhakti Ipoh');
      await save();
      const visitor = await browser.newContext();
      const faq = await visitor.newPage();
      await faq.goto('/faq');
      await expect(faq).toHaveTitle(/ \| Institut Bhakti Ipoh$/);
      await faq.goto('/');
      await expect(faq).toHaveTitle(/^Institut Bhakti Ipoh \| /);
      await visitor.close();
    } finally {
      await name.fill(before);
      await save();
    }
  });

  test('failures show the settings Error toasts', async ({ page }) => {
    const failure = { status: 500, json: { error: { code: 'internal', message: 'boom' } } };
    await page.route('**/api/admin/settings', (route) =>
      route.request().method() === 'GET' ? route.fulfill(failure) : route.continue(),
    );
    await page.goto('/admin/settings');
    await expectToast(page, 'Error', 'Failed to fetch settings');
    // The Loading state ends after a failure.
    await expect(page.getByText('Loading...')).toBeHidden();
    await page.unroute('**/api/admin/settings');

    // No rows: the API could not insert the defaults it always inserts before answering.
    await page.route('**/api/admin/settings', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, json: [] })
        : route.fulfill(failure),
    );
    await page.reload();
    await expectToast(page, 'Error', 'Failed to create default settings');
    await page.unroute('**/api/admin/settings');

    await page.route('**/api/admin/settings', (route) =>
      route.request().method() === 'PUT' ? route.fulfill(failure) : route.continue(),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Error', 'Failed to save settings');
  });

  test('a refused value is named on its own field, and nothing is sent until it is mended', async ({
    page,
  }) => {
    await page.goto('/admin/settings');
    const fields = {
      'Contact Email': ['not-an-email', 'Please enter a valid email address'],
      YouTube: ['youtube.com/@institute', 'Please enter a full web address starting with https://'],
      'Keep accepted applications (months)': [
        '',
        'Retention must be a whole number of months from 1 to 120',
      ],
      'Consent to the notice': ['   ', 'A consent text cannot be empty'],
    };
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    await expect(field('Contact Email')).not.toHaveValue('');
    const stored: Record<string, string> = {};
    for (const label of Object.keys(fields)) stored[label] = await field(label).inputValue();
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/admin/settings')) sent += 1;
    });

    for (const [label, [typed]] of Object.entries(fields)) await field(label).fill(typed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    for (const [label, [typed, message]] of Object.entries(fields)) {
      await expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(label)).toHaveAccessibleDescription(new RegExp(message));
      await expect(field(label)).toHaveValue(typed);
    }
    await expect(
      page.getByRole('status').filter({ hasText: 'Fix the fields marked in red, then save' }),
    ).toBeVisible();
    expect(sent).toBe(0);

    for (const [label, value] of Object.entries(stored)) await field(label).fill(value);
    for (const label of Object.keys(fields)) {
      await expect(field(label)).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
    expect(sent).toBe(0);
  });

  test('the settings page has no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/admin/settings');
    await expect(page.getByRole('group', { name: 'Basic Information' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
