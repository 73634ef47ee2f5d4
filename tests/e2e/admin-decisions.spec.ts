import { expect, test, type Page } from '@playwright/test';
import { bearer, signIn as cognitoSignIn } from '../support/auth';
import { validApplication } from '../support/applications';
import { baseURL } from '../playwright.config';
import { expectToast, signIn, uniqueEmail, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { createStaff } from './support/local-pool';

/*
 * Application decisions ask first, naming the applicant, and can be taken back: by anyone with
 * the applications permission within 24 hours, by a super admin later. Staff here is a course
 * manager of the test's own (the default map gives them the inbox); the seed's decisions are
 * weeks old.
 */

async function signInAsCourseManager(page: Page): Promise<string> {
  const email = uniqueEmail('decisions-manager');
  await createStaff(email, 'course_manager');
  await signIn(page, email);
  return email;
}

async function openNewApplication(page: Page): Promise<{ name: string; id: string }> {
  const name = `Decision Person ${uniqueSuffix()}`;
  const body = validApplication({ full_name: name });
  expect((await page.request.post('/api/applications', { data: body })).status()).toBe(201);
  await page.goto(`/admin/applications/${body.id as string}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  return { name, id: body.id as string };
}

/** Declines the application open on the page, answering its question. */
async function decline(page: Page, name: string) {
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Decline ${name}` })
    .click();
}

test('a decision asks first, naming the applicant, and can be reopened the same day', async ({
  page,
}) => {
  const manager = await signInAsCourseManager(page);
  const { name } = await openNewApplication(page);
  const history = page.getByRole('region', { name: 'History' });

  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Contacted' })).toBeVisible();

  // A mis-tap is cancelled: nothing changes.
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Decline ${name}?` });
  await expect(dialog).toContainText(`You are about to decline ${name}'s application.`);
  await expectNoAxeViolations(page, 'the decline dialog', { include: '.mantine-Modal-content' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Status: Contacted' })).toBeVisible();

  await decline(page, name);
  await expectToast(page, 'Success', 'Status changed to Declined');
  await expect(page.getByRole('heading', { name: 'Status: Declined' })).toBeVisible();
  await expect(
    page.getByText(/^Can be reopened until \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\.$/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Reopen decision' }).click();
  const reopen = page.getByRole('dialog', { name: `Reopen ${name}'s application?` });
  await reopen.getByRole('button', { name: 'Reopen decision' }).click();
  await expectToast(page, 'Success', `Decision reopened: ${name} is back to Contacted`);
  await expect(page.getByRole('heading', { name: 'Status: Contacted' })).toBeVisible();
  await expect(
    history.getByText(`Decision reopened (Declined → Contacted) by ${manager}`),
  ).toBeVisible();

  // Accepting asks too, and the reopened application can be decided again.
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Accept ${name}?` })
    .getByRole('button', { name: `Accept ${name}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Status: Accepted' })).toBeVisible();
  await page.reload();
  await expect(history.getByText(` by ${manager}`)).toHaveCount(4);
});

test('an old decision: a course manager is told only a super admin can reopen it; a super admin can', async ({
  page,
  browser,
}) => {
  await signInAsCourseManager(page);
  await page.goto('/admin/applications?q=Emily%20Watson');
  await page.getByRole('link', { name: 'Emily Watson' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Declined' })).toBeVisible();
  await expect(
    page.getByText('This decision is more than 24 hours old; only a super admin can reopen it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen decision' })).toHaveCount(0);

  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signIn(admin);
  await admin.goto('/admin/applications?q=Emily%20Watson');
  await admin.getByRole('link', { name: 'Emily Watson' }).click();
  await expect(
    admin.getByText('As a super admin you can reopen this decision at any time.'),
  ).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Reopen decision' })).toBeEnabled();
  await admin.context().close();
});

test('a decision taken on a status a colleague has changed since is refused, and the page shows theirs', async ({
  page,
  request,
}) => {
  await signInAsCourseManager(page);
  const { name, id } = await openNewApplication(page);
  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Contacted' })).toBeVisible();

  // A colleague waitlists it meanwhile; this page still shows Contacted.
  const admin = bearer(
    (await cognitoSignIn(`${baseURL}/cognito`, 'admin@example.com')).accessToken,
  );
  const moved = await request.patch(`/api/admin/applications/${id}`, {
    headers: admin,
    data: { status: 'waitlisted', from_status: 'contacted' },
  });
  expect(moved.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Status: Contacted' })).toBeVisible();

  await decline(page, name);
  await expectToast(
    page,
    'Error',
    'Someone else changed this application since you opened it: it is Waitlisted now. Check it, then choose again.',
  );
  await expect(page.getByRole('heading', { name: 'Status: Waitlisted' })).toBeVisible();
});
