import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  APPLICANT,
  chooseRadio,
  confirmation,
  expectStep,
  fillPersonal,
  fillToLastStep,
  goToStep,
  notices,
  radioGroup,
  savedDraft,
  STEP_TITLES,
} from './support/wizard';

/*
 * The enrolment form before it is sent: the draft this browser keeps, Reset Form and its question,
 * and the course a link chooses. Sending it, and what a failed send says: enroll-submit.spec.ts.
 */

test.describe('enrolment wizard: drafts, Reset Form and the course link', () => {
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
    await goToStep(page, 1);
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
    expect(await savedDraft(page)).toBeNull();
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

  test('a draft saved with the old field names opens with its answers', async ({ page }) => {
    await page.goto('/enroll');
    await page.evaluate(
      ({ savedAt, applicant }) => {
        // The first step answered, so the draft's step (the second) is reached.
        const values = {
          fullName: 'Old Draft',
          email: applicant.email,
          phone: applicant.phone,
          dateOfBirth: '1990-01-15',
          gender: 'female',
          address: applicant.address,
          country: 'malaysia',
          iskconStatus: 'new',
          initiated: 'no',
        };
        const draft = { id: crypto.randomUUID(), step: 1, saved_at: savedAt, values };
        localStorage.setItem('enroll-draft-v1', JSON.stringify(draft));
      },
      { savedAt: new Date().toISOString(), applicant: APPLICANT },
    );
    await page.reload();
    await expect(page.getByText('Welcome back')).toBeVisible();
    await expectStep(page, 1);
    await expect(
      radioGroup(page, 'Initiated').getByRole('radio', { name: 'No', exact: true }),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('Old Draft');
    expect(await page.evaluate(() => localStorage.getItem('enroll-draft-v1'))).toBeNull();
    expect(JSON.parse((await savedDraft(page))!)).toMatchObject({
      values: { full_name: 'Old Draft' },
    });
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
    expect(await savedDraft(page)).not.toBeNull();
  });

  test('?course= chooses the course; an unknown title leaves the choice open', async ({ page }) => {
    await page.goto('/enroll?course=Bhakti-vaibhava');
    await goToStep(page, 2);
    await expect(page.getByLabel('Course Name')).toHaveValue('bhakti-vaibhava');

    await page.evaluate(() => localStorage.clear());
    await page.goto(`/enroll?course=${encodeURIComponent('Deity Worship Training')}`);
    await goToStep(page, 2);
    await expect(page.getByLabel('Course Name')).toHaveValue('deity-worship');

    await page.evaluate(() => localStorage.clear());
    await page.goto(`/enroll?course=${encodeURIComponent('Underwater Basket Weaving')}`);
    await goToStep(page, 2);
    await expect(page.getByLabel('Course Name')).toHaveValue('');
  });

  test('a course chosen in place of the card’s stays on a reload and after Back; the card followed again chooses its own', async ({
    page,
  }) => {
    await page.goto('/enroll?course=Bhakti-vaibhava');
    await goToStep(page, 2);
    await expect(page.getByLabel('Course Name')).toHaveValue('bhakti-vaibhava');
    await page.getByLabel('Course Name').selectOption('gita-saram');
    await page.reload();
    await expectStep(page, 2);
    await expect(page.getByLabel('Course Name')).toHaveValue('gita-saram');
    // Back a step, whose address still names the card, and a reload there.
    await page.goBack();
    await expectStep(page, 1);
    await page.reload();
    await goToStep(page, 2, APPLICANT, 1);
    await expect(page.getByLabel('Course Name')).toHaveValue('gita-saram');
    // The card's link followed again (a new visit): the draft's answers, with the card's course.
    await page.goto('/enroll?course=Bhakti-vaibhava');
    await expect(page.getByText('Welcome back')).toBeVisible();
    await expectStep(page, 2);
    await expect(page.getByLabel('Course Name')).toHaveValue('bhakti-vaibhava');
  });

  test('once sent, the address loses the card’s course and the step: a reload starts afresh', async ({
    page,
  }) => {
    await page.goto('/enroll?course=Bhakti-vaibhava&utm_source=leaflet');
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    // The applicant switches course on the way.
    await fillToLastStep(page, {
      ...APPLICANT,
      email: 'switched@example.com',
      course: 'bhakti-shastri',
    });
    await expect(page).toHaveURL(/course=Bhakti-vaibhava/);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(confirmation(page)).toContainText('Bhakti-shastri');
    // What is not the form's stays.
    await expect(page).toHaveURL(/\/enroll\?utm_source=leaflet$/);
    await page.reload();
    await expectStep(page, 0);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await goToStep(page, 2);
    await expect(page.getByLabel('Course Name')).toHaveValue('');
  });
});
