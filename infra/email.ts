import { EMAIL_ACTIONS } from './permissions';
import { fromAddressOf } from './stages';
import { settings } from './stage';

const sender = settings().email;

/**
 * The stage's SES identity, or none (e-mail is then recorded as failed, visibly). Only production
 * creates a domain identity (SST's Email then waits for DKIM: infra/stages.ts refuses it elsewhere);
 * an address identity is verified by clicking SES's link; a shared one already exists, and
 * `Email.get` reads it instead of creating a duplicate SES would refuse (docs/decisions/010).
 */
/**
 * Where SES reports bounces and complaints about this stage's messages (infra/mail-events.ts
 * records them). A shared identity reports through the stage that made it.
 */
export const mailEventsTopic =
  sender && !sender.shared ? new sst.aws.SnsTopic('MailEvents') : undefined;

export const email = sender
  ? sender.shared
    ? sst.aws.Email.get('Email', sender.sender)
    : new sst.aws.Email('Email', {
        sender: sender.sender,
        // A domain in Route 53 gets its DKIM and DMARC records from the deploy; elsewhere by hand.
        dns: sender.dns === 'route53' ? sst.aws.dns() : false,
        events: [
          {
            name: 'bounces-and-complaints',
            types: ['bounce', 'complaint'],
            topic: mailEventsTopic!.arn,
          },
        ],
      })
  : undefined;

/** The From address the API sends with, when the stage has a sender. */
export const mailFrom = sender ? fromAddressOf(sender.sender) : undefined;

/** The display name beside it. */
export const mailFromName = sender?.fromName;

/**
 * The right to send from this stage's identity, for every function that sends (the API's "Send
 * again", the mail queue's consumer); none without a sender. In the SES sandbox the verified
 * recipients are identities too, so this account's identities are included.
 */
export const sendEmailPermissions = email
  ? [
      {
        actions: [...EMAIL_ACTIONS],
        resources: [
          email.nodes.identity.arn,
          email.nodes.configurationSet.arn,
          $interpolate`arn:aws:ses:${aws.getRegionOutput().region}:${aws.getCallerIdentityOutput().accountId}:identity/*`,
        ],
      },
    ]
  : [];
