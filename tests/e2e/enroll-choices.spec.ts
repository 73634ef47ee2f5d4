import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { checkboxGroup, chooseRadio, goToStep, next, radioGroup, tick } from './support/wizard';

/*
 * Radio and checkbox questions to a screen reader: a required one says so, and after a refused
 * step its message is tied to the group and to each option, the focused one included, all marked
 * invalid until it is answered. Their * marks and messages on screen: enroll.spec.ts.
 */

/** The group and every option in it are invalid and described by `message` (the group after it
 * by its hint, if it has one). */
async function expectRefused(
  group: Locator,
  role: 'radio' | 'checkbox',
  message: string,
  hint = '',
) {
  await expect(group).toHaveAttribute('aria-invalid', 'true');
  await expect(group).toHaveAccessibleDescription(`${message} ${hint}`.trim());
  const options = await group.getByRole(role).all();
  expect(options.length).toBeGreaterThan(1);
  for (const option of options) {
    await expect(option).toHaveAttribute('aria-invalid', 'true');
    await expect(option).toHaveAccessibleDescription(message);
  }
}

async function expectAnswered(group: Locator, role: 'radio' | 'checkbox', hint = '') {
  await expect(group).not.toHaveAttribute('aria-invalid');
  await expect(group).toHaveAccessibleDescription(hint);
  for (const option of await group.getByRole(role).all()) {
    await expect(option).not.toHaveAttribute('aria-invalid');
    await expect(option).toHaveAccessibleDescription('');
  }
}

test.describe('enrolment wizard: choice questions to a screen reader', () => {
  test('required radio groups say so; a refused step marks them invalid, with the message on the focused radio', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await expect(radioGroup(page, 'Gender')).toHaveAttribute('aria-required', 'true');
    await expect(radioGroup(page, 'Preferred Contact Channel')).not.toHaveAttribute(
      'aria-required',
    );

    await goToStep(page, 1);
    const status = radioGroup(page, 'ISKCON Affiliation Status');
    const years = radioGroup(page, 'Years of Practice');
    const initiated = radioGroup(page, 'Initiated');
    const hint = 'How long have you been practising Krishna consciousness?';
    for (const group of [status, years, initiated]) {
      await expect(group).toHaveAttribute('aria-required', 'true');
      await expect(group).not.toHaveAttribute('aria-invalid');
    }
    await expect(years).toHaveAccessibleDescription(hint);

    await next(page);
    // The focus goes to the first radio of the first question: it says what is wrong.
    await expect(status.getByRole('radio').first()).toBeFocused();
    await expectRefused(status, 'radio', 'ISKCON affiliation status is required');
    await expectRefused(years, 'radio', 'Years of practice is required', hint);
    await expectRefused(initiated, 'radio', 'Initiation status is required');
    await expectNoAxeViolations(page, 'step 2 refused');

    await chooseRadio(page, 'ISKCON Affiliation Status', 'Regular temple attendee');
    await chooseRadio(page, 'Years of Practice', '3 to 5 years');
    await expectAnswered(status, 'radio');
    await expectAnswered(years, 'radio', hint);
    await expectRefused(initiated, 'radio', 'Initiation status is required');
  });

  test('a required checkbox group says so in its name; a refused step marks it and its boxes invalid', async ({
    page,
  }) => {
    await page.goto('/enroll');
    await goToStep(page, 4);
    // A group of checkboxes has no required state of its own: the word is in its name.
    const technology = checkboxGroup(page, /Technology Access/);
    await expect(technology).toHaveAccessibleName('Technology Access required');
    await expect(checkboxGroup(page, /Special Assistance/)).toHaveAccessibleName(
      'Special Assistance',
    );
    const materials = radioGroup(page, 'Study Materials');
    await expect(materials).toHaveAttribute('aria-required', 'true');

    await next(page);
    await expect(technology.getByRole('checkbox').first()).toBeFocused();
    const message = 'Please provide information about your technology access';
    await expectRefused(technology, 'checkbox', message, 'Select all that apply');
    await expectRefused(materials, 'radio', 'Please indicate your study materials status');
    await expectNoAxeViolations(page, 'step 5 refused');

    await tick(page, 'Technology Access', 'Reliable internet connection');
    await expectAnswered(technology, 'checkbox', 'Select all that apply');
  });
});
