import * as v from 'valibot';

/**
 * Whether text is an absolute http(s) web address with a host: what a visitor's browser can open
 * from a link. "javascript:", "mailto:", relative paths and bare words are not.
 */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A check for an optional link field: blank (undefined or null) passes, anything else must be a web address. */
export const httpUrlCheck = <T extends string | null | undefined>(message: string) =>
  v.check<T, string>((value) => value === undefined || value === null || isHttpUrl(value), message);
