/**
 * The `redirect` search parameter of /login, kept only when it is a path on this site, so a link
 * cannot send a freshly signed-in user to another origin.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value === '/login' || value.startsWith('/login?')) return undefined;
  return value;
}
