import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { formatInstituteDay } from '@institute/core/calendar/format';
import { addDays, instituteDayOf } from '@institute/core/calendar/institute-day';
import {
  DATA_REQUEST_DEADLINE_DAYS,
  DATA_REQUEST_MESSAGES,
} from '@institute/core/data-request/schema';
import { validApplication } from '../support/applications';
import { signIn } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { APPLICANT, fillToLastStep } from './support/wizard';

test.describe('personal data notice', () => {
  test('/privacy holds the notice in English and Bahasa Malaysia, each a click away, with lang', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: /Personal Data Notice/ })
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personal Data Notice' }),
    ).toBeVisible();

    const english = page.locator('section[lang="en"]');
    const malay = page.locator('section[lang="ms"]');
    await expect(
      english.getByRole('heading', { name: /Personal Data Notice \(English\)/ }),
    ).toBeVisible();
    await expect(english).toContainText('Sensitive personal data');
    await expect(english).toContainText('ap-southeast-1');
    // Equal periods said once, and every e-mail an applicant gets named, in both languages.
    await expect(english).toContainText(
      'After the last decision, a decided application, accepted or declined, is kept for 24 months, then your personal details are removed.',
    );
    await expect(malay).toContainText(
      'permohonan yang telah diputuskan, sama ada diterima atau ditolak, disimpan selama 24 bulan',
    );
    await expect(english).toContainText(
      'We may e-mail you again as the status of your application changes, and we e-mail you a code when you ask for one on the application status page',
    );
    await expect(malay).toContainText('apabila status permohonan anda berubah');
    await expect(english).toContainText('not legal advice');
    await expect(malay).toContainText('Data peribadi sensitif');
    await expect(malay).toContainText('bukan nasihat undang-undang');
    // The placeholders are filled from the settings.
    await expect(english).not.toContainText('{contact_email}');
    await expect(english).toContainText(/Write to \S+@\S+\./);
    // The address to write to is a link to write to it, in both languages.
    for (const section of [english, malay]) {
      await expect(section.getByRole('link', { name: 'info@example.org' })).toHaveAttribute(
        'href',
        'mailto:info@example.org',
      );
    }

    await page.getByRole('link', { name: 'Bahasa Malaysia', exact: true }).click();
    await expect(page).toHaveURL(/#notice-ms$/);
    await expect(malay.getByRole('heading', { level: 2 })).toBeInViewport();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(english.getByRole('heading', { level: 2 })).toBeInViewport();

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page, '/privacy');
  });

  test('the prerendered /privacy reads without JavaScript in both languages', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/privacy');
    await expect(page.locator('section[lang="en"]')).toContainText('What we collect and why');
    await expect(page.locator('section[lang="ms"]')).toContainText(
      'Data yang kami kumpul dan sebabnya',
    );
    await context.close();
  });
});

