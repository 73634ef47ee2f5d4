/*
 * Common passwords are refused wherever a password is chosen (sign-up, reset, change): the list
 * is the common-passwords dictionary of @zxcvbn-ts/language-common (about 49,000 passwords seen
 * most often in breaches), a maintained package rather than a list kept here. On AWS, Cognito's
 * threat protection also refuses passwords found in breaches (infra/auth.ts). The list is loaded
 * on first use, so nothing pays for it before a password is chosen.
 */

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Choose one that others are unlikely to use.';

let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  );
  return common;
}

/**
 * The forms a common password takes to pass a policy: upper case added, digits or symbols added
 * at the end ("Password2024!" is "password" with a suffix), or repeated ("qwertyqwerty").
 */
function variants(password: string): string[] {
  const lower = password.toLowerCase();
  const withoutSuffix = lower.replace(/[^a-z]+$/, '');
  const half = lower.length % 2 === 0 ? lower.slice(0, lower.length / 2) : '';
  const forms = [lower, withoutSuffix];
  if (half && half + half === lower) forms.push(half);
  return forms.filter((form) => form.length >= 4);
}

/** The message when the password is a common one (or one of its usual variants), else null. */
export async function commonPasswordProblem(password: string): Promise<string | null> {
  const list = await commonPasswords();
  return variants(password).some((form) => list.has(form)) ? COMMON_PASSWORD_MESSAGE : null;
}
