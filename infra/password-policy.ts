/**
 * The Cognito password policy. Pure data, so the local stand-in can enforce the same rules as the
 * AWS user pool (infra/auth.ts).
 */
export const PASSWORD_POLICY = {
  minimumLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  // Length matters more than symbols; requiring one mostly yields "Password1!".
  requireSymbols: false,
  temporaryPasswordValidityDays: 7,
} as const;

/** Cognito's wording when a password breaks the policy, or null when it fits. */
export function passwordProblem(password: string): string | null {
  const p = PASSWORD_POLICY;
  if (password.length < p.minimumLength)
    return `Password not long enough (at least ${p.minimumLength} characters)`;
  if (p.requireLowercase && !/[a-z]/.test(password))
    return 'Password must have lowercase characters';
  if (p.requireUppercase && !/[A-Z]/.test(password))
    return 'Password must have uppercase characters';
  if (p.requireNumbers && !/[0-9]/.test(password)) return 'Password must have numeric characters';
  return null;
}