test.describe('consent in the enrolment form', () => {
  test('refuses to submit without each consent, then stores the consent record staff see', async ({
    page,
  }) => {
    const email = `consent-${Date.now()}@example.com`;
    await page.goto('/enroll');
    await fillToLastStep(page, { ...APPLICANT, email });
    const notice = page.getByRole('checkbox', { name: /I have read the personal data notice/ });
    const sensitive = page.getByRole('checkbox', { name: /I give my explicit consent/ });
    // Both boxes carry the mark of a required field, as the form's footer note explains.
    for (const box of [notice, sensitive]) {
      await expect(page.locator('.mantine-Checkbox-root').filter({ has: box })).toContainText(
        /\*$/,
      );
    }
    await notice.uncheck();
    await sensitive.uncheck();
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/applications') && request.method() === 'POST') posted += 1;
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByText('Please confirm that you have read and agree to the personal data notice'),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Please give your explicit consent to the processing of your spiritual background answers',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'the last step without consent');
    await notice.check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByText(
        'Please give your explicit consent to the processing of your spiritual background answers',
      ),
    ).toBeVisible();
    expect(posted).toBe(0);
    await expect(
      page.getByRole('link', { name: /personal data notice \(English and Bahasa/ }),
    ).toHaveAttribute('href', '/privacy');

    await sensitive.check();
    const response = page.waitForResponse((r) => r.url().endsWith('/api/applications'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const { id } = (await (await response).json()) as { id: string };
    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();

    await signIn(page);
    await page.goto(`/admin/applications/${id}`);
    const record = page.getByRole('region', { name: 'Consent record' });
    await expect(record).toContainText('notice version');
    await expect(record).toContainText('I have read the personal data notice and agree');
    await expect(record).toContainText(
      'I give my explicit consent to the processing of my spiritual',
    );
  });

  test('"Welcome back" says the draft is kept only on this device', async ({ page }) => {
    await page.goto('/enroll');
    await page.getByLabel('Full Name').fill('Draft Applicant');
    await page.reload();
    await expect(page.getByText('Welcome back')).toBeVisible();
    await expect(page.getByText(/stored only in this browser on\s+this device/)).toBeVisible();
  });
});

test.describe('data requests page', () => {
  test('finds by e-mail, exports a JSON file, and erases after the name is typed back', async ({
    page,
  }) => {
    const email = `request-${Date.now()}@example.com`;
    const name = 'Zoë Requesting Applicant';
    const body = validApplication({ email, full_name: name });
    expect((await page.request.post('/api/applications', { data: body })).status()).toBe(201);

    await signIn(page);
    await page.getByRole('link', { name: 'Data Requests' }).click();
    await expect(page.getByRole('heading', { name: 'Data Requests', level: 2 })).toBeVisible();
    await page.getByLabel("Applicant's e-mail address").fill(email);
    await page.getByRole('button', { name: 'Find' }).click();
    const found = page.getByRole('table', { name: 'Applications for this address' });
    await expect(found.getByRole('link', { name })).toBeVisible();
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as JSON' }).click();
    const file = await (await download).path();
    const exported = JSON.parse(readFileSync(file, 'utf8')) as {
      applications: { id: string; email: string }[];
    };
    expect(exported.applications).toEqual([expect.objectContaining({ id: body.id, email })]);
    const log = page.getByRole('table', { name: 'Request log' });
    await expect(log).toContainText('Access');
    // Received today, due 21 days later: days in words, as everywhere in the admin area.
    const today = instituteDayOf(new Date());
    const due = formatInstituteDay(addDays(today, DATA_REQUEST_DEADLINE_DAYS));
    await expect(
      log
        .getByRole('row')
        .filter({ hasText: 'Access' })
        .filter({ hasText: formatInstituteDay(today) })
        .filter({ hasText: due }),
    ).not.toHaveCount(0);

    // Still new: only a super admin's override erases it (the local admin is one).
    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase the personal data of ${name}?` });
    await expect(dialog).toContainText('still being decided');
    const erase = dialog.getByRole('button', { name: 'Erase personal data' });
    // Typed back as a keyboard without accents types it.
    await dialog.getByLabel(/Type the full name/).fill('zoe requesting applicant');
    await expect(erase).toBeDisabled();
    await dialog.getByLabel('Erase anyway (super admin override)').check();
    await erase.click();
    await expect(dialog).toBeHidden();
    // The address is gone from the table: searching for it finds nothing any more.
    await expect(page.getByText('No application holds this address.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Request log' })).toContainText('Erasure');

    // Its page says so, and offers nothing that would write into it.
    await page.goto(`/admin/applications/${body.id as string}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Personal data erased' })).toContainText(
      'can no longer be changed',
    );
    await expect(page.getByRole('heading', { name: /^Status:/ })).toBeVisible();
    for (const action of ['Mark as contacted', 'Save notes', 'Correct details']) {
      await expect(page.getByRole('button', { name: action }), action).toHaveCount(0);
    }
    await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveCount(0);
  });
});

test.describe('data requests: the day received', () => {
  test('is read back with the day the answer is due, and a day after today is refused where it is typed and by the API', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/admin/applications/data-requests');
    const received = page.getByLabel('Request received on');
    const field = page.getByRole('form', { name: 'Find by e-mail' });
    const today = instituteDayOf(new Date());
    const dueAfter = (day: string) =>
      `Answer by ${formatInstituteDay(addDays(day, DATA_REQUEST_DEADLINE_DAYS))}`;
    await expect(field).toContainText(`Empty: today. ${dueAfter(today)}`);
    await expect(received).toHaveAttribute('max', today);

    const earlier = addDays(today, -10);
    await received.fill(earlier);
    await expect(field).toContainText(`${formatInstituteDay(earlier)}. ${dueAfter(earlier)}`);

    // An address mistyped is said under its field, which takes the focus; nothing is searched.
    const address = page.getByLabel("Applicant's e-mail address");
    await address.fill('nobody at example.com');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(address).toBeFocused();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(DATA_REQUEST_MESSAGES.email);
    await expect(page.getByRole('table', { name: 'Applications for this address' })).toHaveCount(0);

    // Found first, then the day changed to tomorrow: the field says so, and the API refuses it,
    // naming the field's problem, not only that one was refused.
    await address.fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Find' }).click();
    await received.fill(addDays(today, 1));
    await expect(field).toContainText(DATA_REQUEST_MESSAGES.receivedOnFuture);
    await expect(field).not.toContainText('Answer by');
    // The type of request to log is named on the screen, not only to a screen reader.
    const type = page.getByRole('combobox', { name: 'Request type' });
    await expect(type).toBeVisible();
    const typeLabel = page.locator('label', { hasText: /^Request type$/ });
    await expect(typeLabel).toBeVisible();
    await expect(typeLabel).toHaveAttribute('for', (await type.getAttribute('id'))!);
    await page.getByRole('button', { name: 'Log as an open request' }).click();
    await expect(
      page
        .locator('.mantine-Notification-root')
        .filter({ hasText: DATA_REQUEST_MESSAGES.receivedOnFuture }),
    ).toBeVisible();
  });
});

