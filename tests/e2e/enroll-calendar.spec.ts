import { expect, test, type Page } from '@playwright/test';
import { calendar, next, pickBirthDate } from './support/wizard';

/*
 * The date of birth from the keyboard and to a screen reader: keys the calendar has no use for do
 * nothing, Ctrl+arrows move a year with the focus on the day, the focus never leaves the open
 * calendar, and Escape closes it onto its button, which is named with the date it shows. The
 * month and year dropdowns, and picking with the mouse and the arrows: enroll-access.spec.ts.
 */

const dateButton = (page: Page) => page.locator('button[name="date_of_birth"]');

/** What has the focus (its aria-label, else its tag), and whether it is in the open calendar. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      name: element?.getAttribute('aria-label') ?? element?.tagName ?? '',
      inCalendar: Boolean(element?.closest('[role="dialog"]')),
    };
  });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** A day's name in the calendar, e.g. "14 March 2011". */
const dayName = (date: Date) =>
  date.toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Opens the calendar with Enter on its button and tabs to the day in the tab order. */
async function openOnDay(page: Page) {
  await dateButton(page).focus();
  await page.keyboard.press('Enter');
  const dropdown = calendar(page);
  await expect(dropdown.getByRole('combobox', { name: 'Month' })).toBeFocused();
  // The year, the two month arrows, then the days.
  for (let tab = 0; tab < 4; tab += 1) await page.keyboard.press('Tab');
  await expect(dropdown.locator('table button:focus')).toHaveCount(1);
  return (await focused(page)).name;
}

/** The calendar as a person meets it: shown or not, its level, where the focus is. */
const calendarState = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]:has([data-calendar])');
    const focus = document.activeElement;
    return {
      shown: dialog ? getComputedStyle(dialog).display !== 'none' : false,
      expanded: document.querySelector('button[name="date_of_birth"]')?.ariaExpanded,
      weekdays: dialog?.querySelectorAll('thead th').length ?? 0,
      focus: focus?.getAttribute('aria-label') ?? focus?.tagName,
      focusInCalendar: Boolean(dialog?.contains(focus)),
      scrollY: window.scrollY,
    };
  });

/** Open and shown, on its day level, with the focus on `day` (and the page at `top`, if given). */
async function expectOpenOn(page: Page, day: string, top?: number) {
  await expect
    .poll(() => calendarState(page))
    .toEqual({
      shown: true,
      expanded: 'true',
      weekdays: 7,
      focus: day,
      focusInCalendar: true,
      scrollY: top ?? expect.any(Number),
    });
}

