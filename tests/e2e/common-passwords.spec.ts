import { expect, test } from '@playwright/test';
import { fillSignUp, passwordField, signUp, uniqueEmail } from './support/admin-session';

test('sign-up says on the field that a common password is too easy to guess, and makes no account', async ({
  page,
}) => {
  const email = uniqueEmail('common-password');
  await page.goto('/signup');
  await fillSignUp(page, { fullName: 'Common Password', email, password: 'Password2024!' });
  await page.getByRole('button', { name: 'Create Account' }).click();

  const password = passwordField(page);
  await expect(password).toHaveAccessibleDescription(/too common and easy to guess/);
  await expect(password).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Confirmation Code' })).toHaveCount(0);
  // Nothing was made: the same address signs up with a better password.
  await signUp(page, email, 'Kinta-Valley-Sunrise-7');
});
