import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  APPLICANT,
  calendar,
  checkboxGroup,
  chooseRadio,
  confirmation,
  expectStep,
  fillCourse,
  fillPersonal,
  fillPrerequisites,
  fillSpiritual,
  fillSupport,
  fillToLastStep,
  next,
  notices,
  radioGroup,
  STEP_TITLES,
  stepHeading,
  tick,
} from './support/wizard';

const strip = (page: Page) => page.getByRole('navigation', { name: 'Application steps' });

/** A field's error message (some labels repeat their message, so match the error element). */
const fieldError = (page: Page, message: string) =>
  page.locator('.mantine-InputWrapper-error').getByText(message, { exact: true });

async function expectMessages(page: Page, messages: string[]) {
  for (const message of messages) {
    await expect(fieldError(page, message), message).toBeVisible();
  }
}

async function expectNoMessages(page: Page, messages: string[]) {
  for (const message of messages) {
    await expect(fieldError(page, message), message).toHaveCount(0);
  }
}

// Every test submits from 127.0.0.1: the server counts clients by connection, never by
// X-Forwarded-For, and the local limit (2,000 a minute) leaves room for the whole suite.

test.describe('enrolment wizard', () => {
  test('step 1: progress, step titles, required markers, overview and footer note', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await expect(page).toHaveTitle('Enroll | Bhakti Institute Ipoh');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /six-step online application/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Course Enrollment Application',
    );
    await expectStep(page, 0);
    const progress = page.getByRole('progressbar', { name: 'Application progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '17');
    await expect(page.getByTestId('progress-percent')).toHaveText('17% complete');

    await expect(strip(page).getByRole('listitem')).toHaveCount(6);
    for (const title of STEP_TITLES) await expect(strip(page)).toContainText(title);
    await expect(strip(page).locator('[aria-current="step"]')).toContainText(
      'Personal Information',
    );
    await expect(strip(page).getByRole('button')).toHaveCount(0); // later steps cannot be chosen

    await expect(page.getByRole('button', { name: 'Reset Form' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);

    for (const label of [
      'Full Name',
      'Email Address',
      'Phone Number',
      'Date of Birth',
      'Current Address',
      'Country',
    ]) {
      await expect(
        page.locator('label').filter({ hasText: new RegExp(`^${label}\\s*\\*$`) }),
        label,
      ).toHaveCount(1);
    }
    await expect(
      page
        .locator('label, div')
        .filter({ hasText: /^Gender\s*\*$/ })
        .first(),
    ).toBeVisible();
    await expect(page.locator('label').filter({ hasText: /^Spiritual Name$/ })).toHaveCount(1);

    const overview = page.getByRole('region', { name: 'How it works' });
    await expect(overview.getByRole('listitem')).toHaveText([
      /^1?\s*Apply\s*Complete this form with your personal details and course selection\./,
      /^2?\s*Orientation\s*A brief session to meet the faculty and your fellow students\./,
      /^3?\s*Begin Learning\s*Access the course materials/,
    ]);
    await expect(page.getByText('Fields marked with * are mandatory.')).toBeVisible();
    await expect(page.getByText(/How we use your answers is explained in our/)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'personal data notice', exact: true }),
    ).toHaveAttribute('href', '/privacy');

    // The honeypot is there for bots only: off screen, hidden from assistive technology, not tabbable.
    const honeypot = page.locator('#company_website');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
    await expect(page.locator('[aria-hidden="true"]:has(#company_website)')).toHaveCount(1);
  });

  test('step 1: Next shows every message and stays; messages update on every change', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await next(page);
    await expectMessages(page, [
      'Full name must be at least 2 characters',
      'Please enter a valid email address',
      'Phone number must be at least 7 digits',
      'Date of birth is required',
      'Please select your gender',
      'Address must be at least 5 characters',
      'Country is required',
    ]);
    await expectStep(page, 0);
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'step 1 with errors');

    await page.getByLabel('Full Name').fill('A');
    await expect(page.getByText('Full name must be at least 2 characters')).toBeVisible();
    await page.getByLabel('Full Name').fill('Ab');
    await expect(page.getByText('Full name must be at least 2 characters')).toHaveCount(0);
    await page.getByLabel('Email Address').fill('not-an-email');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email Address').fill('a@example.com');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
    await page.getByLabel('Phone Number').fill('123456');
    await expect(page.getByText('Phone number must be at least 7 digits')).toBeVisible();
    await page.getByLabel('Phone Number').fill('1234567');
    await expect(page.getByText('Phone number must be at least 7 digits')).toHaveCount(0);
    await page.getByLabel('Current Address').fill('Ipoh');
    await expect(page.getByText('Address must be at least 5 characters')).toBeVisible();
    await page.getByLabel('Current Address').fill('Ipoh 1');
    await expect(page.getByText('Address must be at least 5 characters')).toHaveCount(0);
    await chooseRadio(page, 'Gender', 'Prefer not to say');
    await expect(page.getByText('Please select your gender')).toHaveCount(0);
    await page.getByLabel('Country').selectOption('singapore');
    await expect(page.getByText('Country is required')).toHaveCount(0);
    await expect(page.getByText('Date of birth is required')).toBeVisible();
    await next(page);
    await expectStep(page, 0);
  });

  test('the date picker: Sunday first, month and year dropdowns, no future dates', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await page.getByLabel('Date of Birth').click();
    const dropdown = calendar(page);
    await expect(dropdown).toBeVisible();
    await expect(dropdown.locator('thead th')).toHaveText([
      'Su',
      'Mo',
      'Tu',
      'We',
      'Th',
      'Fr',
      'Sa',
    ]);
    await expectNoAxeViolations(page, 'date picker open');
    const month = dropdown.getByRole('combobox', { name: 'Month' });
    const year = dropdown.getByRole('combobox', { name: 'Year' });
    // A typical applicant's birth year is shown first; the years run from this one back to 1900.
    const thisYear = new Date().getFullYear();
    await expect(year).toHaveValue(String(thisYear - 25));
    await expect(year.locator('option').first()).toHaveText(String(thisYear));
    await expect(year.locator('option').last()).toHaveText('1900');
    await expect(month.locator('option')).toHaveCount(12);

    // Straight to a month decades back: the days follow, and the arrows keep the dropdowns in step.
    await year.selectOption('1975');
    await month.selectOption('March');
    await expect(
      dropdown.getByRole('button', { name: '14 March 1975', exact: true }),
    ).toBeVisible();
    await dropdown.getByRole('button', { name: 'Next month' }).click();
    await expect(month).toHaveValue('3');
    await expect(
      dropdown.getByRole('button', { name: '14 April 1975', exact: true }),
    ).toBeVisible();
    await month.selectOption('January');
    await dropdown.getByRole('button', { name: 'Previous month' }).click();
    await expect(month).toHaveValue('11');
    await expect(year).toHaveValue('1974');

    // No future dates: later months of this year and days after today are disabled.
    await year.selectOption(String(thisYear));
    const now = new Date();
    if (now.getMonth() < 11) {
      const later = new Date(thisYear, now.getMonth() + 1, 1).toLocaleString('en-US', {
        month: 'long',
      });
      await expect(month.locator('option', { hasText: later })).toBeDisabled();
    }
    await month.selectOption(now.toLocaleString('en-US', { month: 'long' }));
    const label = now.toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    await expect(dropdown.getByRole('button', { name: label, exact: true })).toBeEnabled();
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    if (tomorrow.getMonth() === now.getMonth()) {
      const tomorrowLabel = tomorrow.toLocaleString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      });
      await expect(
        dropdown.getByRole('button', { name: tomorrowLabel, exact: true }),
      ).toBeDisabled();
    }
    await dropdown.getByRole('button', { name: label, exact: true }).click();
    await expect(dropdown).toBeHidden();
    await expect(page.getByLabel('Date of Birth')).toHaveText(label);
    await expect(page.getByLabel('Date of Birth')).toBeFocused();

    // Opening again shows the chosen month.
    await page.getByLabel('Date of Birth').click();
    await expect(year).toHaveValue(String(thisYear));
  });

  test('steps: Next moves on when valid, Previous and earlier titles go back, values are kept', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await fillPersonal(page);
    await next(page);
    await expectStep(page, 1);
    await expect(page.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await expect(stepHeading(page)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset Form' })).toHaveCount(0);
    await expect(strip(page).getByRole('button')).toHaveCount(1);

    await fillSpiritual(page);
    await next(page);
    await expectStep(page, 2);
    await expect(strip(page).getByRole('button')).toHaveCount(2);
    // A later title is not a control.
    await strip(page).getByText('Support Requirements').click();
    await expectStep(page, 2);

    await page.getByRole('button', { name: 'Previous' }).click();
    await expectStep(page, 1);
    await expect(
      radioGroup(page, 'Initiated').getByRole('radio', { name: 'No', exact: true }),
    ).toBeChecked();
    await strip(page)
      .getByRole('button', { name: /Personal Information/ })
      .click();
    await expectStep(page, 0);
    await expect(page.getByLabel('Full Name')).toHaveValue(APPLICANT.fullName);
    await expect(page.getByLabel('Date of Birth')).toHaveText('15 January 1990');
    await expect(
      radioGroup(page, 'Gender').getByRole('radio', { name: 'Female', exact: true }),
    ).toBeChecked();
    await expect(page.getByLabel('Country')).toHaveValue('malaysia');
  });

  test('step 2: messages, and the fields that appear for other, initiated and other courses', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await fillPersonal(page);
    await next(page);
    await expectStep(page, 1);
    for (const label of ['ISKCON Affiliation Status', 'Years of Practice', 'Initiated']) {
      await expect(page.getByText(new RegExp(`^${label}\\s*\\*$`)), label).toBeVisible();
    }
    await next(page);
    await expectMessages(page, [
      'ISKCON affiliation status is required',
      'Years of practice is required',
      'Initiation status is required',
    ]);
    await expectNoAxeViolations(page, 'step 2 with errors');

    await expect(page.getByLabel('Please specify your ISKCON status')).toHaveCount(0);
    await chooseRadio(page, 'ISKCON Affiliation Status', 'Other');
    await expect(page.getByLabel('Please specify your ISKCON status')).toBeVisible();
    await expect(page.getByLabel('Spiritual Master')).toHaveCount(0);
    await chooseRadio(page, 'Initiated', 'Yes');
    await expect(page.getByLabel('Spiritual Master')).toBeVisible();
    await chooseRadio(page, 'Initiated', 'Aspiring');
    await expect(page.getByLabel('Spiritual Master')).toHaveCount(0);
    await expect(page.getByLabel('Please specify the other course')).toHaveCount(0);
    await tick(page, 'Prior Courses Completed', 'Other');
    await expect(page.getByLabel('Please specify the other course')).toBeVisible();
    await chooseRadio(page, 'Years of Practice', 'Less than 1 year');
    await next(page);
    await expectMessages(page, ['Please specify your ISKCON status']);
    await expectStep(page, 1);
    await page.getByLabel('Please specify your ISKCON status').fill('Namahatta member');
    await expectNoMessages(page, ['Please specify your ISKCON status']);
    await chooseRadio(page, 'ISKCON Affiliation Status', 'Life member');
    await expect(page.getByLabel('Please specify your ISKCON status')).toHaveCount(0);
    await next(page);
    await expectStep(page, 2);
  });

  test('step 3: messages and the other-language field', async ({ page }) => {
    await page.goto('/enroll');
    await fillPersonal(page);
    await next(page);
    await fillSpiritual(page);
    await next(page);
    await expectStep(page, 2);
    await expect(page.locator('label').filter({ hasText: /^Course Name\s*\*$/ })).toHaveCount(1);
    for (const label of ['Preferred Language', 'Preferred Schedule']) {
      await expect(page.getByText(new RegExp(`^${label}\\s*\\*$`)), label).toBeVisible();
    }
    await next(page);
    await expectMessages(page, [
      'Please select a course',
      'Please select your preferred language',
      'Please select your preferred schedule',
    ]);
    await expectNoAxeViolations(page, 'step 3 with errors');
    await page.getByLabel('Course Name').selectOption('gita-saram');
    await chooseRadio(page, 'Preferred Language', 'Other');
    await expect(page.getByLabel('Please specify your preferred language')).toBeVisible();
    await chooseRadio(page, 'Preferred Schedule', 'Weekends');
    await next(page);
    await expectMessages(page, ['Please specify your preferred language']);
    await page.getByLabel('Please specify your preferred language').fill('Malay');
    await next(page);
    await expectStep(page, 3);
  });

  test('step 4: the question, its message, and the two notes', async ({ page }) => {
    await page.goto('/enroll');
    await fillPersonal(page);
    await next(page);
    await fillSpiritual(page);
    await next(page);
    await fillCourse(page);
    await next(page);
    await expectStep(page, 3);
    await expect(
      page.getByText(/^Please indicate if you've completed the prerequisites\s*\*$/),
    ).toBeVisible();
    await expect(
      page.getByText('Bhakti-shastri needs a commitment to 16 daily rounds'),
    ).toBeVisible();
    await next(page);
    await expectMessages(page, ['Please indicate if you have completed prerequisites']);
    await expectNoAxeViolations(page, 'step 4 with errors');

    const note = page.getByTestId('prerequisites-note');
    await expect(note).toHaveCount(0);
    await chooseRadio(page, /completed the prerequisites/, 'No');
    await expect(note).toContainText('Important Note');
    await expect(note).toContainText('Prerequisites are essential');
    await expect(note).toContainText('contact our advisors');
    expect(
      await note.evaluate(
        (el) =>
          getComputedStyle(el).getPropertyValue('--alert-color').trim() ||
          getComputedStyle(el).color,
      ),
    ).toMatch(/red|#a51d1d|rgb\(165, 29, 29\)/); // the theme's red 9
    await expectNoAxeViolations(page, 'step 4 important note');
    await chooseRadio(page, /completed the prerequisites/, 'Not sure');
    await expect(note).toContainText('Information');
    await expect(note).not.toContainText('Important Note');
    await expect(note).toContainText('consultation');
    await expectNoAxeViolations(page, 'step 4 information note');
    await chooseRadio(page, /completed the prerequisites/, 'Yes');
    await expect(note).toHaveCount(0);
    await next(page);
    await expectStep(page, 4);
  });

  test('step 5: messages and the other-assistance field', async ({ page }) => {
    await page.goto('/enroll');
    await fillPersonal(page);
    await next(page);
    await fillSpiritual(page);
    await next(page);
    await fillCourse(page);
    await next(page);
    await fillPrerequisites(page);
    await next(page);
    await expectStep(page, 4);
    for (const label of ['Technology Access', 'Study Materials']) {
      await expect(page.getByText(new RegExp(`^${label}\\s*\\*$`)), label).toBeVisible();
    }
    await expect(page.getByText(/^Special Assistance$/)).toBeVisible();
    await next(page);
    await expectMessages(page, [
      'Please provide information about your technology access',
      'Please indicate your study materials status',
    ]);
    await expectNoAxeViolations(page, 'step 5 with errors');
    await tick(page, 'Special Assistance', 'Other');
    await expect(page.getByLabel('Please specify what assistance you need')).toBeVisible();
    await fillSupport(page);
    await next(page);
    await expectMessages(page, ['Please specify what assistance you need']);
    await page.getByLabel('Please specify what assistance you need').fill('Large print');
    await checkboxGroup(page, 'Special Assistance')
      .getByRole('checkbox', { name: 'Other' })
      .uncheck();
    await expect(page.getByLabel('Please specify what assistance you need')).toHaveCount(0);
    await next(page);
    await expectStep(page, 5);
  });

  test('step 6: the other-referral field, then a submission that reaches the API', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await fillToLastStep(page);
    await expect(page.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await page.getByLabel('How did you hear about us?').selectOption('other');
    await expect(page.getByLabel('Please specify how you heard about us')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectMessages(page, ['Please specify how you heard about us']);
    await expectNoAxeViolations(page, 'step 6 with errors');
    await page.getByLabel('Please specify how you heard about us').fill('A poster at the library');
    await page.getByLabel('Anything else you would like to share?').fill('Looking forward to it.');

    // Hold the request a moment to see the busy button.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/applications', async (route) => {
      await held;
      await route.continue();
    });
    const requestPromise = page.waitForRequest(
      (r) => r.url().endsWith('/api/applications') && r.method() === 'POST',
    );
    const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/applications'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    const request: Request = await requestPromise;
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(body.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(await response.json()).toEqual({ id: body.id });
    expect(body).toMatchObject({
      full_name: APPLICANT.fullName,
      spiritual_name: null,
      email: APPLICANT.email,
      phone: APPLICANT.phone,
      date_of_birth: '1990-01-15T00:00:00.000Z',
      gender: 'female',
      address: APPLICANT.address,
      country: 'malaysia',
      iskcon_status: 'regular-attendee',
      iskcon_status_other: null,
      years_of_practice: '3-5',
      initiated: 'no',
      spiritual_master: null,
      prior_courses: [],
      course_name: 'bhakti-shastri',
      preferred_language: 'english',
      preferred_schedule: 'weekday-evenings',
      course_format: 'online',
      completed_prerequisites: 'yes',
      special_assistance: [],
      technology_access: ['internet'],
      study_materials: 'have-all',
      referral_source: 'other',
      other_referral_source: 'A poster at the library',
      testimonial: 'Looking forward to it.',
      company_website: '',
    });
    expect(Object.keys(body).every((key) => key === key.toLowerCase())).toBe(true);

    // The confirmation replaces the form: no corner notice, no emptied form inviting a second try.
    const done = confirmation(page);
    await expect(done).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeFocused();
    await expect(done).toContainText(`Thank you, ${APPLICANT.fullName}.`);
    await expect(done).toContainText('Your application for Bhakti-shastri has been received.');
    const reference = String(body.id).replace(/-/g, '').slice(0, 8).toUpperCase();
    await expect(done.getByTestId('application-reference')).toHaveText(reference);
    await expect(done).toContainText(`Confirmation sent to${APPLICANT.email}`);
    const nextSteps = done.getByRole('region', { name: 'What happens next' }).getByRole('listitem');
    await expect(nextSteps).toHaveCount(3);
    await expect(nextSteps.nth(0)).toContainText('Apply (done)');
    await expect(nextSteps.nth(1)).toContainText('Orientation');
    await expect(nextSteps.nth(2)).toContainText('Begin Learning');
    await expect(page.getByLabel('Full Name')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
    await expect(notices(page)).toHaveCount(0);
    await expectNoAxeViolations(page, 'confirmation');

    // Stored, so the draft is gone: a reload shows a fresh form and no confirmation.
    expect(await page.evaluate(() => localStorage.getItem('enroll-draft-v1'))).toBeNull();
    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(confirmation(page)).toHaveCount(0);
    await expect(page.getByText('Welcome back')).toHaveCount(0);
  });

  test('the confirmation links home; a failed send keeps the draft and shows no confirmation', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await fillToLastStep(page);
    await page.route('**/api/applications', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }),
      }),
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(notices(page)).toContainText('Submission Error');
    await expect(confirmation(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('enroll-draft-v1'))).not.toBeNull();

    await page.unroute('**/api/applications');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(confirmation(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('enroll-draft-v1'))).toBeNull();
    await confirmation(page).getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a refused submission shows the server message and keeps every value', async ({ page }) => {
    await page.goto('/enroll');
    await fillToLastStep(page);
    await page.route('**/api/applications', (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: {
            code: 'validation_failed',
            message: 'Some fields are not valid',
            fields: { phone: 'Phone number must be at least 7 digits' },
          },
        },
      }),
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(notices(page)).toContainText('Submission Error');
    await expect(notices(page)).toContainText('Some fields are not valid');
    // The field the server named is shown on its step, with its message; everything else is kept.
    await expectStep(page, 0);
    await expect(page.getByText('Phone number must be at least 7 digits')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(APPLICANT.fullName);
    await expect(page.getByLabel('Phone Number')).toHaveValue(APPLICANT.phone);
  });

  test('a failing server shows its message; a lost connection shows the generic text; values stay', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await fillToLastStep(page);
    await page.getByLabel('Anything else you would like to share?').fill('Keep me');
    await page.route('**/api/applications', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal_error', message: 'The database is not available' } },
      }),
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(notices(page)).toContainText('Submission Error');
    await expect(notices(page)).toContainText('The database is not available');
    await expectStep(page, 5);
    await expect(page.getByLabel('Anything else you would like to share?')).toHaveValue('Keep me');
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();

    await page.unroute('**/api/applications');
    await page.route('**/api/applications', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(notices(page).last()).toContainText(
      'There was an error submitting your application. Please try again.',
      {
        timeout: 15_000,
      },
    );
    // The earlier notice gives way: one at a time.
    await expect(notices(page)).toHaveCount(1, { timeout: 2000 });
    await expect(page.getByLabel('Anything else you would like to share?')).toHaveValue('Keep me');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(
      radioGroup(page, 'Study Materials').getByRole('radio', {
        name: 'I have all the required books',
      }),
    ).toBeChecked();
  });

  test('gateway errors are retried with the same id until the application is stored', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await fillToLastStep(page);
    const ids: unknown[] = [];
    let calls = 0;
    await page.route('**/api/applications', async (route) => {
      calls += 1;
      ids.push((route.request().postDataJSON() as { id: string }).id);
      if (calls <= 2) await route.fulfill({ status: calls === 1 ? 502 : 503, body: 'Bad gateway' });
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(confirmation(page)).toBeVisible();
    expect(calls).toBe(3);
    expect(new Set(ids).size).toBe(1);
  });

  test('the draft is kept on reload until Reset Form, which clears it with a notice', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await page.getByLabel('Full Name').fill('Draft Person');
    await page.getByLabel('Email Address').fill('draft@example.com');
    await chooseRadio(page, 'Gender', 'Male');
    await page.getByLabel('Country').selectOption('india');
    await page.reload();
    await expect(page.getByText('Welcome back')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Draft Person');
    await expect(page.getByLabel('Email Address')).toHaveValue('draft@example.com');
    await expect(
      radioGroup(page, 'Gender').getByRole('radio', { name: 'Male', exact: true }),
    ).toBeChecked();
    await expect(page.getByLabel('Country')).toHaveValue('india');

    // The step reached is kept too.
    await fillPersonal(page);
    await next(page);
    await expectStep(page, 1);
    await page.reload();
    await expectStep(page, 1);
    await page.getByRole('button', { name: 'Previous' }).click();

    // Reset Form (after its question, tested below) clears the form and the draft.
    const resetButton = page.getByRole('button', { name: 'Reset Form' });
    const ask = page.getByRole('dialog', { name: 'Reset the form?' });
    await resetButton.click();
    await ask.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(ask).toHaveCount(0);
    await expect(notices(page)).toContainText('Form Reset');
    await expect(notices(page)).toContainText('All form fields have been cleared.');
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(
      radioGroup(page, 'Gender').getByRole('radio', { name: 'Male', exact: true }),
    ).not.toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('enroll-draft-v1'))).toBeNull();
    await expect(page.getByText('Welcome back')).toHaveCount(0);
    // One notice at a time: a second notice replaces the first.
    await resetButton.click();
    await ask.getByRole('button', { name: 'Reset', exact: true }).click();
    // (Notices stay 6 s, so a short wait would still see two if both were shown.)
    await expect(notices(page)).toHaveCount(1, { timeout: 2000 });
    await expect(notices(page)).toContainText('Form Reset');
    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByText('Welcome back')).toHaveCount(0);
  });

  test('Reset Form asks first; Cancel, Escape and the close button keep every answer', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await fillPersonal(page);
    // A dialog names what goes; each way out keeps the answers and gives focus back to Reset Form.
    const resetButton = page.getByRole('button', { name: 'Reset Form' });
    const ask = page.getByRole('dialog', { name: 'Reset the form?' });
    await resetButton.click();
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(
      'Every answer you have given will be cleared from this browser',
    );
    await expect(ask.getByRole('listitem')).toHaveText([...STEP_TITLES]);
    await expect(ask).toContainText('The saved draft is deleted too, and this cannot be undone.');
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page, 'reset confirmation');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    await expect(resetButton).toBeFocused();
    await expect(page.getByLabel('Full Name')).toHaveValue('Radha Krishna Devi');
    await resetButton.click();
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(resetButton).toBeFocused();
    await resetButton.click();
    await ask.getByRole('button', { name: 'Close dialog' }).click();
    await expect(ask).toHaveCount(0);
    await expect(page.getByLabel('Full Name')).toHaveValue('Radha Krishna Devi');
    await expect(notices(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('enroll-draft-v1'))).not.toBeNull();
  });

  test('?course= chooses the course; an unknown title leaves the choice open', async ({ page }) => {
    await page.goto('/enroll?course=Bhakti-vaibhava');
    await fillPersonal(page);
    await next(page);
    await fillSpiritual(page);
    await next(page);
    await expect(page.getByLabel('Course Name')).toHaveValue('bhakti-vaibhava');

    await page.evaluate(() => localStorage.clear());
    await page.goto(`/enroll?course=${encodeURIComponent('Deity Worship Training')}`);
    await fillPersonal(page);
    await next(page);
    await fillSpiritual(page);
    await next(page);
    await expect(page.getByLabel('Course Name')).toHaveValue('deity-worship');

    await page.evaluate(() => localStorage.clear());
    await page.goto(`/enroll?course=${encodeURIComponent('Underwater Basket Weaving')}`);
    await fillPersonal(page);
    await next(page);
    await fillSpiritual(page);
    await next(page);
    await expect(page.getByLabel('Course Name')).toHaveValue('');
  });

  test('step 1 can be completed with the keyboard alone', async ({ page }) => {
    await page.goto('/enroll');
    await page.getByLabel('Full Name').focus();
    await page.keyboard.type('Keyboard User');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Spiritual Name')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+60 12 555 0000');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Date of Birth')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(calendar(page)).toBeVisible();
    // Focus starts on the month dropdown and stays in the picker: keys choose the month and the
    // year, Tab reaches the arrows and then the days, arrows move, Enter picks.
    const focused = async () =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? '',
      );
    const month = calendar(page).getByRole('combobox', { name: 'Month' });
    const year = calendar(page).getByRole('combobox', { name: 'Year' });
    await expect(month).toBeFocused();
    await page.keyboard.press('End'); // December
    await expect(month).toHaveValue('11');
    await page.keyboard.press('Tab');
    await expect(year).toBeFocused();
    await page.keyboard.type('1985');
    await expect(year).toHaveValue('1985');
    await expect(calendar(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('Previous month');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('Next month');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toMatch(/^\d{1,2} December 1985$/);
    await page.keyboard.press('ArrowDown');
    const chosen = await focused();
    await page.keyboard.press('Enter');
    await expect(calendar(page)).toBeHidden();
    await expect(page.getByLabel('Date of Birth')).toHaveText(chosen);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight'); // first gender option is focused; arrows choose
    await expect(
      radioGroup(page, 'Gender').getByRole('radio', { name: 'Female', exact: true }),
    ).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Current Address')).toBeFocused();
    await page.keyboard.type('1 Keyboard Lane, Ipoh');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Country')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Country')).not.toHaveValue('');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Reset Form' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectStep(page, 1);
  });

  test('no accessibility violations on any step, wide and at 360 px', async ({ page }) => {
    // Sixteen axe runs of one to six seconds each on a busy machine: more than the usual 45 s.
    test.setTimeout(120_000);
    await page.goto('/enroll');
    const check = async (label: string) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await expectNoAxeViolations(page, `${label} 1280`);
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoAxeViolations(page, `${label} 360`);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        label,
      ).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 720 });
    };
    await check('step 1');
    await fillPersonal(page);
    await next(page);
    await check('step 2');
    await fillSpiritual(page);
    await next(page);
    await check('step 3');
    await fillCourse(page);
    await next(page);
    await check('step 4');
    await fillPrerequisites(page);
    await next(page);
    await check('step 5');
    await fillSupport(page);
    await next(page);
    await check('step 6');
    await page.reload();
    await expect(page.getByText('Welcome back')).toBeVisible();
    await check('restored draft');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Reset Form' }).click();
    await check('reset confirmation');
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(notices(page)).toBeVisible();
    await check('reset notice');
  });
});

