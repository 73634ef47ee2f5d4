import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  APPLICANT,
  buttonBoxes,
  checkboxGroup,
  chooseRadio,
  completeStep,
  expectMessages,
  expectNoMessages,
  expectStep,
  fillSupport,
  goToStep,
  next,
  radioGroup,
  STEP_TITLES,
  stepHeading,
  stepStrip,
  tick,
} from './support/wizard';

/** A text field's * beside its label, and aria-required on its box (or neither). */
async function expectRequiredMark(page: Page, label: string, required: boolean) {
  // Its name as announced: the * is hidden from screen readers, which hear "required" instead.
  const field = page.getByRole('textbox', { name: label, exact: true });
  await expect(field).toBeVisible();
  await expect(
    page.locator('label').filter({ hasText: new RegExp(`^${label}\\s*\\*$`) }),
    label,
  ).toHaveCount(required ? 1 : 0);
  if (required) await expect(field).toHaveAttribute('aria-required', 'true');
  else await expect(field).not.toHaveAttribute('aria-required');
}

test.describe('enrolment wizard: the steps', () => {
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

    await expect(stepStrip(page).getByRole('listitem')).toHaveCount(6);
    for (const title of STEP_TITLES) await expect(stepStrip(page)).toContainText(title);
    await expect(stepStrip(page).locator('[aria-current="step"]')).toContainText(
      'Personal Information',
    );
    await expect(stepStrip(page).getByRole('button')).toHaveCount(0); // later steps cannot be chosen

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
      /^3?\s*Begin learning\s*You receive access to the course materials/,
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

  test('steps: Next moves on when valid, Previous and earlier titles go back, values are kept', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await goToStep(page, 1);
    await expect(page.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await expect(stepHeading(page)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset Form' })).toHaveCount(0);
    await expect(stepStrip(page).getByRole('button')).toHaveCount(1);
    await completeStep(page, 1);
    await expect(stepStrip(page).getByRole('button')).toHaveCount(2);
    // A later title is not a control.
    await stepStrip(page).getByText('Support Requirements').click();
    await expectStep(page, 2);

    await page.getByRole('button', { name: 'Previous' }).click();
    await expectStep(page, 1);
    await expect(
      radioGroup(page, 'Initiated').getByRole('radio', { name: 'No', exact: true }),
    ).toBeChecked();
    await stepStrip(page)
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
    await goToStep(page, 1);
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
    // Required while shown, as the schema has it: marked and announced like the others.
    await expectRequiredMark(page, 'Please specify your ISKCON status', true);
    await expectRequiredMark(page, 'Please specify the other course', false);
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
    await goToStep(page, 2);
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
    await expectRequiredMark(page, 'Please specify your preferred language', true);
    await chooseRadio(page, 'Preferred Schedule', 'Weekends');
    await next(page);
    await expectMessages(page, ['Please specify your preferred language']);
    await page.getByLabel('Please specify your preferred language').fill('Malay');
    await next(page);
    await expectStep(page, 3);
  });

  test('step 4: the question, its message, and the two notes', async ({ page }) => {
    await page.goto('/enroll');
    await goToStep(page, 3);
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

  test("steps 3 and 4: the chosen course's schedule and prerequisites", async ({ page }) => {
    await page.goto('/enroll');
    await goToStep(page, 2);
    const vaibhavaHours = page.getByText('Bhakti-vaibhava classes run 2 hours, Monday to Friday');
    await page.getByLabel('Course Name').selectOption('bhakti-vaibhava');
    await expect(vaibhavaHours).toBeVisible();
    await expect(radioGroup(page, /Preferred Schedule/)).toHaveAccessibleDescription(
      /Monday to Friday/,
    );
    await page.getByLabel('Course Name').selectOption('idc');
    await expect(vaibhavaHours).toHaveCount(0);
    await chooseRadio(page, 'Preferred Language', 'English');
    await chooseRadio(page, 'Preferred Schedule', 'Weekends');
    await next(page);
    await expectStep(page, 3);
    // Another course's own prerequisites, from its record, as its card lists them.
    const coursePrerequisites = page
      .locator('p')
      .filter({ hasText: 'Prerequisites for your course:' });
    await expect(coursePrerequisites).toHaveText(
      'Prerequisites for your course: Regular chanting of the Hare Krishna maha-mantra.',
    );

    await stepStrip(page)
      .getByRole('button', { name: /Course Selection/ })
      .click();
    await page.getByLabel('Course Name').selectOption('gita-saram');
    await next(page);
    await expect(coursePrerequisites).toHaveText('Prerequisites for your course: None are listed.');
    // Nothing to complete first: no answer is warned that prerequisites are essential.
    for (const answer of ['No', 'Not sure']) {
      await chooseRadio(page, /completed the prerequisites/, answer);
      await expect(page.getByTestId('prerequisites-note')).toHaveCount(0);
    }
  });

  test('step 5: messages and the other-assistance field', async ({ page }) => {
    await page.goto('/enroll');
    await goToStep(page, 4);
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
    await expectRequiredMark(page, 'Please specify what assistance you need', true);
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

  test('the address box starts three lines high and grows with its text up to eight', async ({
    page,
  }) => {
    await page.goto('/enroll');
    const address = page.getByLabel('Current Address');
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `Line ${i + 1}`);
    const height = () => address.evaluate((el) => el.getBoundingClientRect().height);
    const lineHeight = await address.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    const empty = await height();
    await address.fill(lines(3).join('\n'));
    expect(await height()).toBeCloseTo(empty, 0);
    await address.fill(lines(6).join('\n'));
    expect(await height()).toBeCloseTo(empty + 3 * lineHeight, 0);
    await address.fill(lines(12).join('\n'));
    expect(await height()).toBeCloseTo(empty + 5 * lineHeight, 0);
    // Beyond eight lines the box scrolls.
    expect(await address.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  });

  test('on a phone the buttons fill their rows and the personal data box is drawn as one', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/enroll');
    await expectStep(page, 0);
    // Step 1: Reset Form and Next share one row between them, with only the gap in the middle.
    const [reset, nextButton] = await buttonBoxes(page, ['Reset Form', 'Next']);
    expect(reset!.y).toBe(nextButton!.y);
    expect(nextButton!.x - (reset!.x + reset!.width)).toBeLessThanOrEqual(13);

    // Step 6: "Previous" and "Submit Application" do not fit side by side; each takes a row.
    await goToStep(page, 5);
    const [previous, submit] = await buttonBoxes(page, ['Previous', 'Submit Application']);
    expect(submit!.y).toBeGreaterThan(previous!.y);
    expect(submit!.x).toBeCloseTo(previous!.x, 0);
    expect(submit!.width).toBeCloseTo(previous!.width, 0);

    // The consent group is a light, rounded box like the rest of the form, not the browser's
    // grooved frame.
    const fieldset = page.locator('fieldset').filter({ hasText: 'Your personal data' });
    await expect(fieldset).toHaveCSS('border-top-style', 'solid');
    await expect(fieldset).toHaveCSS('border-top-width', '1px');
    expect(
      await fieldset.evaluate((el) => parseFloat(getComputedStyle(el).borderTopLeftRadius)),
    ).toBeGreaterThan(0);
  });
});
