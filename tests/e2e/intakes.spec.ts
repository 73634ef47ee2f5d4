import { expect, test, type Page } from '@playwright/test';
import { addDays, instituteDayOf } from '@institute/core/calendar/institute-day';
import { formatInstituteDay } from '@institute/core/calendar/format';
import { signIn as tokensFor } from '../support/auth';
import { validApplication } from '../support/applications';
import { baseURL } from '../playwright.config';
import {
  expectToast,
  loseNextAnswer,
  signIn,
  uniqueEmail,
  uniqueSuffix,
} from './support/admin-session';
import {
  chooseRadio,
  confirmation,
  expectStep,
  fillToLastStep,
  goToStep,
  next,
} from './support/wizard';
import { waitForAnimations } from './support/axe';
import { homeLoaded } from './support/public-home';

/*
 * Intakes end to end: staff give a course an intake in the course form, it fills up, the course
 * card turns Register Now into "Join the waitlist", and the application sent from there is marked
 * waitlist in the inbox.
 */

const dayFromNow = (days: number) => addDays(instituteDayOf(new Date()), days);

/** Screenshots to look at, under test-results (not compared). */
const SHOTS = process.env.INTAKE_SHOTS;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The admin menu slides away at phone width; shoot once it has.
    await waitForAnimations(page);
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const courseCard = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Signed in as an admin, the Add Course dialog with the title typed. */
/** The local admin's API headers, with a real token from the local Cognito. */
async function adminHeaders() {
  const { accessToken } = await tokensFor(`${baseURL}/cognito`, 'admin@example.com');
  return { Authorization: `Bearer ${accessToken}` };
}

