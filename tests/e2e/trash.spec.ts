import { expect, test, type Page } from '@playwright/test';
import { expectToast, signIn, toast, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const coursesTable = (page: Page) => page.getByRole('table', { name: 'Courses' });

/**
 * Adds a draft (drafts never reach the public pages other tests read) through the list's Add
 * dialog: `noun` as the list names it ("Team Member"), its text fields by label.
 */
async function addDraft(page: Page, noun: string, fields: Record<string, string>) {
  await page.getByRole('button', { name: `Add ${noun}` }).click();
  const add = page.getByRole('dialog', { name: `Add ${noun}` });
  for (const [label, value] of Object.entries(fields)) {
    await add.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await add.getByRole('switch', { name: 'Published' }).uncheck();
  await add.getByRole('button', { name: 'Create' }).click();
  // Regular expressions: a plain string would match whatever the case.
  await expectToast(
    page,
    'Success',
    new RegExp(`${noun[0]}${noun.slice(1).toLowerCase()} created successfully`),
  );
  await expect(add).toBeHidden();
}

const addDraftCourse = (page: Page, title: string) => addDraft(page, 'Course', { Title: title });

/** Deletes through the row's button and the catalogue's confirmation, word for word. */
async function deleteRecord(page: Page, name: string, noun: string) {
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(confirm).toContainText(`Are you sure you want to delete this ${noun}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(
    page,
    'Success',
    new RegExp(`${noun[0]!.toUpperCase()}${noun.slice(1)} deleted successfully`),
  );
}

async function deleteCourse(page: Page, title: string) {
  await deleteRecord(page, title, 'course');
  await expect(coursesTable(page).getByText(title, { exact: true })).toBeHidden();
}

test('a deleted course comes back with Undo in the toast', async ({ page }, testInfo) => {
  const title = `Undo course ${uniqueSuffix()}`;
  await page.goto('/admin/courses');
  await addDraftCourse(page, title);
  await deleteCourse(page, title);

  const deleted = toast(page, 'Success', 'Course deleted successfully');
  await page.screenshot({ path: testInfo.outputPath('undo-toast-1280.png') });
  // On a wide screen, at the top right, away from the list being worked on.
  const box = (await deleted.boundingBox())!;
  expect(box.y).toBeLessThan(200);
  expect(box.x).toBeGreaterThan(page.viewportSize()!.width / 2);
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Success', 'Course restored successfully');
  await expect(coursesTable(page).getByText(title, { exact: true })).toBeVisible();
  // Its edit button works again: it is the same record, back in its place.
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
});

test('at 360 px the delete notice shows its message and the whole word Undo', async ({
  page,
}, testInfo) => {
  const title = `Narrow undo ${uniqueSuffix()}`;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/courses');
  await addDraftCourse(page, title);
  await deleteCourse(page, title);

  const deleted = toast(page, 'Success', 'Course deleted successfully');
  const undo = deleted.getByRole('button', { name: 'Undo' });
  await page.screenshot({ path: testInfo.outputPath('undo-toast-360.png') });
  // The button keeps the width of its word; the message wraps beside it instead.
  const clipped = await undo.evaluate((button) =>
    [button, ...button.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth),
  );
  expect(clipped, 'the Undo button cuts its word').toBe(false);
  const [noticeBox, undoBox] = [(await deleted.boundingBox())!, (await undo.boundingBox())!];
  expect(undoBox.x + undoBox.width).toBeLessThanOrEqual(noticeBox.x + noticeBox.width);
  await undo.click();
  await expectToast(page, 'Success', 'Course restored successfully');
  await deleteCourse(page, title);
});

test('a deleted course is restored from the Trash view, and another deleted forever', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const kept = `Trash course ${uniqueSuffix()}`;
  const gone = `${kept} (forever)`;
  await page.goto('/admin/courses');
  await addDraftCourse(page, kept);
  await addDraftCourse(page, gone);
  await deleteCourse(page, kept);
  await deleteCourse(page, gone);

  await page.getByRole('button', { name: /^Trash \(\d+\)$/ }).click();
  const trash = page.getByRole('dialog', { name: 'Trash: deleted courses' });
  const entry = trash.getByRole('listitem', { name: kept, exact: true });
  await expect(entry).toContainText('by admin@example.com');
  await expect(entry).toContainText('deleted for good on');
  await expectNoAxeViolations(page, 'the trash', { include: '[role="dialog"]' });
  await page.screenshot({ path: testInfo.outputPath('trash-1280.png') });

  await entry.getByRole('button', { name: `Restore ${kept}` }).click();
  await expectToast(page, 'Success', 'Course restored successfully');
  await expect(entry).toBeHidden();

  // Deleting for good asks first; Cancel keeps it.
  const doomed = trash.getByRole('listitem', { name: gone, exact: true });
  await doomed.getByRole('button', { name: `Delete forever: ${gone}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete forever' });
  await expect(confirm).toContainText(`Delete “${gone}” for good? It cannot be restored`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(doomed).toBeVisible();
  await doomed.getByRole('button', { name: `Delete forever: ${gone}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete forever' })
    .getByRole('button', { name: 'Delete forever' })
    .click();
  await expectToast(page, 'Success', 'Course deleted for good');
  await expect(doomed).toBeHidden();

  await page.keyboard.press('Escape');
  await expect(trash).toBeHidden();
  await expect(coursesTable(page).getByText(kept, { exact: true })).toBeVisible();
  await expect(coursesTable(page).getByText(gone, { exact: true })).toBeHidden();
});

test('the Trash view fits a phone', async ({ page }, testInfo) => {
  const title = `Phone trash ${uniqueSuffix()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/courses');
  await addDraftCourse(page, title);
  await deleteCourse(page, title);
  await page.screenshot({ path: testInfo.outputPath('undo-toast-390.png') });

  // The full-screen dialog, opened while the notice still shows, keeps its title and close button
  // clear: the notice moves to just under them.
  const deleted = toast(page, 'Success', 'Course deleted successfully');
  await expect(deleted).toBeVisible();
  await page.getByRole('button', { name: /^Trash \(\d+\)$/ }).click();
  const trash = page.getByRole('dialog', { name: 'Trash: deleted courses' });
  const close = trash.getByRole('button', { name: 'Close' });
  const [toastBox, closeBox, titleBox] = await Promise.all([
    deleted.boundingBox(),
    close.boundingBox(),
    trash.getByRole('heading', { name: 'Trash: deleted courses' }).boundingBox(),
  ]);
  for (const top of [closeBox!, titleBox!]) {
    expect(top.y + top.height).toBeLessThan(toastBox!.y);
  }
  await close.click();
  await page.getByRole('button', { name: /^Trash \(\d+\)$/ }).click();
  const entry = trash.getByRole('listitem', { name: title, exact: true });
  const restore = entry.getByRole('button', { name: `Restore ${title}` });
  await expect(restore).toBeInViewport();
  // Nothing wider than the screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('trash-390.png') });
  await restore.click();
  await expectToast(page, 'Success', 'Course restored successfully');
});

test('at 360 px the Trash and Add buttons share one row on every list, the Trash one as its word and count', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, add] of [
    ['/admin/team', 'Add Team Member'],
    ['/admin/content', 'Add Content Section'],
    ['/admin/courses', 'Add Course'],
    ['/admin/testimonials', 'Add Testimonial'],
  ] as const) {
    await page.goto(path);
    const trash = page.getByRole('button', { name: /^Trash \(\d+\)$/ });
    // The word shows: a bin and a number alone read as a delete button.
    await expect(trash).toHaveText(/^Trash \(\d+\)$/);
    await expect(trash.getByText(/^Trash/)).toBeInViewport({ ratio: 1 });
    const [trashBox, addBox] = await Promise.all([
      trash.boundingBox(),
      page.getByRole('button', { name: add }).boundingBox(),
    ]);
    expect([path, addBox!.y]).toEqual([path, trashBox!.y]);
    expect(addBox!.x + addBox!.width).toBeLessThanOrEqual(360);
  }
});

test('restoring and deleting a team member for good say so in sentence case, as deleting does', async ({
  page,
}) => {
  const name = `Restored member ${uniqueSuffix()}`;
  await page.goto('/admin/team');
  await addDraft(page, 'Team Member', { Name: name, Role: 'Teacher' });

  const remove = () => deleteRecord(page, name, 'team member');
  await remove();
  await toast(page, 'Success', /Team member deleted successfully/)
    .getByRole('button', { name: 'Undo' })
    .click();
  await expectToast(page, 'Success', /Team member restored successfully/);

  await remove();
  await page.getByRole('button', { name: /^Trash \(\d+\)$/ }).click();
  const entry = page
    .getByRole('dialog', { name: 'Trash: deleted team members' })
    .getByRole('listitem', { name, exact: true });
  await entry.getByRole('button', { name: `Delete forever: ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete forever' })
    .getByRole('button', { name: 'Delete forever' })
    .click();
  await expectToast(page, 'Success', /Team member deleted for good/);
});

test('a deleted testimonial stands in the Trash under a capital letter', async ({ page }) => {
  const name = `Trashed author ${uniqueSuffix()}`;
  await page.goto('/admin/testimonials');
  await addDraft(page, 'Testimonial', { Name: name, Content: 'Kind words.' });
  await deleteRecord(page, `testimonial by ${name}`, 'testimonial');
  await page.getByRole('button', { name: /^Trash \(\d+\)$/ }).click();
  const entry = page
    .getByRole('dialog', { name: 'Trash: deleted testimonials' })
    .getByRole('listitem', { name: `Testimonial by ${name}`, exact: true });
  await expect(entry.getByText(`Testimonial by ${name}`, { exact: true })).toBeVisible();
});