async function closeWithEscape(page: Page) {
  await page.keyboard.press('Escape');
  await expect(calendar(page)).toBeHidden();
  await expect(dateButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(dateButton(page)).toBeFocused();
}

test.describe('enrolment wizard: the date-of-birth calendar and the keyboard', () => {
  // Keys the calendar has no use for: Home, End and the page keys would scroll the page, hiding the
  // calendar along with its button, and "y" is Mantine's key for its grid of months.
  for (const key of ['Home', 'End', 'PageUp', 'PageDown', 'y']) {
    test(`${key} on a day leaves the calendar open with the focus on that day, at 360 and 1280 px; Escape closes it`, async ({
      page,
    }) => {
      for (const width of [360, 1280]) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 740 });
          await page.goto('/enroll');
          const day = await openOnDay(page);
          const top = await scrollY(page);
          await page.keyboard.press(key);
          // Two frames, for a scroll the key may have started.
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          await expectOpenOn(page, day, top);
          await closeWithEscape(page);
        });
      }
    });
  }

  test('Ctrl+arrows move the focused day a year (ten with Shift), between 1 January 1900 and today', async ({
    page,
  }) => {
    await page.goto('/enroll');
    const day = await openOnDay(page);
    const [date, month, year] = day.split(' ');
    const yearSelect = calendar(page).getByRole('combobox', { name: 'Year' });
    await page.keyboard.press('Control+ArrowUp');
    // 29 February becomes the 28th in a year without it.
    const sameDay = (years: number) =>
      new RegExp(`^(${date}|28) ${month} ${Number(year) + years}$`);
    await expect.poll(async () => (await focused(page)).name).toMatch(sameDay(-1));
    await expect(yearSelect).toHaveValue(String(Number(year) - 1));
    await page.keyboard.press('Control+Shift+ArrowUp');
    await expect.poll(async () => (await focused(page)).name).toMatch(sameDay(-11));
    await expect(yearSelect).toHaveValue(String(Number(year) - 11));
    // Four decades on is past today: the focus stops on today (scrolled into view if need be).
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('Control+Shift+ArrowDown');
    await expectOpenOn(page, dayName(new Date()));
    await closeWithEscape(page);

    // Opened again, it starts on the month dropdown as always.
    await dateButton(page).click();
    await expect(calendar(page).getByRole('combobox', { name: 'Month' })).toBeFocused();
    // Back from January 1900 stops on its first day.
    await yearSelect.selectOption('1900');
    await calendar(page).getByRole('combobox', { name: 'Month' }).selectOption('January');
    await calendar(page).getByRole('button', { name: '15 January 1900', exact: true }).focus();
    await page.keyboard.press('Control+ArrowUp');
    await expectOpenOn(page, '1 January 1900');
    await closeWithEscape(page);
  });

  test('a month arrow disabled on reaching this month or January 1900 leaves the focus in the calendar', async ({
    page,
  }) => {
    await page.goto('/enroll');
    const dropdown = calendar(page);
    const month = dropdown.getByRole('combobox', { name: 'Month' });
    const year = dropdown.getByRole('combobox', { name: 'Year' });
    const now = new Date();
    const before = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    await dateButton(page).click();
    await year.selectOption(String(before.getFullYear()));
    await month.selectOption(String(before.getMonth()));
    const nextMonth = dropdown.getByRole('button', { name: 'Next month' });
    await nextMonth.focus();
    const top = await scrollY(page);
    // An arrow key on an arrow button scrolls nothing either.
    await page.keyboard.press('ArrowDown');
    expect(await scrollY(page)).toBe(top);
    await page.keyboard.press('Enter');
    await expect(month).toHaveValue(String(now.getMonth()));
    await expect(nextMonth).toBeDisabled();
    await expect.poll(async () => (await focused(page)).inCalendar).toBe(true);
    await closeWithEscape(page);

    await dateButton(page).click();
    await year.selectOption('1900');
    await month.selectOption('February');
    const previousMonth = dropdown.getByRole('button', { name: 'Previous month' });
    await previousMonth.focus();
    await page.keyboard.press('Enter');
    await expect(previousMonth).toBeDisabled();
    await expect.poll(async () => (await focused(page)).inCalendar).toBe(true);
    await closeWithEscape(page);
  });

  test('the date button is named with its label and the date it shows, and described by its message', async ({
    page,
  }) => {
    await page.goto('/enroll');
    const button = dateButton(page);
    await expect(button).toHaveAccessibleName('Date of Birth Pick a date');
    await next(page);
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleDescription('Date of birth is required');
    await pickBirthDate(page, 2011, 3, 14);
    await expect(button).toHaveAccessibleName('Date of Birth 14 March 2011');
    await expect(button).toBeFocused();
    await expect(button).not.toHaveAttribute('aria-invalid');
    await expect(button).toHaveAccessibleDescription('');
  });

  test('at 200 % zoom on a phone (a page 195 px wide) the calendar stays on the screen and picks', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 195, height: 422 });
    await page.goto('/enroll');
    await dateButton(page).click();
    const dropdown = calendar(page);
    await expect(dropdown).toBeVisible();
    const box = (await dropdown.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(195);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      195,
    );
    // Every day is a finger's target (24 px) and on the screen.
    const days = await dropdown
      .locator('button[data-date]')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON()));
    for (const day of days as DOMRect[]) {
      expect(day.width).toBeGreaterThanOrEqual(24);
      expect(day.right).toBeLessThanOrEqual(195);
    }
    await expect(dropdown.getByRole('combobox', { name: 'Month' })).toBeVisible();
    await expect(dropdown.getByRole('combobox', { name: 'Year' })).toBeVisible();
    await page.keyboard.press('Escape');
    await pickBirthDate(page, 1990, 1, 15);
    await expect(dateButton(page)).toHaveAccessibleName('Date of Birth 15 January 1990');
  });
});
