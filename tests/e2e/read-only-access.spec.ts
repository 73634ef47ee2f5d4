import { expect, test, type Page, type Request } from '@playwright/test';
import { DEFAULT_PERMISSION_MAP, type PermissionMap } from '@institute/core/access/permissions';
import { signIn as cognitoSignIn } from '../support/auth';
import { baseURL } from '../playwright.config';
import { validApplication } from '../support/applications';
import { ADMIN_EMAIL, signIn, toast, uniqueEmail, uniqueSuffix } from './support/admin-session';

/*
 * The permission map's "read" level in the screens: the page shows its data without the
 * controls the API would refuse. And a page outside the role asks the API for nothing.
 */

// The tests sign in through the AWS SDK too; its notice about future Node versions is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const EDITOR_EMAIL = 'editor@example.com';
const COURSE = 'Bhakti-shastri';

/** The super admin's header for calls to the admin API. */
async function asAdmin() {
  const token = (await cognitoSignIn(`${baseURL}/cognito`, ADMIN_EMAIL)).accessToken;
  return { authorization: `Bearer ${token}` };
}

/** Saves the whole map through the API, as the super admin's Users page does. */
async function savePermissionMap(page: Page, map: PermissionMap) {
  const response = await page.request.put('/api/admin/users/permission-map', {
    headers: await asAdmin(),
    data: map,
  });
  expect(response.status()).toBe(200);
}

/** The admin API calls the API refused with 403 while the test ran. */
function forbiddenResponses(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/admin/') && response.status() === 403)
      refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return refused;
}

