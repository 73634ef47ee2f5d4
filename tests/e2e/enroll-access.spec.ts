import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  APPLICANT,
  calendar,
  checkboxGroup,
  completeStep,
  expectStep,
  goToStep,
  next,
  notices,
  radioGroup,
  stepHeading,
  stepStrip,
} from './support/wizard';

test.describe('enrolment wizard: keyboard and accessibility', () => {
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
    // The optional contact channel: arrows choose, Tab moves on.
    const channel = radioGroup(page, 'Preferred Contact Channel');
    await expect(channel.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(channel.getByRole('radio', { name: 'Phone call' })).toBeChecked();
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
    await goToStep(page, 1);
    await check('step 2');
    await completeStep(page, 1);
    await check('step 3');
    await completeStep(page, 2);
    await check('step 4');
    await completeStep(page, 3);
    await check('step 5');
    await completeStep(page, 4);
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
    await goToStep(page, 1);
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
    await completeStep(page, 1);
    await completeStep(page, 2);
    await completeStep(page, 3);
    const help = checkboxGroup(page, /Special Assistance/);
    const need = (name: string) => help.getByRole('checkbox', { name, exact: true });
    const first = help.getByRole('checkbox').first();
    await first.check();
    await need('None').check();
    await expect(first).not.toBeChecked();
    await first.check();
    await expect(need('None')).not.toBeChecked();
  });

  test('the phone number takes digits, spaces, + - ( ) . with at least 7 digits, and names a character it cannot have', async ({
    page,
  }) => {
    await page.goto('/enroll');
    const phone = page.getByLabel('Phone Number');
    const errors = page.locator('.mantine-InputWrapper-error');
    const tooShort = errors.getByText('Phone number must be at least 7 digits', { exact: true });
    const character = errors.getByText('Phone number can have only digits, spaces and + - ( ) .', {
      exact: true,
    });
    await phone.fill('abcdefg');
    await next(page);
    await expect(character).toBeVisible();
    await phone.fill('+60 12-345 6789 ext. 12');
    await expect(character).toBeVisible();
    await phone.fill('12-34 (5)');
    await expect(tooShort).toBeVisible();
    await expect(character).toHaveCount(0);
    for (const written of ['+60 (12) 345-6789', '+44.20.7946.0958', '０１２３４５６７８９']) {
      await phone.fill(written);
      await expect(tooShort).toHaveCount(0);
      await expect(character).toHaveCount(0);
    }
  });

  test('"Welcome back" shows once, on the step the draft reopened, and goes on moving', async ({
    page,
  }) => {
    const welcome = page.getByText('Welcome back', { exact: true });
    await page.goto('/enroll');
    await goToStep(page, 2);
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
    await goToStep(page, 2);
    await page.reload();
    await expect(welcome).toBeVisible();
    await completeStep(page, 2);
    await expect(welcome).toHaveCount(0);
    await page.reload();
    await expect(welcome).toBeVisible();
    await stepStrip(page)
      .getByRole('button', { name: /Personal Information/ })
      .click();
    await expectStep(page, 0);
    await expect(welcome).toHaveCount(0);
  });

  test('the browser’s Back returns to the step before and keeps the answers; Forward goes on', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto('/enroll?course=Bhakti-shastri');
    await goToStep(page, 2);
    const search = () => new URL(page.url()).searchParams;
    expect(search().get('step')).toBe('3');
    // The course card's choice stays in the address beside the step.
    expect(search().get('course')).toBe('Bhakti-shastri');

    await page.goBack();
    await expectStep(page, 1);
    await expect(stepHeading(page)).toBeFocused();
    await page.goBack();
    await expectStep(page, 0);
    await expect(page.getByLabel('Full Name')).toHaveValue(APPLICANT.fullName);
    await page.goForward();
    await expectStep(page, 1);
    // A reload stays on the step in the address.
    await page.reload();
    await expectStep(page, 1);

    // Previous undoes Next in the history too, so Back from the first step leaves the form.
    await next(page);
    await expectStep(page, 2);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectStep(page, 1);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectStep(page, 0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
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
    const channel = radioGroup(page, 'Preferred Contact Channel').getByRole('radio').first();
    await expect(channel).toBeFocused();
    expect(await ring(channel)).toBe('solid 2px');
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

  test('a refused step focuses its first message in page order, with its question in view below the header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/enroll');
    const header = await page.locator('header').first().boundingBox();
    const inView = async (question: ReturnType<Page['locator']>) => {
      const box = (await question.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(box.y + Math.min(box.height, 200)).toBeLessThanOrEqual(740);
    };

    // Step 5: checkboxes only; the first group's first box takes the focus, its heading shows.
    await goToStep(page, 4);
    await next(page);
    const technology = checkboxGroup(page, /Technology Access/);
    await expect(technology.getByRole('checkbox').first()).toBeFocused();
    await inView(technology);
    await completeStep(page, 4);

    // Step 6: "Other" asks for a word, above the consent boxes; that field comes first.
    await expectStep(page, 5);
    await page.getByLabel('How did you hear about us?').selectOption('other');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const specify = page.getByLabel('Please specify how you heard about us');
    await expect(specify).toBeFocused();
    await inView(specify);
    await specify.fill('A friend');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const notice = page.getByRole('checkbox', { name: /I have read the personal data notice/ });
    await expect(notice).toBeFocused();
    await inView(notice);
  });
});
