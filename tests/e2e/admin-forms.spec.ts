import { expect, test } from '@playwright/test';
import { create, ENTITIES, isApi, remove } from './support/admin-entities';
import { expectToast, signIn, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { homeLoaded } from './support/public-home';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test.describe('form details', () => {
  test('course: four levels, prerequisites split on commas, sort order falls back to 0', async ({
    page,
  }) => {
    const title = `E2E Course ${uniqueSuffix()}`;
    await page.goto('/admin/courses');
    await page.getByRole('button', { name: 'Add Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Course' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('combobox', { name: 'Level' }).click();
    const options = page.getByRole('option');
    await expect(options).toHaveText(['Foundational', 'Intermediate', 'Advanced', 'Specialized']);
    await page.getByRole('option', { name: 'Advanced' }).click();
    await dialog
      .getByRole('textbox', { name: 'Prerequisites' })
      .fill(' Bhakti-shastri, , Recommendation letter ,');
    await dialog.getByRole('textbox', { name: 'Sort Order' }).fill('');
    const post = isApi(page, '/api/admin/courses', 'POST');
    await dialog.getByRole('button', { name: 'Create' }).click();
    expect((await post).postDataJSON()).toMatchObject({
      title,
      level: 'advanced',
      prerequisites: ['Bhakti-shastri', 'Recommendation letter'],
      sort_order: 0,
      status: 'published',
    });
    await expectToast(page, 'Success', 'Course created successfully');
    await remove(page, ENTITIES[1]!, title);
  });

  test('testimonial: rating 1 to 5, 5 by default', async ({ page }) => {
    const name = `E2E Student ${uniqueSuffix()}`;
    await page.goto('/admin/testimonials');
    await page.getByRole('button', { name: 'Add Testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
    await expect(dialog.getByRole('combobox', { name: 'Rating' })).toHaveValue('5 stars');
    await dialog.getByRole('combobox', { name: 'Rating' }).click();
    await expect(page.getByRole('option')).toHaveText([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    await page.keyboard.press('Escape');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Content' }).fill('Wonderful teachers.');
    const post = isApi(page, '/api/admin/testimonials', 'POST');
    await dialog.getByRole('button', { name: 'Create' }).click();
    expect((await post).postDataJSON()).toMatchObject({
      name,
      rating: 5,
      status: 'published',
      sort_order: 0,
    });
    await expectToast(page, 'Success', 'Testimonial created successfully');
    await remove(page, ENTITIES[2]!, name);
  });

  test('team member: each text field shows its own error, and nothing is sent', async ({
    page,
  }) => {
    await page.goto('/admin/team');
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    const linkedIn = dialog.getByRole('textbox', { name: 'LinkedIn' });
    await linkedIn.fill('linkedin.com/in/someone');
    let sent = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/admin/team-members')) {
        sent = true;
      }
    });
    await dialog.getByRole('button', { name: 'Create' }).click();
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(
      dialog.getByRole('textbox', { name: 'Role', exact: true }),
    ).toHaveAccessibleDescription('Role is required');
    await expect(linkedIn).toHaveAccessibleDescription(
      'LinkedIn must be a web address starting with https://',
    );
    // What was typed stays, to be corrected.
    await expect(linkedIn).toHaveValue('linkedin.com/in/someone');
    await name.fill('Someone');
    await expect(name).not.toHaveAccessibleDescription('Name is required');
    expect(sent).toBe(false);
  });

  test('team member and content: text that is not JSON is ignored on save', async ({ page }) => {
    const name = `E2E Member ${uniqueSuffix()}`;
    await page.goto('/admin/team');
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Role', exact: true }).fill('Teacher');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('teacher@example.org');
    const post = isApi(page, '/api/admin/team-members', 'POST');
    await dialog.getByRole('button', { name: 'Create' }).click();
    expect((await post).postDataJSON()).toMatchObject({
      social_links: { email: 'teacher@example.org' },
    });
    await expectToast(page, 'Success', 'Team member created successfully');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Team Member' });
    // Social links are fields now; an edit of another field keeps them.
    await edit.getByRole('textbox', { name: 'Role', exact: true }).fill('Senior Teacher');
    const put = isApi(page, '/api/admin/team-members/', 'PUT');
    await edit.getByRole('button', { name: 'Update' }).click();
    expect((await put).postDataJSON()).toMatchObject({
      social_links: { email: 'teacher@example.org' },
    });
    await expectToast(page, 'Success', 'Team member updated successfully');
    await remove(page, ENTITIES[3]!, name);

    const title = `E2E Section ${uniqueSuffix()}`;
    await page.goto('/admin/content');
    await page.getByRole('button', { name: 'Add Content Section' }).click();
    const add = page.getByRole('dialog', { name: 'Add Content Section' });
    await add.getByRole('textbox', { name: 'Title' }).fill(title);
    await add.getByRole('combobox', { name: 'Section Type' }).click();
    await page.getByRole('option', { name: 'Footer' }).click();
    // Drafts do not change the public site while the test runs.
    await add.getByRole('switch', { name: 'Published' }).uncheck();
    await add.getByRole('switch', { name: 'Edit as JSON' }).check();
    await add.getByRole('textbox', { name: 'Content (JSON)' }).fill('not json at all');
    const created = isApi(page, '/api/admin/content-sections', 'POST');
    await add.getByRole('button', { name: 'Create' }).click();
    expect((await created).postDataJSON()).toMatchObject({
      title,
      section_type: 'footer',
      content: {},
      status: 'draft',
    });
    await expectToast(page, 'Success', 'Content section created successfully');
    await remove(page, ENTITIES[0]!, title);
  });
});

test.describe('refused saves', () => {
  test("a refused save says the API's reason under what failed: deleted by a colleague, or no access", async ({
    page,
  }) => {
    const entity = ENTITIES[3]!;
    const name = `E2E Gone ${uniqueSuffix()}`;
    await page.goto(entity.path);
    await create(page, entity, name);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Team Member' });
    const role = edit.getByRole('textbox', { name: 'Role', exact: true });
    await expect(role).toHaveValue('Teacher');

    // A colleague deletes it meanwhile.
    const colleague = await page.context().newPage();
    await colleague.goto(entity.path);
    await remove(colleague, entity, name);
    await colleague.close();
    await role.fill('Senior Teacher');
    const update = edit.getByRole('button', { name: 'Update' });
    await update.click();
    await expectToast(
      page,
      'Failed to save team member',
      'This team member was deleted meanwhile. Restore it from the Trash, then save again: your changes stay in this form.',
    );
    // The focus stays on the button, not on the page behind the dialog.
    await expect(update).toBeFocused();

    // The role lost this part of the admin meanwhile: the API's answer, as it words it.
    const forbidden = 'Your role does not give access to this part of the admin';
    await page.route(`**${entity.api}/*`, (route) =>
      route.fulfill({ status: 403, json: { error: { code: 'forbidden', message: forbidden } } }),
    );
    await update.click();
    await expectToast(page, 'Failed to save team member', forbidden);
    await expect(update).toBeFocused();
    // What was typed stays, to be saved when it can be.
    await expect(role).toHaveValue('Senior Teacher');
  });
});

test.describe('live on the public site', () => {
  test('a published course shows in its tab on /, and disappears as a draft', async ({
    page,
    browser,
  }) => {
    const title = `E2E Live Course ${uniqueSuffix()}`;
    await page.goto('/admin/courses');
    await page.getByRole('button', { name: 'Add Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Course' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill('A course created by the end-to-end tests.');
    await dialog.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'Specialized' }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Success', 'Course created successfully');

    // A visitor: a separate browser context, with no admin session and no cache.
    const visit = async () => {
      const context = await browser.newContext();
      const visitor = await context.newPage();
      const home = visitor.waitForResponse(
        (res) => new URL(res.url()).pathname === '/api/public/home',
      );
      await visitor.goto('/');
      expect((await home).status()).toBe(200);
      // The lists render as they near the screen.
      await homeLoaded(visitor);
      return { visitor, close: () => context.close() };
    };

    const first = await visit();
    await first.visitor.getByRole('tab', { name: 'Specialized Training' }).click();
    await expect(first.visitor.getByRole('tabpanel').getByText(title)).toBeVisible();
    await first.close();

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Course' });
    await edit.getByRole('switch', { name: 'Published' }).uncheck();
    await edit.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Success', 'Course updated successfully');

    const second = await visit();
    await expect(second.visitor.getByRole('heading', { name: 'Our Courses' })).toBeVisible();
    await expect(second.visitor.getByText(title)).toHaveCount(0);
    await second.close();

    await remove(page, ENTITIES[1]!, title);
  });
});

test.describe('accessibility and small screens', () => {
  test('the dashboard and the delete confirmation have no WCAG A/AA violations', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page.getByText('Admin Dashboard', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const entity = ENTITIES[1]!;
    const name = `E2E Axe ${uniqueSuffix()}`;
    await page.goto(entity.path);
    await create(page, entity, name);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm Delete' })).toBeVisible();
    await expectNoAxeViolations(page, 'the delete dialog', { include: '[role="dialog"]' });
    await page
      .getByRole('dialog', { name: 'Confirm Delete' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Success', 'Course deleted successfully');
  });

  test('at 360 px every admin page fits the width and the menu works from the keyboard', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/admin', ...ENTITIES.map((e) => e.path), '/admin/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: testInfo.outputPath(`${path.replaceAll('/', '_')}-360.png`),
        fullPage: true,
      });
    }

    // The closed menu is out of the tab order; the burger opens it.
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Courses' })).not.toBeInViewport();
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await burger.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: /View Site/ })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(burger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeInViewport();
    await nav.getByRole('link', { name: 'Courses' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/courses$/);
    await expect(nav.getByRole('link', { name: 'Courses' })).not.toBeInViewport();
  });
});

test('a visitor of the public pages downloads no admin code', async ({ browser }) => {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const loaded: string[] = [];
  visitor.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  for (const path of ['/', '/about', '/login']) {
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await context.close();
  // Chunks and sources are named after the admin modules (admin-layout, admin-list-page, …).
  expect(
    loaded.filter((path) => /\/admin-(layout|list-page|fields|styles)|features\/admin-/.test(path)),
  ).toEqual([]);
});
