import { expect, type Locator, type Page } from '@playwright/test';

export const STEP_TITLES = [
  'Personal Information',
  'Spiritual Background',
  'Course Selection',
  'Prerequisites',
  'Support Requirements',
  'Additional Information',
];

/** The current step's title (the form's level-2 heading). */
export const stepHeading = (page: Page) => page.locator('#wizard-step-title');

export const radioGroup = (page: Page, name: string | RegExp) =>
  page.getByRole('radiogroup', { name });
export const checkboxGroup = (page: Page, name: string | RegExp) =>
  page.getByRole('group', { name });

export async function chooseRadio(page: Page, group: string | RegExp, option: string) {
  await radioGroup(page, group).getByRole('radio', { name: option, exact: true }).check();
}

export async function tick(page: Page, group: string | RegExp, option: string) {
  await checkboxGroup(page, group).getByRole('checkbox', { name: option, exact: true }).check();
}

export async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function expectStep(page: Page, index: number) {
  await expect(stepHeading(page)).toHaveText(STEP_TITLES[index]!);
  await expect(page.getByText(`Step ${index + 1} of 6`)).toBeVisible();
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The open calendar of the date-of-birth picker. */
export const calendar = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.locator('[data-calendar]') });

/** Picks a birth date the way a person does: open the picker, choose year and month, click the day. */
export async function pickBirthDate(page: Page, year: number, month: number, day: number) {
  await page.getByLabel('Date of Birth').click();
  const dropdown = calendar(page);
  await dropdown.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
  await dropdown.getByRole('combobox', { name: 'Month' }).selectOption(MONTHS[month - 1]!);
  await dropdown
    .getByRole('button', { name: `${day} ${MONTHS[month - 1]} ${year}`, exact: true })
    .click();
  await expect(dropdown).toBeHidden();
}

export interface Applicant {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  /** The value of Course Name on step 3 (Bhakti-shastri unless said). */
  course?: string;
  /** The Preferred Contact Channel to choose ("WhatsApp"); none unless said. */
  contact?: string;
}

export const APPLICANT: Applicant = {
  fullName: 'Radha Krishna Devi',
  email: 'radha@example.com',
  phone: '+60 12 345 6789',
  address: '12 Jalan Sultan Idris Shah, Ipoh',
};

export async function fillPersonal(page: Page, applicant: Applicant = APPLICANT) {
  await page.getByLabel('Full Name').fill(applicant.fullName);
  await page.getByLabel('Email Address').fill(applicant.email);
  await page.getByLabel('Phone Number').fill(applicant.phone);
  if (applicant.contact) await chooseRadio(page, 'Preferred Contact Channel', applicant.contact);
  await pickBirthDate(page, 1990, 1, 15);
  await chooseRadio(page, 'Gender', 'Female');
  await page.getByLabel('Current Address').fill(applicant.address);
  await page.getByLabel('Country').selectOption('malaysia');
}

export async function fillSpiritual(page: Page) {
  await chooseRadio(page, 'ISKCON Affiliation Status', 'Regular temple attendee');
  await chooseRadio(page, 'Years of Practice', '3 to 5 years');
  await chooseRadio(page, 'Initiated', 'No');
}

export async function fillCourse(page: Page, course = 'bhakti-shastri') {
  await page.getByLabel('Course Name').selectOption(course);
  await chooseRadio(page, 'Preferred Language', 'English');
  await chooseRadio(page, 'Preferred Schedule', 'Weekday evenings');
}

export async function fillPrerequisites(page: Page) {
  await chooseRadio(page, /completed the prerequisites/, 'Yes');
}

export async function fillSupport(page: Page) {
  await tick(page, 'Technology Access', 'Reliable internet connection');
  await chooseRadio(page, 'Study Materials', 'I have all the required books');
}

/** Ticks the two consent boxes of the last step (notice, and the spiritual background answers). */
export async function giveConsent(page: Page) {
  await page.getByRole('checkbox', { name: /I have read the personal data notice/ }).check();
  await page.getByRole('checkbox', { name: /I give my explicit consent/ }).check();
}

/** Fills step `index` (0 for the first) with valid answers and moves on with Next. */
export async function completeStep(page: Page, index: number, applicant: Applicant = APPLICANT) {
  const fill = [
    () => fillPersonal(page, applicant),
    () => fillSpiritual(page),
    () => fillCourse(page, applicant.course),
    () => fillPrerequisites(page),
    () => fillSupport(page),
  ][index];
  if (!fill) throw new Error(`Step ${index + 1} has no Next to move on with`);
  await fill();
  await next(page);
  await expectStep(page, index + 1);
}

/**
 * Fills every step before `index` with valid answers and arrives on it: from a fresh form, or
 * from step `from` when the form is already there.
 */
export async function goToStep(
  page: Page,
  index: number,
  applicant: Applicant = APPLICANT,
  from = 0,
) {
  for (let step = from; step < index; step += 1) await completeStep(page, step, applicant);
  await expectStep(page, index);
}

/** Fills steps 1 to 5 with valid answers and stops on step 6, consent given. */
export async function fillToLastStep(page: Page, applicant: Applicant = APPLICANT) {
  await goToStep(page, 5, applicant);
  await giveConsent(page);
}

/** The draft this browser keeps of the form (null when there is none). */
export const savedDraft = (page: Page) =>
  page.evaluate(() => localStorage.getItem('enroll-draft-v2'));

/**
 * The boxes of the buttons named, read in one layout: the buttons under a step move down as its
 * fields render, part by part, so two separate reads can see two layouts.
 */
export const buttonBoxes = (page: Page, names: string[]) =>
  page.getByRole('button').evaluateAll(
    (buttons, wanted) =>
      wanted.map((name) =>
        buttons
          .find((el) => el.textContent?.trim() === name)!
          .getBoundingClientRect()
          .toJSON(),
      ) as DOMRect[],
    names,
  );

/** Notices from the notification system (not the inline alerts of the form). */
export const notices = (page: Page): Locator => page.locator('.mantine-Notification-root');

/** The screen that replaces the form once the application is stored. */
export const confirmation = (page: Page) =>
  page.getByRole('region', { name: 'Application submitted' });

/** The wizard's step strip. */
export const stepStrip = (page: Page) =>
  page.getByRole('navigation', { name: 'Application steps' });

/** A field's error message (some labels repeat their message, so match the error element). */
export const fieldError = (page: Page, message: string) =>
  page.locator('.mantine-InputWrapper-error').getByText(message, { exact: true });

export async function expectMessages(page: Page, messages: string[]) {
  for (const message of messages) {
    await expect(fieldError(page, message), message).toBeVisible();
  }
}

export async function expectNoMessages(page: Page, messages: string[]) {
  for (const message of messages) {
    await expect(fieldError(page, message), message).toHaveCount(0);
  }
}
