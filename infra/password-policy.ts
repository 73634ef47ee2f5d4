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