test('a role that may only read Settings, Courses and Applications sees them read-only', async ({
  page,
}) => {
  await savePermissionMap(page, {
    ...DEFAULT_PERMISSION_MAP,
    settings: { ...DEFAULT_PERMISSION_MAP.settings, editor: 'read' },
    courses: { ...DEFAULT_PERMISSION_MAP.courses, editor: 'read' },
    applications: { ...DEFAULT_PERMISSION_MAP.applications, editor: 'read' },
  });
  try {
    const refused = forbiddenResponses(page);
    await signIn(page, EDITOR_EMAIL);
    const main = page.locator('#admin-main');

    // The dashboard offers no shortcut into an editor the role cannot use.
    await page.goto('/admin');
    await expect(main.getByRole('heading', { level: 3, name: 'Courses' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Add New Course' })).toHaveCount(0);

    await page.goto('/admin/settings');
    await expect(main.getByText('Your role can view Settings but not change them.')).toBeVisible();
    const siteName = main.getByRole('textbox', { name: 'Site Name' });
    await expect(siteName).toBeDisabled();
    // Shown for reading: at full strength, not the faint grey of a field turned off.
    await expect(siteName).toHaveCSS('opacity', '1');
    await expect(siteName).not.toHaveValue('');
    await expect(main.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'History' })).toHaveCount(0);

    await page.goto('/admin/courses');
    await expect(main.getByText('Your role can view courses but not change them.')).toBeVisible();
    const view = main.getByRole('button', { name: `View ${COURSE}` });
    await expect(view).toBeVisible();
    for (const name of ['Add Course', /^Trash/, `Edit ${COURSE}`, `Delete ${COURSE}`]) {
      await expect(main.getByRole('button', { name }), String(name)).toHaveCount(0);
    }
    await expect(main.getByRole('button', { name: /^Reorder/ })).toHaveCount(0);
    // A record still opens, to be read.
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'View Course' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(COURSE);
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /^(Update|History)$/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();

    // The e-mail templates read, without a save or the editors' "is editing" heartbeat.
    await page.goto('/admin/applications/templates');
    await expect(main.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('readonly');
    await expect(main.getByRole('button', { name: 'Save template' })).toHaveCount(0);
    // By now a heartbeat would have been sent and refused (403, listed below).
    await page.waitForLoadState('networkidle');

    // The inbox reads and exports, without the checkboxes of the bulk status change.
    await page.goto('/admin/applications');
    await expect(
      main.getByText('Your role can view applications but not change them.'),
    ).toBeVisible();
    await expect(main.getByRole('table', { name: 'Applications' })).toBeVisible();
    await expect(main.getByRole('checkbox', { name: /^Select/ })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Export CSV' })).toBeVisible();

    expect(refused).toEqual([]);
    await expect(toast(page, 'Error')).toHaveCount(0);
  } finally {
    await savePermissionMap(page, DEFAULT_PERMISSION_MAP);
  }
});

test("an application's page for a role that may only read Applications: its data, no control", async ({
  page,
}) => {
  // An accepted applicant with a note, whose Accepted e-mail is still to be written.
  const name = `Read Only ${uniqueSuffix()}`;
  const email = uniqueEmail('read-only');
  const application = validApplication({ full_name: name, email });
  expect((await page.request.post('/api/applications', { data: application })).status()).toBe(201);
  const headers = await asAdmin();
  const path = `/api/admin/applications/${application.id as string}`;
  for (const data of [{ status: 'contacted' }, { status: 'accepted', notes: 'Call after 6 pm.' }]) {
    expect((await page.request.patch(path, { headers, data })).status()).toBe(200);
  }

  await savePermissionMap(page, {
    ...DEFAULT_PERMISSION_MAP,
    applications: { ...DEFAULT_PERMISSION_MAP.applications, editor: 'read' },
  });
  try {
    const refused = forbiddenResponses(page);
    await signIn(page, EDITOR_EMAIL);
    await page.goto(`/admin/applications/${application.id as string}`);
    const main = page.locator('#admin-main');
    await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(
      main.getByText('Your role can view applications but not change them.'),
    ).toBeVisible();

    // The status and where its e-mail stands, said without a way to change either.
    const status = main.getByRole('region', { name: 'Status: Accepted' });
    await expect(status).toContainText('The Accepted e-mail has not been sent.');
    await expect(status).not.toContainText('reopen');
    const notes = main.getByRole('region', { name: 'Internal notes' });
    await expect(notes).toContainText('Call after 6 pm.');
    await expect(notes.getByRole('textbox')).toHaveCount(0);
    await expect(main.getByRole('region', { name: 'History' })).toContainText(
      `Contacted → Accepted by ${ADMIN_EMAIL}`,
    );
    const personal = main.getByRole('region', { name: 'Personal Information' });
    await expect(personal.getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    await expect(main.getByRole('region', { name: 'Consent record' })).toContainText(
      'Agreed to the notice:',
    );
    // Only links remain: a WhatsApp chat opens in the staff member's own app and writes nothing.
    await expect(main.getByRole('link', { name: /^WhatsApp this applicant/ })).toBeVisible();
    for (const control of ['Reopen decision', 'E-mail the applicant', 'Correct details']) {
      await expect(main.getByRole('button', { name: control }), control).toHaveCount(0);
    }
    await expect(main.getByRole('button')).toHaveCount(0);

    // Tidy on a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 360, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);

    expect(refused).toEqual([]);
    await expect(toast(page, 'Error')).toHaveCount(0);
  } finally {
    await savePermissionMap(page, DEFAULT_PERMISSION_MAP);
  }
});

test('a page outside the role shows Access Denied without asking the API for its data', async ({
  page,
}) => {
  await signIn(page, EDITOR_EMAIL);
  // The account's rights arrive late, as on a slow phone: the page must wait for them.
  await page.route('**/api/admin/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const requested: string[] = [];
  const record = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/admin/') && path !== '/api/admin/me') requested.push(path);
  };
  page.on('request', record);
  const refused = forbiddenResponses(page);

  for (const path of ['/admin/settings', '/admin/applications', '/admin/users']) {
    await page.goto(path);
    const main = page.locator('#admin-main');
    await expect(main.getByRole('heading', { name: 'Access Denied' }), path).toBeVisible();
    expect(
      requested.filter((asked) => asked.startsWith(`/api${path}`)),
      path,
    ).toEqual([]);
    await expect(toast(page, 'Error'), path).toHaveCount(0);
  }
  expect(refused).toEqual([]);
});
