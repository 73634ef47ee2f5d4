import { expect, test } from '@playwright/test';
import { create, ENTITIES, isApi, remove } from './support/admin-entities';
import { ADMIN_EMAIL, expectToast, gate, signIn, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test.describe('layout and dashboard', () => {
  test('the dashboard links to every admin area', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Manage your Bhakti Institute website content')).toBeVisible();
    await expect(page.getByText('Admin Dashboard', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Welcome back, ${ADMIN_EMAIL}` })).toBeVisible();

    const main = page.getByRole('main');
    const cards: Array<[string, string]> = [
      ['Content Management', '/admin/content'],
      ['Courses', '/admin/courses'],
      ['Testimonials', '/admin/testimonials'],
      ['Team Members', '/admin/team'],
      ['Analytics', '/admin/analytics'],
      ['Settings', '/admin/settings'],
    ];
    for (const [name, href] of cards) {
      await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(main.getByRole('link', { name: 'Edit Homepage' })).toHaveAttribute(
      'href',
      '/admin/content',
    );
    const live = main.getByRole('link', { name: /View Live Site/ });
    await expect(live).toHaveAttribute('href', '/');
    await expect(live).toHaveAttribute('target', '_blank');
    const viewSite = page.getByRole('banner').getByRole('link', { name: /View Site/ });
    await expect(viewSite).toHaveAttribute('target', '_blank');

    // Add New Course opens the course dialog straight away.
    await main.getByRole('link', { name: 'Add New Course' }).click();
    await expect(page).toHaveURL(/\/admin\/courses$/);
    await expect(page.getByRole('dialog', { name: 'Add Course' })).toBeVisible();
  });

  test('the sidebar marks the current area (Dashboard only on /admin itself)', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByText('admin', { exact: true })).toBeVisible();
    await page.goto('/admin');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const [label, section] of [
      ['Content', 'Content'],
      ['Courses', 'Courses'],
      ['Testimonials', 'Testimonials'],
      ['Team', 'Team'],
      ['Settings', 'Settings'],
    ]) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  test('an unknown admin path keeps the admin frame', async ({ page }) => {
    await page.goto('/admin/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  });

  test('the dashboard Sign Out signs out', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Signed Out', 'You have been signed out successfully.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

for (const entity of ENTITIES) {
  test.describe(entity.section, () => {
    test('create, edit and delete, with the dialog, the confirmation and the toasts', async ({
      page,
    }) => {
      const name = `E2E ${entity.toastNoun} ${uniqueSuffix()}`;
      const renamed = `${name} (edited)`;
      const hold = gate();
      await page.route(`**${entity.api}`, async (route) => {
        if (route.request().method() === 'GET') await hold.opened;
        await route.continue();
      });
      await page.goto(entity.path);
      await expect(page.getByRole('heading', { level: 1, name: entity.section })).toBeVisible();
      await expect(page.getByText('Loading...')).toBeVisible();
      hold.open();
      await expect(page.getByText('Loading...')).toBeHidden();
      await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
        'href',
        '/admin',
      );

      // Required fields.
      await page.getByRole('button', { name: `Add ${entity.title}` }).click();
      const addDialog = page.getByRole('dialog', { name: `Add ${entity.title}` });
      await addDialog.getByRole('button', { name: 'Create' }).click();
      for (const message of entity.requiredMessages)
        await expect(addDialog.getByText(message)).toBeVisible();
      await expect(addDialog.getByRole('switch', { name: 'Published' })).toBeChecked();
      await addDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(addDialog).toBeHidden();

      await create(page, entity, name);
      const table = page.getByRole('table');
      await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Published');

      // Edit: the dialog shows the record, Update saves it.
      await page.getByRole('button', { name: `Edit ${entity.rowLabel(name)}` }).click();
      const editDialog = page.getByRole('dialog', { name: `Edit ${entity.title}` });
      const nameInput = editDialog.getByRole('textbox', { name: entity.nameField, exact: true });
      await expect(nameInput).toHaveValue(name);
      await nameInput.fill(renamed);
      await editDialog.getByRole('switch', { name: 'Published' }).uncheck();
      const put = isApi(page, `${entity.api}/`, 'PUT');
      await editDialog.getByRole('button', { name: 'Update' }).click();
      expect((await put).postDataJSON()).toMatchObject({ status: 'draft' });
      await expectToast(page, 'Success', `${entity.toastNoun} updated successfully`);
      const row = table.getByRole('row').filter({ hasText: renamed });
      await expect(row).toContainText('Draft');

      // Delete asks first; Cancel keeps the record.
      await page.getByRole('button', { name: `Delete ${entity.rowLabel(renamed)}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
      await expect(confirm).toContainText(
        `Are you sure you want to delete this ${entity.deleteNoun}?`,
      );
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(row).toBeVisible();

      await remove(page, entity, renamed);
      await expect(row).toHaveCount(0);
    });

    test('failures show the Error toasts of the catalogue', async ({ page }) => {
      await page.route(`**${entity.api}`, (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } })
          : route.continue(),
      );
      await page.goto(entity.path);
      await expectToast(page, 'Error', `Failed to fetch ${entity.plural}`);
      await page.unroute(`**${entity.api}`);

      // Saving fails.
      await page.route(`**${entity.api}`, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } })
          : route.continue(),
      );
      await page.reload();
      await expect(page.getByRole('table')).toBeVisible();
      await page.getByRole('button', { name: `Add ${entity.title}` }).click();
      const dialog = page.getByRole('dialog', { name: `Add ${entity.title}` });
      const name = `E2E failing ${uniqueSuffix()}`;
      await dialog.getByRole('textbox', { name: entity.nameField, exact: true }).fill(name);
      await entity.fillRest(dialog, page);
      await dialog.getByRole('button', { name: 'Create' }).click();
      // Under what failed, the API's own reason.
      await expectToast(page, `Failed to save ${entity.singular}`, 'boom');
      // The dialog stays open with the values, so nothing typed is lost.
      await expect(
        dialog.getByRole('textbox', { name: entity.nameField, exact: true }),
      ).toHaveValue(name);
      await page.unroute(`**${entity.api}`);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Success', `${entity.toastNoun} created successfully`);

      // Deleting fails.
      await page.route(`**${entity.api}/*`, (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } })
          : route.continue(),
      );
      await page.getByRole('button', { name: `Delete ${entity.rowLabel(name)}` }).click();
      await page
        .getByRole('dialog', { name: 'Confirm Delete' })
        .getByRole('button', { name: 'Delete' })
        .click();
      // Under what failed, the API's own reason.
      await expectToast(page, `Failed to delete ${entity.singular}`, 'boom');
      await page.unroute(`**${entity.api}/*`);
      await remove(page, entity, name);
    });

    test('the page and its dialogs have no WCAG A/AA violations', async ({ page }) => {
      await page.goto(entity.path);
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: `Add ${entity.title}` }).click();
      const dialog = page.getByRole('dialog', { name: `Add ${entity.title}` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog.getByText(entity.requiredMessages[0]!)).toBeVisible();
      await expectNoAxeViolations(page, 'the form with errors', { include: '[role="dialog"]' });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
}
