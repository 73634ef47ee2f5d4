/*
 * Who the site's e-mail comes from. Plain values (no SST globals), so tests can import them.
 */

/**
 * A non-production stage whose EmailSender secret is unset sends from this placeholder domain.
 * SES never verifies it, so those sends fail and each application records it; production has no
 * placeholder and will not deploy until the secret is set.
 */
export const DEFAULT_EMAIL_SENDER = 'example.org';

/** The From address for a sender identity: the address itself, or no-reply@ a domain. */
export function fromAddressOf(sender: string): string {
  return sender.includes('@') ? sender : `no-reply@${sender}`;
}
