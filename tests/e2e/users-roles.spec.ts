import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn as cognitoSignIn } from '../support/auth';
import { baseURL } from '../playwright.config';
import { ADMIN_EMAIL, MEMBER_EMAIL, expectToast, signIn } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';

/* User roles in a real browser: a super admin grants and revokes them; others cannot. */

// The tests sign in through the AWS SDK too; its notice about future Node versions is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const EDITOR_EMAIL = 'editor@example.com';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** A real access token from the local Cognito, through the site's /cognito stand-in. */
async function adminToken(email: string): Promise<string> {
  return (await cognitoSignIn(`${baseURL}/cognito`, email)).accessToken;
}

test.describe('users and roles', () => {
  test('a super admin grants a role, the user gets in, and the role is revoked again', async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, ADMIN_EMAIL);
    await admin.goto('/admin/users');
    await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const editorBox = admin.getByRole('checkbox', { name: `Editor role for ${MEMBER_EMAIL}` });
    await expect(editorBox).not.toBeChecked();
    await expectNoAxeViolations(admin);

    // Without a role the member is turned away.
    const before = await signedInPage(browser, MEMBER_EMAIL);
    await before.goto('/admin');
    await expect(before).toHaveURL(/\/unauthorized$/);
    await before.context().close();

    // Click, not check(): the box shows the stored roles, so it turns only when the API answers.
    await editorBox.click();
    await expectToast(admin, 'Success', `Roles of ${MEMBER_EMAIL} updated`);
    await expect(editorBox).toBeChecked();

    const member = await signedInPage(browser, MEMBER_EMAIL);
    await member.goto('/admin/courses');
    await expect(member.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    // An editor has no Users entry, and no applications under the default permission map.
    const memberNav = member.getByRole('navigation', { name: 'Admin' });
    await expect(memberNav.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(memberNav.getByRole('link', { name: /^Applications/ })).toHaveCount(0);
    await member.context().close();

    await editorBox.click();
    // Taking a role away asks first, naming the person.
    const removal = admin.getByRole('dialog', {
      name: new RegExp(`^Remove Editor from .*${MEMBER_EMAIL}`),
    });
    await removal.getByRole('button', { name: 'Remove role' }).click();
    await expectToast(admin, 'Success', `Roles of ${MEMBER_EMAIL} updated`);
    await expect(editorBox).not.toBeChecked();
    // The removal ended the member's sessions; tokens carry whole seconds, so sign in from the next.
    await admin.waitForTimeout(1100);
    const after = await signedInPage(browser, MEMBER_EMAIL);
    await after.goto('/admin');
    await expect(after).toHaveURL(/\/unauthorized$/);
    await after.context().close();
    await admin.context().close();
  });

  test('the last super admin cannot lose the role', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/users');
    const own = page.getByRole('checkbox', { name: `Super admin role for ${ADMIN_EMAIL}` });
    await expect(own).toBeChecked();
    // Not offered, and said why, rather than refused by the API after a confirmation.
    await expect(own).toBeDisabled();
    await expect(page.getByRole('button', { name: `Disable ${ADMIN_EMAIL}` })).toBeDisabled();
    const row = page.locator(`tr[data-user="${ADMIN_EMAIL}"]`);
    await expect(row).toContainText(
      'This is the last enabled super admin. Make someone else a super admin first, so the site always has one.',
    );
    // Other roles of the same account stay open.
    await expect(
      page.getByRole('checkbox', { name: `Editor role for ${ADMIN_EMAIL}` }),
    ).toBeEnabled();
  });

  test('editor@ cannot open /admin/users in the UI or the API', async ({ page }) => {
    await signIn(page, EDITOR_EMAIL);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);

    const token = await adminToken(EDITOR_EMAIL);
    const headers = { authorization: `Bearer ${token}` };
    expect((await page.request.get('/api/admin/users', { headers })).status()).toBe(403);
    expect(
      (
        await page.request.put('/api/admin/users/anyone/roles', {
          headers,
          data: { roles: ['super_admin'] },
        })
      ).status(),
    ).toBe(403);
    expect(
      (
        await page.request.patch('/api/admin/users/anyone', { headers, data: { enabled: false } })
      ).status(),
    ).toBe(403);
  });

  test('a link to a page outside the role says Access Denied, not a failed load', async ({
    page,
  }) => {
    await signIn(page, EDITOR_EMAIL);
    for (const [path, label] of [
      ['/admin/settings', 'Settings'],
      ['/admin/applications', 'Applications'],
      ['/admin/applications/templates', 'Applications'],
      ['/admin/applications/data-requests', 'Data Requests'],
      ['/admin/applications/00000000-0000-4000-8000-000000000000', 'Applications'],
      ['/admin/users', 'Users'],
    ]) {
      await page.goto(path);
      const main = page.locator('#admin-main');
      await expect(main.getByRole('heading', { name: 'Access Denied' }), path).toBeVisible();
      await expect(main, path).toContainText(
        label === 'Users'
          ? 'Only super admins can open Users.'
          : `Your role does not include ${label}. Please contact a super admin if you need access.`,
      );
      await expect(main.getByText('Could not load'), path).toHaveCount(0);
      await expect(main.getByRole('textbox'), path).toHaveCount(0);
    }
    // Pages the role has still open.
    await page.goto('/admin/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  });
});
