import { expect, test } from '@playwright/test';
import { fieldError, goToStep } from './support/wizard';

/*
 * Answers with a length limit (every text answer: APPLICATION_TEXT_LIMITS): near the limit the
 * field shows its length against it, a longer answer is kept whole, and its message says how many
 * characters to remove.
 */

const HINT = 'For example, why you want to join this course';

test('a long answer shows its length near the limit, stays whole, and says how much to remove', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/enroll');
  await goToStep(page, 5);
  const share = page.getByLabel('Anything else you would like to share?');

  // Well within the limit: only the hint.
  await share.fill('a'.repeat(1500));
  await expect(share).toHaveAccessibleDescription(HINT);
  await expect(page.getByText('/ 2,000 characters')).toHaveCount(0);

  // Near it: the length shows under the box, and is read with the field.
  await share.fill('a'.repeat(1700));
  const count = page.getByText('1,700 / 2,000 characters', { exact: true });
  await expect(count).toBeVisible();
  await expect(share).toHaveAccessibleDescription(`${HINT} 1,700 / 2,000 characters`);
  const box = (await share.boundingBox())!;
  expect((await count.boundingBox())!.y).toBeGreaterThan(box.y + box.height);
  // A screen reader is told it too, once typing rests (the count is read only with the field).
  const said = (text: string) => page.getByRole('status').filter({ hasText: text });
  await expect(said('1,700 / 2,000 characters')).toHaveCount(1);
  // Not for an answer nobody is typing: a draft that opens near its limit says nothing.
  await page.reload();
  await expect(count).toBeVisible();
  await page.waitForTimeout(1500); // longer than typing must rest before the length is said
  await expect(said('characters')).toHaveCount(0);

  // Pasted past it: kept whole, counted, and the message says how many to remove.
  await share.fill('');
  await share.focus();
  await page.keyboard.insertText('b'.repeat(2350));
  await expect(share).toHaveValue('b'.repeat(2350));
  const message = 'Please remove 350 characters: at most 2,000 are allowed';
  await expect(page.getByText('2,350 / 2,000 characters', { exact: true })).toBeVisible();
  await expect(fieldError(page, message)).toBeVisible();
  await expect(share).toHaveAttribute('aria-invalid', 'true');
  await expect(share).toHaveAccessibleDescription(`${message} ${HINT} 2,350 / 2,000 characters`);
  await expect(said(message)).toHaveCount(1);

  // Submit is refused on the field, which takes the focus, its text still whole.
  await page.getByRole('checkbox', { name: /I have read the personal data notice/ }).check();
  await page.getByRole('checkbox', { name: /I give my explicit consent/ }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(share).toBeFocused();
  await expect(fieldError(page, message)).toBeVisible();
  await expect(share).toHaveValue('b'.repeat(2350));

  // Cut to the limit: counted, no message.
  await share.fill('b'.repeat(2000));
  await expect(page.getByText('2,000 / 2,000 characters', { exact: true })).toBeVisible();
  await expect(fieldError(page, message)).toHaveCount(0);
  await expect(share).not.toHaveAttribute('aria-invalid', 'true');
});

test('a one-line answer is counted and refused the same way', async ({ page }) => {
  await page.goto('/enroll');
  const name = page.getByLabel('Full Name');
  await name.fill('R'.repeat(100));
  await expect(name).toHaveAccessibleDescription('100 / 120 characters');
  await name.fill('R'.repeat(130));
  await expect(name).toHaveValue('R'.repeat(130));
  const message = 'Please remove 10 characters: at most 120 are allowed';
  await expect(fieldError(page, message)).toBeVisible();
  await expect(page.getByText('130 / 120 characters', { exact: true })).toBeVisible();
  await name.fill('R'.repeat(121));
  await expect(
    fieldError(page, 'Please remove 1 character: at most 120 are allowed'),
  ).toBeVisible();
  await name.fill('Radha Krishna Devi');
  await expect(page.getByText('/ 120 characters')).toHaveCount(0);
  await expect(name).toHaveAccessibleDescription('');
});