test.describe('small behaviours', () => {
  test('"None" clears the other options, and another option clears "None"', async ({ page }) => {
    await page.goto('/enroll');
    await fillPersonal(page);
    await next(page);
    const prior = checkboxGroup(page, 'Prior Courses Completed');
    const box = (name: string) => prior.getByRole('checkbox', { name, exact: true });
    await box('Bhakti-shastri').check();
    await box('Other').check();
    await box('None').check();
    await expect(box('None')).toBeChecked();
    await expect(box('Bhakti-shastri')).not.toBeChecked();
    await expect(box('Other')).not.toBeChecked();
    await box('Gita Saram').check();
    await expect(box('None')).not.toBeChecked();
    await expect(box('Gita Saram')).toBeChecked();

    await fillSpiritual(page);
    await next(page);
    await fillCourse(page);
    await next(page);
    await fillPrerequisites(page);
    await next(page);
    const help = checkboxGroup(page, /Special Assistance/);
    const need = (name: string) => help.getByRole('checkbox', { name, exact: true });
    const first = help.getByRole('checkbox').first();
    await first.check();
    await need('None').check();
    await expect(first).not.toBeChecked();
    await first.check();
    await expect(need('None')).not.toBeChecked();
  });

  test('the phone number takes digits, spaces, + - ( ) with at least 7 digits', async ({
    page,
  }) => {
    await page.goto('/enroll');
    const phone = page.getByLabel('Phone Number');
    const message = page
      .locator('.mantine-InputWrapper-error')
      .getByText('Phone number must be at least 7 digits', { exact: true });
    await phone.fill('abcdefg');
    await next(page);
    await expect(message).toBeVisible();
    await phone.fill('12-34 (5)');
    await expect(message).toBeVisible();
    await phone.fill('+60 (12) 345-6789');
    await expect(message).toHaveCount(0);
  });

  test('"Welcome back" shows once, on the step the draft reopened, and goes on moving', async ({
    page,
  }) => {
    const welcome = page.getByText('Welcome back', { exact: true });
    await page.goto('/enroll');
    await fillPersonal(page);
    await next(page);
    await fillSpiritual(page);
    await next(page);
    await expectStep(page, 2);
    await expect(welcome).toHaveCount(0);

    await page.reload();
    await expectStep(page, 2);
    await expect(welcome).toHaveCount(1);
    await expect(welcome).toBeVisible();
    // Back a step: the notice goes, and coming back to the step it stood on does not bring it back.
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectStep(page, 1);
    await expect(welcome).toHaveCount(0);
    await next(page);
    await expectStep(page, 2);
    await expect(welcome).toHaveCount(0);
  });

  test('"Welcome back" also goes on Next and on choosing an earlier step', async ({ page }) => {
    const welcome = page.getByText('Welcome back', { exact: true });
    await page.goto('/enroll');
    await fillPersonal(page);
    await next(page);
    await fillSpiritual(page);
    await next(page);
    await page.reload();
    await expect(welcome).toBeVisible();
    await fillCourse(page);
    await next(page);
    await expectStep(page, 3);
    await expect(welcome).toHaveCount(0);
    await page.reload();
    await expect(welcome).toBeVisible();
    await strip(page)
      .getByRole('button', { name: /Personal Information/ })
      .click();
    await expectStep(page, 0);
    await expect(welcome).toHaveCount(0);
  });

  test('form fields show a 2 px focus ring like the buttons', async ({ page }) => {
    await page.goto('/enroll');
    const ring = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
    await page.getByLabel('Full Name').focus();
    expect(await ring(page.getByLabel('Full Name'))).toBe('solid 2px');
    // The picker loads after first paint (a disabled stand-in holds its place): tab once it is in.
    const dateButton = page.getByLabel('Date of Birth').and(page.locator('button'));
    await expect(dateButton).toBeEnabled();
    await page.getByLabel('Phone Number').focus();
    await page.keyboard.press('Tab');
    await expect(dateButton).toBeFocused();
    expect(await ring(dateButton)).toBe('solid 2px');
    await page.keyboard.press('Tab');
    const radio = radioGroup(page, 'Gender').getByRole('radio').first();
    await expect(radio).toBeFocused();
    expect(await ring(radio)).toBe('solid 2px');
    await page.getByLabel('Country').focus();
    expect(await ring(page.getByLabel('Country'))).toBe('solid 2px');
  });
});
