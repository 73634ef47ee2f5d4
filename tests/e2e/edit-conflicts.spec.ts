import { expect, test, type Page } from '@playwright/test';
import { expectToast, signIn, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { addDraftCourse } from './support/admin-entities';

const EDITOR = 'editor@example.com';

const coursesTable = (page: Page) => page.getByRole('table', { name: 'Courses' });

async function openEdit(page: Page, title: string) {
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Course' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  return dialog;
}

test('two people edit one course: a heads-up on opening, and the later save gets the conflict dialog', async ({
  page,
  browser,
}, testInfo) => {
  // Two signed-in browsers, four saves and a conflict dialog twice.
  test.setTimeout(120_000);
  await signIn(page);
  const title = `Conflict course ${uniqueSuffix()}`;
  await page.goto('/admin/courses');
  await addDraftCourse(page, title);

  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await signIn(other, EDITOR);
    await other.goto('/admin/courses');

    // The admin opens the course first; the editor, opening it next, is told.
    const adminDialog = await openEdit(page, title);
    const editorDialog = await openEdit(other, title);
    await expect(editorDialog.getByRole('status')).toContainText(
      'admin@example.com is editing this',
    );
    await expectNoAxeViolations(other, 'the editing notice', { include: '[role="dialog"]' });
    await other.screenshot({ path: testInfo.outputPath('editing-notice-1280.png') });

    // The admin saves first.
    const theirs = `${title} (admin's)`;
    await adminDialog.getByRole('textbox', { name: 'Title' }).fill(theirs);
    await adminDialog.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Success', 'Course updated successfully');

    // The editor's save, begun before it, is refused with who saved and when.
    await editorDialog.getByRole('textbox', { name: 'Duration' }).fill('12 weeks');
    await editorDialog.getByRole('button', { name: 'Update' }).click();
    const conflict = other.getByRole('dialog', { name: 'Saved since you opened it' });
    await expect(conflict).toContainText(
      /admin@example\.com saved this course at .+ \(Malaysia time\), after you opened it\./,
    );
    await expectNoAxeViolations(other, 'the conflict dialog', { include: '[role="dialog"]' });
    await other.setViewportSize({ width: 390, height: 844 });
    await other.screenshot({ path: testInfo.outputPath('edit-conflict-390.png') });
    await other.setViewportSize({ width: 1280, height: 800 });

    // "Reload the saved version" puts their title in the form, and drops the unsaved duration.
    await conflict.getByRole('button', { name: 'Reload the saved version' }).click();
    await expect(conflict).toBeHidden();
    await expect(editorDialog.getByRole('textbox', { name: 'Title' })).toHaveValue(theirs);
    await expect(editorDialog.getByRole('textbox', { name: 'Duration' })).toHaveValue('');

    // Another round: the admin changes the description while the editor changes the duration
    // and the title. The editor keeps their changes: only the fields they changed go over the
    // admin's save, so the admin's description survives the editor's next Update.
    await page.keyboard.press('Escape');
    await expect(adminDialog).toBeHidden();
    const again = await openEdit(page, theirs);
    const description = "The admin's description";
    await again.getByRole('textbox', { name: 'Description' }).fill(description);
    await again.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Success', 'Course updated successfully');

    const mine = `${title} (editor's)`;
    await editorDialog.getByRole('textbox', { name: 'Title' }).fill(mine);
    await editorDialog.getByRole('textbox', { name: 'Duration' }).fill('6 weeks');
    await editorDialog.getByRole('button', { name: 'Update' }).click();
    await expect(conflict).toContainText(
      'Keep my changes puts the fields you changed here over the saved version; its other changes stay.',
    );
    await conflict.getByRole('button', { name: 'Keep my changes' }).click();
    await expect(conflict).toBeHidden();
    await expect(editorDialog.getByRole('textbox', { name: 'Title' })).toHaveValue(mine);
    await expect(editorDialog.getByRole('textbox', { name: 'Duration' })).toHaveValue('6 weeks');
    await expect(editorDialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
      description,
    );
    await editorDialog.getByRole('button', { name: 'Update' }).click();
    await expectToast(other, 'Success', 'Course updated successfully');
    const row = coursesTable(other).getByRole('row').filter({ hasText: mine });
    await expect(row).toContainText('6 weeks');

    // As stored: both people's changes.
    const stored = await openEdit(other, mine);
    await expect(stored.getByRole('textbox', { name: 'Duration' })).toHaveValue('6 weeks');
    await expect(stored.getByRole('textbox', { name: 'Description' })).toHaveValue(description);
  } finally {
    await context.close();
  }
});

test('a course saved and opened again at once shows what was saved, before the list is read again', async ({
  page,
}) => {
  await signIn(page);
  const title = `Reopened course ${uniqueSuffix()}`;
  await page.goto('/admin/courses');
  await addDraftCourse(page, title);
  const edit = await openEdit(page, title);
  await edit.getByRole('textbox', { name: 'Description' }).fill('Saved just now');

  // The list's next read is slow; the person opens the course again before it answers.
  await page.route('**/api/admin/courses', async (route) => {
    if (route.request().method() === 'GET') await new Promise((done) => setTimeout(done, 3000));
    await route.continue();
  });
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Success', 'Course updated successfully');
  await expect(edit).toBeHidden();
  const again = await openEdit(page, title);
  // The form takes its values when it opens: a stale copy would stay stale.
  await expect(again.getByRole('textbox', { name: 'Description' })).toHaveValue('Saved just now');
  // And it starts from the saved revision: saving again is not refused as someone else's.
  await again.getByRole('textbox', { name: 'Duration' }).fill('6 weeks');
  await again.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Success', 'Course updated successfully');
});
