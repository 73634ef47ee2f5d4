import { DEFAULT_EMAIL_SENDER, fromAddressOf } from './email-sender';
import { isProduction } from './stage';

/**
 * The stage's SES sender identity: a domain (any address at it may send once the DKIM records
 * SES lists are in its DNS) or a single address (SES mails it a link to click). Set per stage:
 * `npx sst secret set EmailSender institute.example --stage prod`. Production must set it; other
 * stages fall back to a placeholder domain whose sends fail, visibly, until they do.
 */
export const emailSender = new sst.Secret(
  'EmailSender',
  isProduction() ? undefined : DEFAULT_EMAIL_SENDER,
);

export const email = new sst.aws.Email('Email', {
  sender: emailSender.value,
  // The institute's DNS may be hosted anywhere: its records are added by hand (see README).
  dns: false,
});

/** The From address the API sends with. */
export const mailFrom = email.sender.apply(fromAddressOf);
