import { expect, test } from '@playwright/test';
import {
  APPLICANT,
  expectMessages,
  expectStep,
  fillPersonal,
  goToStep,
  stepHeading,
} from './support/wizard';

/*
 * How the enrolment form moves between steps: Next (or Enter in a field) is the only way on, and
 * an address cannot open a step the answers do not reach, and on a phone the browser's Back shows
 * the step's title. Back and Forward keeping the answers: enroll-access.spec.ts.
 */

test.describe('enrolment wizard: moving on', () => {
  test('an address naming a later step opens the first step still to answer, and then names it', async ({
    page,
  }) => {
    await page.goto('/enroll?step=6');
    await expectStep(page, 0);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    // Put right in place: a reload or a shared link shows what the address says.
    await expect(page).toHaveURL(/\/enroll\?step=1$/);

    await goToStep(page, 2);
    await page.goto('/enroll?step=6');
    await expectStep(page, 2);
    await expect(page).toHaveURL(/\/enroll\?step=3$/);
    await page.goto('/enroll?step=60');
    await expectStep(page, 2);
    await expect(page).toHaveURL(/\/enroll\?step=3$/);
    // Replaced, not added: Back leaves for the entry before (the first /enroll?step=6, put right).
    await page.goBack();
    await expect(page).toHaveURL(/\/enroll\?step=3$/);
    await expectStep(page, 2);
    // The answers that reach it are all there.
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectStep(page, 0);
    await expect(page.getByLabel('Full Name')).toHaveValue(APPLICANT.fullName);
  });

  test('Enter in a field means Next: the step is checked, then the form moves on', async ({
    page,
  }) => {
    await page.goto('/enroll');
    const fullName = page.getByLabel('Full Name');
    await fullName.fill(APPLICANT.fullName);
    await fullName.press('Enter');
    await expectStep(page, 0);
    await expectMessages(page, ['Please enter a valid email address', 'Date of birth is required']);
    await expect(page.getByLabel('Email Address')).toBeFocused();

    await fillPersonal(page);
    await page.getByLabel('Phone Number').press('Enter');
    await expectStep(page, 1);
    await expect(stepHeading(page)).toBeFocused();
  });

  test('on a phone, Back to a step shows its title, not the place where Next was pressed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/enroll');
    await goToStep(page, 2);
    for (const step of [1, 0]) {
      await page.goBack();
      await expectStep(page, step);
      await expect(stepHeading(page)).toBeFocused();
      await expect(stepHeading(page)).toBeInViewport();
    }
    await page.goForward();
    await expectStep(page, 1);
    await expect(stepHeading(page)).toBeInViewport();
  });
});
