/** Placeholder until the shared header definition exists. */
export const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
};
