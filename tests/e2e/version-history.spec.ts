import { expect, test, type Page } from '@playwright/test';
import { expectToast, signIn, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const coursesTable = (page: Page) => page.getByRole('table', { name: 'Courses' });

async function editTitle(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Edit ${from}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Course' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(to);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Success', 'Course updated successfully');
  await expect(coursesTable(page).getByText(to, { exact: true })).toBeVisible();
}

test('a course edited twice: History shows the difference, and a restore brings the old title back', async ({
  page,
}, testInfo) => {
  // Three saves, two history panels, an axe run and a restore: more than the default allows on
  // a busy machine.
  test.setTimeout(90_000);
  const first = `History course ${uniqueSuffix()}`;
  const second = `${first} (second)`;
  const third = `${first} (third)`;
  await page.goto('/admin/courses');
  await page.getByRole('button', { name: 'Add Course' }).click();
  const add = page.getByRole('dialog', { name: 'Add Course' });
  await add.getByRole('textbox', { name: 'Title' }).fill(first);
  await add.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Success', 'Course created successfully');
  // A new record has no history yet: the Add dialog has no History button.
  await expect(add).toBeHidden();

  await editTitle(page, first, second);
  await editTitle(page, second, third);

  await page.getByRole('button', { name: `Edit ${third}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Course' });
  await edit.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const versions = history.getByRole('navigation', { name: 'Versions' }).getByRole('button');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Before the save by admin@example.com');
  // Times in Malaysia time, marked up with the exact instant.
  await expect(versions.first().locator('time')).toHaveAttribute('datetime', /Z$/);

  // The newest version is selected first: the title as the second save found it.
  const diff = history.getByRole('table', { name: /Differences between the version of/ });
  await expect(diff.getByRole('row', { name: /Title/ })).toContainText(second);
  await expect(diff.getByRole('row', { name: /Title/ })).toContainText(third);

  // The oldest: the title as created.
  await versions.last().click();
  await expect(versions.last()).toHaveAttribute('aria-current', 'true');
  const titleRow = diff.getByRole('row', { name: /Title/ });
  await expect(titleRow.getByRole('cell').first()).toHaveText(first);
  await expect(titleRow.getByRole('cell').last()).toHaveText(third);
  await expectNoAxeViolations(page, 'the version history', { include: '[role="dialog"]' });

  await page.screenshot({ path: testInfo.outputPath('history-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: testInfo.outputPath('history-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await history.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
  await expect(confirm).toContainText('is kept as a version too');
  const restored = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/versions\/[^/]+\/restore$/.test(response.url()),
  );
  await confirm.getByRole('button', { name: 'Restore version' }).click();
  expect((await restored).status()).toBe(200);
  await expectToast(page, 'Version restored', 'is back as it was');
  await expect(history).toBeHidden();
  await expect(edit).toBeHidden();
  await expect(coursesTable(page).getByText(first, { exact: true })).toBeVisible();
  await expect(coursesTable(page).getByText(third, { exact: true })).toHaveCount(0);

  // The restore is a version of its own: the title it replaced is one click away.
  await page.getByRole('button', { name: `Edit ${first}` }).click();
  await edit.getByRole('button', { name: 'History' }).click();
  await expect(versions).toHaveCount(3);
  await expect(diff.getByRole('row', { name: /Title/ }).getByRole('cell').first()).toHaveText(
    third,
  );
});

test('the settings: History restores the site name a save replaced, and the form shows it', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/settings');
  const name = page.getByRole('textbox', { name: 'Site Name' });
  const original = await name.inputValue();
  const changed = `Renamed ${uniqueSuffix()}`;
  await name.fill(changed);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Settings saved successfully');

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const row = history.getByRole('row', { name: /Site Name/ });
  await expect(row.getByRole('cell').first()).toHaveText(original);
  await expect(row.getByRole('cell').last()).toHaveText(changed);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: testInfo.outputPath('settings-history-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('settings-history-1280.png') });

  await history.getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore version' })
    .click();
  await expectToast(page, 'Version restored', 'the settings');
  await expect(history).toBeHidden();
  await expect(name).toHaveValue(original);
  // The form holds what is stored: nothing unsaved.
  await expect(page.getByRole('region', { name: 'Save settings' }).getByRole('status')).toHaveText(
    'All changes saved',
  );
});