/** Creates a course through the API; its id. */
async function createCourse(page: Page, headers: Record<string, string>, data: object) {
  const created = await page.request.post('/api/admin/courses', { headers, data });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function addCourse(page: Page, title: string) {
  await signIn(page);
  await page.goto('/admin/courses');
  await page.getByRole('button', { name: 'Add Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Course' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  return dialog;
}

test('a full intake turns Register Now into the waitlist, and the inbox marks the application', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Intake Shastri ${uniqueSuffix()}`;
  const start = dayFromNow(40);
  const deadline = dayFromNow(20);
  const asAdmin = await adminHeaders();
  let courseId: string | undefined;
  try {
    // Staff add the course with one intake of a single place.
    const dialog = await addCourse(page, title);
    // A choice no other test applies for: other applications would join this intake too.
    await dialog.getByRole('combobox', { name: 'Enrolment course' }).click();
    await page.getByRole('option', { name: 'Gita Rahasya' }).click();
    await dialog.getByRole('button', { name: 'Add intake' }).click();
    const row = dialog.getByRole('group', { name: 'Intake 1' });
    // A new intake is not marked wrong before anything is typed; saving it blank is refused.
    await expect(row.getByLabel('Start date')).toBeVisible();
    await expect(row.locator('[aria-invalid="true"]')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create' }).click();
    // Said as a missing date: the field shows the browser's own date format, not YYYY-MM-DD.
    await expect(row.getByText('Start date is required')).toBeVisible();
    await expect(row.getByText('The date applications close is required')).toBeVisible();
    await row.getByLabel('Start date').fill(start);
    // A deadline after the start is refused on its field.
    await row.getByLabel('Applications close').fill(dayFromNow(41));
    await row.getByLabel('Capacity').fill('1');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(
      row.getByText('The application deadline must be on or before the start date'),
    ).toBeVisible();
    await row.getByLabel('Applications close').fill(deadline);
    await shoot(page, 'intake-course-form');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Success', 'Course created successfully');

    // While it has room, the card shows the intake and Register Now. (A browser of its own:
    // browsers keep the home data for a minute, as CloudFront does.)
    const visitor = await browser.newContext();
    try {
      const home = await visitor.newPage();
      await home.goto('/');
      await homeLoaded(home);
      const open = courseCard(home, title);
      await expect(open).toContainText(
        `Next intake starts ${formatInstituteDay(start)}. Applications close ${formatInstituteDay(deadline)}.`,
      );
      await expect(open.getByRole('link', { name: `Register Now for ${title}` })).toBeVisible();
    } finally {
      await visitor.close();
    }

    // One applicant is accepted: the intake is full.
    const courses = await page.request.get('/api/admin/courses', { headers: asAdmin });
    const course = (
      (await courses.json()) as Array<{ id: string; title: string; intakes: Array<{ id: string }> }>
    ).find((item) => item.title === title)!;
    courseId = course.id;
    const first = validApplication({
      intake: course.intakes[0]!.id,
      course_name: 'gita-rahasya',
      email: uniqueEmail('first-in'),
    });
    expect((await page.request.post('/api/applications', { data: first })).status()).toBe(201);
    for (const status of ['contacted', 'accepted']) {
      const moved = await page.request.patch(`/api/admin/applications/${String(first.id)}`, {
        headers: asAdmin,
        data: { status },
      });
      expect(moved.status()).toBe(200);
    }

    // A visitor now finds the intake full, and joins its waitlist.
    const name = `Waiting Applicant ${uniqueSuffix()}`;
    const later = await browser.newContext();
    try {
      const visitor = await later.newPage();
      await visitor.goto('/');
      await homeLoaded(visitor);
      const card = courseCard(visitor, title);
      await expect(card).toContainText('This intake is full.');
      await expect(card.getByRole('link', { name: /^Register Now/ })).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await shoot(visitor, 'intake-card-full');
      await card.getByRole('link', { name: `Join the waitlist for ${title}` }).click();

      // The same form, said to be a waitlist application, with the course chosen.
      await expect(visitor).toHaveURL(/\/enroll\?.*waitlist=true/);
      const note = visitor.getByRole('alert').filter({ hasText: 'Waitlist application' });
      await expect(note).toContainText(`The next intake of ${title} is not taking applications`);
      await shoot(visitor, 'intake-waitlist-form');
      await fillToLastStep(visitor, {
        fullName: name,
        email: uniqueEmail('waitlist'),
        phone: '+60 12 345 6789',
        address: '12 Jalan Sultan Idris Shah, Ipoh',
        course: 'gita-rahasya',
        contact: 'WhatsApp',
      });
      await visitor.getByRole('button', { name: 'Submit Application' }).click();
      await expect(confirmation(visitor)).toContainText(
        'The intake is no longer taking applications, so it is on the waitlist.',
      );
      // The next steps as the confirmation e-mail gives them: a place first, the way chosen.
      const steps = confirmation(visitor)
        .getByRole('region', { name: 'What happens next' })
        .getByRole('listitem');
      await expect(steps.first()).toContainText('Waitlist');
      await expect(steps.first()).toContainText(
        `We contact you on WhatsApp if a place opens in this intake, which starts on ${formatInstituteDay(start)}, or about the following one.`,
      );
      // The card's choice leaves the address: a reload starts a fresh form, not another waitlist
      // application for this course.
      await expect(visitor).toHaveURL(/\/enroll$/);

      // The same course chosen in the form, with no card: the form says so before sending.
      await visitor.goto('/enroll');
      await fillToLastStep(visitor, {
        fullName: `Direct Applicant ${uniqueSuffix()}`,
        email: uniqueEmail('waitlist-direct'),
        phone: '+60 12 345 6789',
        address: '12 Jalan Sultan Idris Shah, Ipoh',
        course: 'gita-rahasya',
      });
      await expect(note).toContainText(`The next intake of ${title} is not taking applications`);
      await visitor.getByRole('button', { name: 'Submit Application' }).click();
      await expect(confirmation(visitor)).toContainText('it is on the waitlist');
    } finally {
      await later.close();
    }

    // In the inbox: marked Waitlist in the list, and its intake's counts on its page.
    await page.goto(`/admin/applications?q=${encodeURIComponent(name)}`);
    const list = page.getByRole('table', { name: 'Applications' });
    const listed = list.getByRole('row').filter({ hasText: name });
    await expect(listed.getByText('Waitlist', { exact: true })).toBeVisible();
    const intakes = page.getByRole('table', { name: 'Intakes' });
    await expect(intakes.getByRole('row').filter({ hasText: title })).toContainText('1 of 1');
    await listed.getByRole('link', { name }).click();
    const panel = page.getByRole('region', { name: 'Intake' });
    await expect(panel).toContainText(`${title}, starts ${formatInstituteDay(start)}`);
    await expect(panel).toContainText('The applicant joined the waitlist');
    await shoot(page, 'intake-application');

    // Accepting beyond the capacity asks first.
    await page.getByRole('button', { name: 'Mark as contacted' }).click();
    await expectToast(page, 'Success', 'Status changed to Contacted');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const ask = page.getByRole('dialog', { name: `Accept ${name} beyond the capacity?` });
    await expect(ask).toContainText('This intake is full: 1 of 1 places are taken.');
    await ask.getByRole('button', { name: `Accept ${name} anyway` }).click();
    await expectToast(page, 'Success', 'Status changed to Accepted');
    await expect(panel).toContainText('2 of 1');
  } finally {
    // Other tests read the home page's seeded courses only.
    if (courseId) {
      await page.request.delete(`/api/admin/courses/${courseId}`, { headers: asAdmin });
    }
  }
});

test('at 360 px each intake is a card with the course, both dates, places and waitlist on the screen', async ({
  page,
}) => {
  const title = `Bhakti-vaibhava Shastra Study Programme ${uniqueSuffix()}`;
  const start = dayFromNow(45);
  const deadline = dayFromNow(25);
  const asAdmin = await adminHeaders();
  const id = await createCourse(page, asAdmin, {
    title,
    description: 'A draft with one intake.',
    status: 'draft',
    intakes: [{ start_date: start, deadline, capacity: 20 }],
  });
  try {
    await signIn(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/admin/applications');
    const card = page
      .getByRole('list', { name: 'Intakes' })
      .getByRole('listitem', { name: `${title}, starts ${formatInstituteDay(start)}` });
    await expect(card).toBeVisible();
    // The deadline too: it is what staff look for.
    for (const text of [
      'Starts',
      formatInstituteDay(start),
      'Applications close',
      formatInstituteDay(deadline),
      'Accepted',
      '0 of 20',
      'Waitlisted',
    ]) {
      const shown = card.getByText(text, { exact: true });
      await shown.scrollIntoViewIfNeeded();
      await expect(shown).toBeInViewport({ ratio: 1 });
    }
    // The title reads on whole lines, not a word per line.
    const name = card.getByText(title, { exact: true });
    expect((await name.boundingBox())!.width).toBeGreaterThan(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // A laptop keeps the table, deadline column included.
    await page.setViewportSize({ width: 1280, height: 800 });
    const row = page
      .getByRole('table', { name: 'Intakes' })
      .getByRole('row')
      .filter({ hasText: title });
    await expect(row).toContainText(formatInstituteDay(deadline));
    await expect(page.getByRole('columnheader', { name: 'Waitlisted' })).toBeInViewport({
      ratio: 1,
    });
  } finally {
    await page.request.delete(`/api/admin/courses/${id}`, { headers: asAdmin });
  }
});

test('a new course saved again after its answer was lost is one course, with its intake', async ({
  page,
}) => {
  const title = `Lost answer ${uniqueSuffix()}`;
  const asAdmin = await adminHeaders();
  const named = async () => {
    const courses = await page.request.get('/api/admin/courses', { headers: asAdmin });
    return ((await courses.json()) as { id: string; title: string; intakes: unknown[] }[]).filter(
      (course) => course.title === title,
    );
  };
  try {
    const dialog = await addCourse(page, title);
    await dialog.getByRole('button', { name: 'Add intake' }).click();
    const row = dialog.getByRole('group', { name: 'Intake 1' });
    await row.getByLabel('Start date').fill(dayFromNow(60));
    await row.getByLabel('Applications close').fill(dayFromNow(30));
    await row.getByLabel('Capacity').fill('12');
    // The first Create reaches the API, and its answer is lost on the way back.
    const lost = await loseNextAnswer(page, '**/api/admin/courses');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(lost).toBe(true);
    await expectToast(page, 'Failed to save course', /could not be reached|did not answer/i);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Success', 'Course created successfully');
    await expect(dialog).toBeHidden();
    const stored = await named();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.intakes).toHaveLength(1);
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  } finally {
    for (const course of await named()) {
      await page.request.delete(`/api/admin/courses/${course.id}`, { headers: asAdmin });
    }
  }
});

test('on a phone the waitlist notice shows where the applicant is: from the card, and under Course Name', async ({
  browser,
  page,
}) => {
  // Not "Closed …": deleted, it stays in the trash, where trash.spec.ts looks for a Close button.
  const title = `Rahasya Past Deadline ${uniqueSuffix()}`;
  const asAdmin = await adminHeaders();
  // Applications closed yesterday; a choice no other browser test applies for (see above).
  const id = await createCourse(page, asAdmin, {
    title,
    description: 'Its intake has stopped taking applications.',
    status: 'published',
    enroll_course: 'gita-rahasya',
    intakes: [{ start_date: dayFromNow(10), deadline: dayFromNow(-1), capacity: 20 }],
  });
  const phone = { viewport: { width: 360, height: 740 } };
  try {
    // From the card: the form opens in view, the notice first in it, not a screen further down.
    const fromCard = await browser.newContext(phone);
    try {
      const visitor = await fromCard.newPage();
      await visitor.goto('/');
      await homeLoaded(visitor);
      const card = courseCard(visitor, title);
      await card.scrollIntoViewIfNeeded();
      await card.getByRole('link', { name: `Join the waitlist for ${title}` }).click();
      await expect(visitor).toHaveURL(/\/enroll\?.*waitlist=true/);
      const note = visitor.getByRole('alert').filter({ hasText: 'Waitlist application' });
      await expect(note).toContainText(`The next intake of ${title} is not taking applications`);
      await expect(note).toBeInViewport({ ratio: 1 });
      await expect(visitor.getByLabel('Full Name')).toBeInViewport();
    } finally {
      await fromCard.close();
    }

    // Chosen on step 3: the notice comes right under Course Name, on the screen, and only there.
    const direct = await browser.newContext(phone);
    try {
      const visitor = await direct.newPage();
      await visitor.goto('/enroll');
      await goToStep(visitor, 2);
      const courseName = visitor.getByLabel('Course Name');
      await courseName.selectOption('gita-rahasya');
      const note = visitor.getByRole('alert').filter({ hasText: 'Waitlist application' });
      await expect(note).toHaveCount(1);
      await expect(note).toContainText(`The next intake of ${title} is not taking applications`);
      await expect(note).toBeInViewport({ ratio: 1 });
      const field = (await courseName.boundingBox())!;
      const box = (await note.boundingBox())!;
      expect(box.y).toBeGreaterThan(field.y + field.height);
      expect(box.y - (field.y + field.height)).toBeLessThan(40);
      await shoot(visitor, 'intake-waitlist-step-3');
      // Another course: no notice; on the next step it stays at the form's top for this course.
      await courseName.selectOption('bhakti-shastri');
      await expect(note).toHaveCount(0);
      await courseName.selectOption('gita-rahasya');
      await chooseRadio(visitor, 'Preferred Language', 'English');
      await chooseRadio(visitor, 'Preferred Schedule', 'Weekday evenings');
      await next(visitor);
      await expectStep(visitor, 3);
      await expect(note).toHaveCount(1);
      const top = (await note.boundingBox())!;
      const strip = (await visitor.getByText('Step 4 of 6').boundingBox())!;
      expect(top.y).toBeLessThan(strip.y);
    } finally {
      await direct.close();
    }
  } finally {
    await page.request.delete(`/api/admin/courses/${id}`, { headers: asAdmin });
  }
});
