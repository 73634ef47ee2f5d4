import { expect, test, type Page } from '@playwright/test';
import { bearer, signIn as cognitoSignIn } from '../support/auth';
import { askToDisable, expectToast, signIn, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';

/*
 * What a coordinator meets in the first week: unsaved changes are never lost silently, a failed
 * load is not an empty list, one hero, the team list on a phone, social links as fields, the
 * settings save bar, and the Users page confirmations.
 */

const EDITOR_EMAIL = 'editor@example.com';
const MEMBER_EMAIL = 'member@example.com';

async function openAddTeamMember(page: Page) {
  await page.goto('/admin/team');
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  return page.getByRole('dialog', { name: 'Add Team Member' });
}

/** The Settings page at a screen size, nothing changed yet: its save bar. */
async function openSettings(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto('/admin/settings');
  const bar = page.getByRole('region', { name: 'Save settings' });
  await expect(bar).toContainText('All changes saved');
  return bar;
}

test.describe('as an editor', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, EDITOR_EMAIL);
  });

  test('a dirty dialog asks before Escape, the close button or the backdrop discard it', async ({
    page,
  }) => {
    const dialog = await openAddTeamMember(page);
    // Clean: Escape just closes.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Add Team Member' }).click();
    // The first field has the focus, not the close button: typing starts in it.
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type('Half-typed Name');
    const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });

    await page.keyboard.press('Escape');
    await expect(ask).toContainText(
      'Your changes to this team member have not been saved. Close the dialog and lose them?',
    );
    // Not "Cancel", which could read as giving up the edit.
    await expect(ask.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Half-typed Name');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toBeHidden();

    // The backdrop, beside the dialog.
    await page.mouse.click(5, 400);
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
  });

  test('team social links are one validated web address per network', async ({ page }) => {
    const name = `Social Member ${uniqueSuffix()}`;
    const dialog = await openAddTeamMember(page);
    await expect(dialog.getByText('Social Links (JSON)')).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Role' }).fill('Teacher');
    await dialog.getByRole('textbox', { name: 'LinkedIn' }).fill('linkedin.com/in/someone');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(
      dialog.getByText('LinkedIn must be a web address starting with https://'),
    ).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'LinkedIn' })
      .fill('https://www.linkedin.com/in/someone');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('someone@example.org');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Success', 'Team member created successfully');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Team Member' });
    await expect(edit.getByRole('textbox', { name: 'LinkedIn' })).toHaveValue(
      'https://www.linkedin.com/in/someone',
    );
    await expect(edit.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      'someone@example.org',
    );
    await edit.getByRole('button', { name: 'Cancel' }).click();
    page.once('dialog', () => undefined);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  });

  test('the menu waits for the account’s access, so no link moves under the pointer', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect(menu.getByRole('status')).toHaveText('Loading menu...');
    await expect(menu.getByRole('link')).toHaveText(['Dashboard']);
    release();
    await expect(menu.getByRole('status')).toHaveCount(0);
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Content',
      'Courses',
      'Testimonials',
      'Team',
      'Analytics',
      'Security',
    ]);
  });

  test('a list that fails to load says so and offers Try again, not "No team members yet"', async ({
    page,
  }) => {
    let failing = true;
    await page.route('**/api/admin/team-members', (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Down' } } })
        : route.continue(),
    );
    await page.goto('/admin/team');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load' });
    await expect(alert).toContainText('Something went wrong while loading the team members.');
    await expect(page.getByText(/No team members yet/)).toHaveCount(0);
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', { name: 'Team members' })).toBeVisible();
  });

  test('the team list fits a 390 px phone: whole words, role under the name, delete icons in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/team');
    const table = page.getByRole('table', { name: 'Team members' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Role' })).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    for (const button of await table.getByRole('button', { name: /^Delete / }).all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // No word of a name is split across lines ("Govin/da"): each word renders as one box.
    const split = await table.evaluate((element) => {
      const broken: string[] = [];
      for (const name of element.querySelectorAll('tbody tr td p:first-child')) {
        const text = name.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) continue;
        const value = text.textContent ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          if (range.getClientRects().length > 1) broken.push(match[0]);
        }
      }
      return broken;
    });
    expect(split).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test.describe('as a super admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the menu marks only the page shown, not the entry its address lies under', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const current = nav.locator('[aria-current="page"]');
    await page.goto('/admin/applications/data-requests');
    await expect(page.getByRole('heading', { level: 2, name: 'Data Requests' })).toBeVisible();
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName('Data Requests');
    // Not drawn as current either: Mantine highlights what carries aria-current.
    await expect(nav.getByRole('link', { name: /^Applications/ })).toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0)',
    );
    // Below Applications without an entry of its own, Applications stays the current one.
    await page.goto('/admin/applications/templates');
    await expect(page.getByRole('heading', { level: 2, name: 'E-mail templates' })).toBeVisible();
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName(/^Applications/);
  });

  test('every page of the menu is named in the top bar and opens with a heading of its own', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await page.goto('/admin');
    await expect(nav.getByRole('link', { name: 'Security' })).toBeVisible();
    const paths = await nav
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 2 }).first(),
        path,
      ).toBeVisible();
    }
  });

  test('settings: a sticky save bar shows unsaved changes, and leaving with them asks first', async ({
    page,
  }) => {
    const bar = await openSettings(page, { width: 1280, height: 720 });
    const name = page.getByRole('textbox', { name: 'Site Name' });
    await name.fill(`${await name.inputValue()} `);
    await name.fill((await name.inputValue()).trim() + ' (draft)');
    await expect(bar).toContainText('You have unsaved changes');
    // In view at the bottom of the page while the top of the form is on screen.
    await page.mouse.wheel(0, 0);
    await expect(bar.getByRole('button', { name: 'Save Changes' })).toBeInViewport();

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Courses' })
      .click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Courses' })
      .click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await expect(page).toHaveURL(/\/admin\/courses$/);
  });

  test('settings on a phone: a refused save says so in the bar, and the field in error shows above it', async ({
    page,
  }) => {
    const bar = await openSettings(page, { width: 360, height: 780 });
    const facebook = page.getByRole('textbox', { name: 'Facebook' });
    await facebook.fill('facebook.com/institute');
    await bar.getByRole('button', { name: 'Save Changes' }).click();

    await expect(bar).toContainText('Fix the fields marked in red, then save');
    await expect(facebook).toBeFocused();
    const message = page.getByText('Please enter a full web address starting with https://');
    await expect(message).toBeInViewport();
    // Neither the field nor its message lies under the bar that stays at the bottom.
    const barTop = (await bar.boundingBox())!.y;
    for (const part of [facebook, message]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(barTop);
    }

    await facebook.fill('https://facebook.com/institute');
    await expect(bar).toContainText('You have unsaved changes');
    await facebook.fill('');
    await expect(bar).toContainText('All changes saved');
  });

  test('two published hero sections: the newest is Live, and Settings says its fields are overridden', async ({
    page,
    request,
    baseURL,
  }) => {
    const headers = bearer(
      (await cognitoSignIn(`${baseURL}/cognito`, 'admin@example.com')).accessToken,
    );
    const suffix = uniqueSuffix();
    const made: string[] = [];
    for (const label of ['Older', 'Newer']) {
      const response = await request.post('/api/admin/content-sections', {
        headers,
        data: {
          title: `${label} hero ${suffix}`,
          section_type: 'hero',
          content: { title: `${label} headline ${suffix}` },
          status: 'published',
        },
      });
      expect(response.status()).toBe(201);
      made.push(((await response.json()) as { id: string }).id);
    }
    await page.goto('/admin/content');
    const table = page.getByRole('table', { name: 'Content sections' });
    await expect(table.getByRole('row').filter({ hasText: `Newer hero ${suffix}` })).toContainText(
      'Live',
    );
    await expect(table.getByRole('row').filter({ hasText: `Older hero ${suffix}` })).toContainText(
      'Not shown: a newer hero section is live',
    );

    await page.goto('/admin/settings');
    await expect(
      page.getByText(`The published hero section “Newer hero ${suffix}” sets the hero's title`),
    ).toBeVisible();
    await expect(
      page.getByText(`Overridden by the published section “Newer hero ${suffix}”.`),
    ).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Newer headline ${suffix}`);
    for (const id of made) await request.delete(`/api/admin/content-sections/${id}`, { headers });
  });

  test('Users: granting super admin and disabling ask first, naming the person', async ({
    page,
  }) => {
    await page.goto('/admin/users');
    const superBox = page.getByRole('checkbox', { name: `Super admin role for ${MEMBER_EMAIL}` });
    await superBox.click();
    const grant = page.getByRole('dialog', {
      name: new RegExp(`^Make .*${MEMBER_EMAIL}.* a super admin\\?$`),
    });
    await expect(grant).toBeVisible();
    await expectNoAxeViolations(page, 'the super admin dialog', {
      include: '.mantine-Modal-content',
    });
    await grant.getByRole('button', { name: 'Cancel' }).click();
    await expect(superBox).not.toBeChecked();

    const disable = await askToDisable(page, MEMBER_EMAIL);
    await disable.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      page.getByRole('button', { name: `Disable ${MEMBER_EMAIL}` }).first(),
    ).toBeVisible();
  });
});