test.describe('a correction request', () => {
  test("staff correct an applicant's details: a bad address is named as it is typed, and nothing is sent until it is mended", async ({
    page,
  }) => {
    const application = validApplication({
      email: `to-correct-${Date.now()}@example.com`,
      full_name: 'Misspelt Applicant',
    });
    expect((await page.request.post('/api/applications', { data: application })).status()).toBe(
      201,
    );
    await signIn(page);
    await page.goto(`/admin/applications/${application.id as string}`);
    await expect(page.getByRole('heading', { name: 'Misspelt Applicant', level: 2 })).toBeVisible();
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/applications/data-requests/correct/')) sent += 1;
    });

    await page.getByRole('button', { name: 'Correct details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct the applicant’s details' });
    const email = dialog.getByRole('textbox', { name: 'Email Address' });
    await expect(email).toHaveValue(application.email as string);
    // Marked as the enrolment form marks them: all but the spiritual name are required.
    for (const name of ['Full Name', 'Email Address', 'Phone Number', 'Current Address'])
      await expect(dialog.getByRole('textbox', { name })).toHaveAttribute('required');
    await expect(dialog.getByRole('textbox', { name: 'Spiritual Name' })).not.toHaveAttribute(
      'required',
    );
    await email.fill('not-an-email');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await expect(email).toBeFocused();
    expect(sent).toBe(0);

    const corrected = `corrected-${Date.now()}@example.com`;
    await email.fill(corrected);
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Corrected Applicant');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await expect(
      page.locator('.mantine-Notification-root').filter({
        hasText: 'The applicant’s details were corrected.',
      }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(sent).toBe(1);
    await expect(
      page.getByRole('heading', { name: 'Corrected Applicant', level: 2 }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(corrected);
    await expectNoAxeViolations(page);
  });

  test('a multi-line address is corrected in a box of lines, and keeps its line breaks', async ({
    page,
  }) => {
    const address = 'No. 5, Lorong Cempaka 3\nTaman Ipoh Jaya\n31350 Ipoh, Perak';
    const application = validApplication({ email: `lines-${Date.now()}@example.com`, address });
    expect((await page.request.post('/api/applications', { data: application })).status()).toBe(
      201,
    );
    await signIn(page);
    await page.goto(`/admin/applications/${application.id as string}`);
    const open = page.getByRole('button', { name: 'Correct details' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Correct the applicant’s details' });
    const field = dialog.getByRole('textbox', { name: 'Current Address' });
    await expect(field).toHaveValue(address);

    const corrected = address.replace('No. 5', 'No. 7');
    await field.fill(corrected);
    const sent = page.waitForRequest((request) =>
      request.url().includes('/api/admin/applications/data-requests/correct/'),
    );
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ address: corrected });
    await expect(dialog).toBeHidden();
    // As stored: the page shows the new first line, and the dialog opens on the same lines.
    await expect(page.getByRole('main')).toContainText('No. 7, Lorong Cempaka 3');
    await open.click();
    await expect(field).toHaveValue(corrected);
  });

  test('closing "Correct details" with a change asks first, as the add/edit dialogs do', async ({
    page,
  }) => {
    const application = validApplication({ email: `keep-typing-${Date.now()}@example.com` });
    expect((await page.request.post('/api/applications', { data: application })).status()).toBe(
      201,
    );
    await signIn(page);
    await page.goto(`/admin/applications/${application.id as string}`);
    const open = page.getByRole('button', { name: 'Correct details' });
    const dialog = page.getByRole('dialog', { name: 'Correct the applicant’s details' });
    const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    const phone = dialog.getByRole('textbox', { name: 'Phone Number' });

    // Nothing changed: Escape just closes.
    await open.click();
    await expect(phone).toHaveValue(application.phone as string);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(ask).toHaveCount(0);

    await open.click();
    await phone.fill('+60 13-222 3333');
    await page.keyboard.press('Escape');
    await expect(ask).toContainText(
      'Your changes to the applicant’s details have not been saved. Close the dialog and lose them?',
    );
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toBeHidden();
    await expect(phone).toHaveValue('+60 13-222 3333');

    // The backdrop, beside the dialog.
    await page.mouse.click(5, 400);
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
    await open.click();
    await expect(phone).toHaveValue(application.phone as string);
  });
});
