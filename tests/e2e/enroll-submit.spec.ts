import { expect, test, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  APPLICANT,
  confirmation,
  expectMessages,
  expectStep,
  fillPersonal,
  fillToLastStep,
  giveConsent,
  goToStep,
  notices,
  radioGroup,
  savedDraft,
  stepStrip,
} from './support/wizard';

// Drafts, Reset Form and the course link are in enroll-drafts.spec.ts.
// Every test submits from 127.0.0.1: the server counts clients by connection, never by
// X-Forwarded-For, and the local limit (2,000 a minute) leaves room for the whole suite.

test.describe('enrolment wizard: submitting, drafts and errors', () => {
  test('step 6: the other-referral field, then a submission that reaches the API', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await goToStep(page, 5);
    // Opened again without a step in its address, as the home page's links open it: on the
    // draft's step (the consent is given afresh).
    await page.goto('/enroll');
    await expectStep(page, 5);
    await giveConsent(page);
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
    // In the confirmation e-mail's words (no channel chosen, no intake for this course).
    await expect(nextSteps.nth(0)).toContainText(
      'ReviewOur team reads your application and contacts you shortly by e-mail or phone.',
    );
    await expect(nextSteps.nth(1)).toContainText('Orientation');
    await expect(nextSteps.nth(2)).toContainText(
      'Begin learningYou receive access to the course materials and start your studies.',
    );
    // The page's own "How it works" gives way: the same three steps are not said twice.
    await expect(page.getByRole('region', { name: 'How it works' })).toBeHidden();
    await expect(page.getByLabel('Full Name')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
    await expect(notices(page)).toHaveCount(0);
    await expectNoAxeViolations(page, 'confirmation');

    // Stored, so the draft is gone, and the step with it: a reload shows a fresh form.
    expect(await savedDraft(page)).toBeNull();
    await expect(page).toHaveURL(/\/enroll$/);
    await page.reload();
    // On the first step, though this page's entry had opened on the last.
    await expectStep(page, 0);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(confirmation(page)).toHaveCount(0);
    await expect(page.getByText('Welcome back')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'How it works' })).toBeVisible();
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
    expect(await savedDraft(page)).not.toBeNull();
    await expect(page.getByRole('alert', { name: 'Submission Error' })).toBeVisible();
    await page.unroute('**/api/applications');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(confirmation(page)).toBeVisible();
    await expect(notices(page)).toHaveCount(0, { timeout: 1500 });
    expect(await savedDraft(page)).toBeNull();
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
    // On a laptop's screen the notice stands under the header, clear of its links.
    const header = await page.getByRole('banner').boundingBox();
    const notice = await notices(page).boundingBox();
    expect(notice!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expectStep(page, 5);
    await expect(page.getByLabel('Anything else you would like to share?')).toHaveValue('Keep me');
    // Busy, the button let go of the focus; it has it back, so Enter sends again.
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeFocused();

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

  test('offline, Reset Form and a failed submit are said on the page, which stays', async ({
    page,
    context,
  }) => {
    await page.goto('/enroll');
    await fillPersonal(page);
    await context.setOffline(true); // no dialog or notice code: the browser's own question
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Reset Form' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    // The same words as the dialog it stands in for.
    expect(asked).toBe(
      'Reset the form? Every answer you have given will be cleared from this browser, on all six steps. The saved draft is deleted too, and this cannot be undone.',
    );
    await context.setOffline(false);
    await fillToLastStep(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert', { name: 'Submission Error' })).toContainText(
      'There was an error submitting your application. Please try again.',
      { timeout: 15_000 },
    );
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(confirmation(page)).toBeVisible();
  });

  test('a changed resubmission of a stored application says the first answers were kept', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await fillToLastStep(page);
    await page.route('**/api/applications', async (route) => {
      await route.fetch();
      await route.abort('connectionfailed');
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert', { name: 'Submission Error' })).toBeVisible({ timeout: 15e3 }); // prettier-ignore
    await page.unroute('**/api/applications');
    await stepStrip(page)
      .getByRole('button', { name: /Course Selection/ })
      .click();
    await goToStep(page, 5, { ...APPLICANT, course: 'gita-saram' }, 2);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const done = page.getByRole('region', { name: 'Application already received' });
    await expect(done).toContainText(
      'We had already received this application, for Bhakti-shastri, before your latest changes. The changes you made since were not saved. To change your answers, write to us at',
    );
    await expect(done).not.toContainText(/Gita Saram|Confirmation sent to/);
  });

  test('a submission never answered (a dead connection) ends in 30 s with its message, and sends again', async ({
    page,
  }) => {
    // The page's timers run as usual until the test jumps them forward.
    await page.clock.install();
    await page.goto('/enroll');
    await fillToLastStep(page);
    let sent = 0;
    await page.route('**/api/applications', () => {
      sent += 1; // held: no answer ever comes
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect.poll(() => sent).toBe(1);
    await page.clock.fastForward('00:29');
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await page.clock.fastForward('00:02');
    await expect(page.getByRole('alert', { name: 'Submission Error' })).toContainText(
      'The server did not answer in time. Your answers are kept: please submit again.',
    );
    // Not sent again behind the visitor's back: it had its wait.
    expect(sent).toBe(1);
    await page.unroute('**/api/applications');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(confirmation(page)).toBeVisible();
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
});
