/**
 * An e-mail address as it is compared: without the spaces around it, in lower case. Addresses
 * are matched so everywhere (duplicates, the status page, data requests), as people type them
 * in either case.
 */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();
