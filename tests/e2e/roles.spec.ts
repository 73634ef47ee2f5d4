import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_PERMISSION_MAP, can, type Area } from '@institute/core/access/permissions';
import { ADMIN_GROUPS, type AdminGroup } from '@institute/core/auth/roles';
import { GROUP_LABELS } from '@institute/core/users/schema';
import { bearer, signIn } from '../support/auth';
import { expectToast, uniqueEmail } from './support/admin-session';
import { createStaff, removeStaff } from './support/local-pool';
import { startSignedIn } from './support/session';

/*
 * The admin navigation shows each role the areas the permission map lets it read, and nothing
 * else; a user whose role is removed is signed out at their next request and told why.
 */

/** The sidebar's entries and the area each needs (Dashboard and Security: every admin). */
const NAV_AREAS: [string, Area | null][] = [
  ['Dashboard', null],
  ['Applications', 'applications'],
  ['Data Requests', 'applications'],
  ['Content', 'content_sections'],
  ['Courses', 'courses'],
  ['Testimonials', 'testimonials'],
  ['Team', 'team'],
  ['Analytics', 'analytics'],
  ['Settings', 'settings'],
  ['Users', 'users'],
  ['Audit Log', 'audit'],
  ['Security', null],
];

const expectedNav = (group: AdminGroup) =>
  NAV_AREAS.filter(([, area]) => !area || can(DEFAULT_PERMISSION_MAP, [group], area, 'read')).map(
    ([label]) => label,
  );

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link');

const cleanups: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

for (const group of ADMIN_GROUPS) {
  test(`${group} sees only its own areas`, async ({ page, baseURL }) => {
    const email = uniqueEmail(`nav-${group}`);
    await createStaff(email, group);
    // Other specs rely on the seeded admin being the only super admin.
    cleanups.push(() => removeStaff(email, group));
    await startSignedIn(page, baseURL!, email);
    await page.goto('/admin');
    const expected = expectedNav(group);
    // "Applications" may carry its count of new ones ("Applications 4 new").
    await expect(navLinks(page)).toHaveText(expected.map((label) => new RegExp(`^${label}`)));
    // Under their address, their own role: an editor is not called an administrator.
    await expect(
      page
        .getByRole('navigation', { name: 'Admin' })
        .getByText(GROUP_LABELS[group], { exact: true }),
    ).toBeVisible();
    // The dashboard's cards follow the same map.
    const cards = page.getByRole('region', { name: 'Manage' }).getByRole('link');
    const main = page.locator('#admin-main');
    for (const [label, area] of NAV_AREAS) {
      if (!area || area === 'users' || area === 'audit' || label === 'Data Requests') continue;
      const shown = expected.includes(label);
      const card = main.getByRole('heading', { level: 3, name: new RegExp(`^${label}`) });
      await expect(card).toHaveCount(shown ? 1 : 0);
    }
    expect(await cards.count()).toBeGreaterThan(0);
  });
}

test('an editor whose role is removed is signed out and told why', async ({ page, baseURL }) => {
  const email = uniqueEmail('removed-editor');
  await createStaff(email, 'editor');
  await startSignedIn(page, baseURL!, email);
  await page.goto('/admin/courses');
  await expect(navLinks(page).filter({ hasText: 'Courses' })).toBeVisible();

  const admin = bearer((await signIn(`${baseURL}/cognito`, 'admin@example.com')).accessToken);
  const users = (await (await fetch(`${baseURL}/api/admin/users`, { headers: admin })).json()) as {
    email: string;
    username: string;
  }[];
  const user = users.find((candidate) => candidate.email === email)!;
  const removed = await fetch(`${baseURL}/api/admin/users/${user.username}/roles`, {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ roles: [] }),
  });
  expect(removed.status).toBe(200);

  // The next request with the old token is refused; the admin area signs out and says why.
  await navLinks(page).filter({ hasText: 'Testimonials' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expectToast(page, 'Signed Out', /changed or ended by an administrator/);
});

test('a super admin gives editors the settings on the Users page, and takes them back', async ({
  browser,
  baseURL,
}) => {
  const adminPage = await browser.newPage();
  await startSignedIn(adminPage, baseURL!, 'admin@example.com');
  await adminPage.goto('/admin/users');
  const map = adminPage.getByRole('table', { name: 'Permission map' });
  const editorSettings = map.getByRole('combobox', { name: /^Editor: Settings/ });
  await expect(editorSettings).toHaveValue('none');
  await editorSettings.selectOption('write');
  await adminPage.getByRole('button', { name: 'Save permissions' }).click();
  await expectToast(adminPage, 'Saved', /within seconds/);

  const email = uniqueEmail('map-editor');
  await createStaff(email, 'editor');
  const editorPage = await browser.newPage();
  await startSignedIn(editorPage, baseURL!, email);
  await editorPage.goto('/admin');
  await expect(navLinks(editorPage).filter({ hasText: 'Settings' })).toBeVisible();

  // "Back to the defaults" only changes the drop-downs: the page says so, and asks before leaving.
  const saveState = adminPage.getByRole('status').filter({ hasText: /^(Saved|Not saved yet)/ });
  await expect(saveState).toHaveText('Saved: every signed-in user has these rights.');
  await adminPage.getByRole('button', { name: 'Back to the defaults' }).click();
  await expect(editorSettings).toHaveValue('none');
  await expect(saveState).toHaveText(
    'Not saved yet: every role keeps its present rights until you save.',
  );
  await adminPage.getByRole('button', { name: 'Discard changes' }).click();
  await expect(editorSettings).toHaveValue('write');
  await adminPage.getByRole('button', { name: 'Back to the defaults' }).click();
  await adminPage.getByRole('link', { name: 'Dashboard', exact: true }).click();
  const leave = adminPage.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText('Your changes to the permission map have not been saved.');
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/users$/);
  await adminPage.getByRole('button', { name: 'Save permissions' }).click();
  await expect(editorSettings).toHaveValue('none');
  await expect(adminPage.getByRole('button', { name: 'Save permissions' })).toBeDisabled();
  await expect(saveState).toHaveText('Saved: every signed-in user has these rights.');
  await editorPage.close();
  await adminPage.close();
});
