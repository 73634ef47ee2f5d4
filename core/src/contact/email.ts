import * as v from 'valibot';

/** The longest address a mail server must accept (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail address as it is compared: without the spaces around it, in lower case. Addresses
 * are matched so everywhere (duplicates, the status page, data requests), as people type them
 * in either case.
 */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

/**
 * An address typed to find someone's applications (the status page, a data request): a missing
 * one reads as empty and gets the same message, and what is looked for is the compared form.
 */
export const lookupEmail = (message: string) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.email(message),
    v.maxLength(EMAIL_MAX_LENGTH, message),
    v.toLowerCase(),
  );
