import { escapeHtml, statusPageLink, type MessageContext } from '../application/messages';
import type { MailMessage } from '../notifications/mailer';
import { STATUS_CODE_TTL_SECONDS } from './schema';

/** The e-mail with a status page code: the code, how long it works, and what to do if unasked. */
export function statusCodeMessage(to: string, code: string, context: MessageContext): MailMessage {
  const site = context.siteName.replace(/\s+/g, ' ').trim();
  const minutes = STATUS_CODE_TTL_SECONDS / 60;
  const link = statusPageLink(context.siteUrl);
  const text = [
    `Your code to see your applications to ${site}:`,
    '',
    `    ${code}`,
    '',
    `Enter it on the application status page${link ? ` (${link})` : ''}. It works for ${minutes} minutes.`,
    '',
    'If you did not ask for it, you can ignore this e-mail: nobody can see your applications without the code.',
    '',
    site,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>Your code: ${code}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1a1b1e; max-width: 640px;">',
    `<p>Your code to see your applications to ${escapeHtml(site)}:</p>`,
    `<p style="font-size: 28px; font-weight: bold; letter-spacing: 4px;">${code}</p>`,
    `<p>Enter it on the ${link ? `<a href="${escapeHtml(link)}">application status page</a>` : 'application status page'}. It works for ${minutes} minutes.</p>`,
    '<p>If you did not ask for it, you can ignore this e-mail: nobody can see your applications without the code.</p>',
    `<p>${escapeHtml(site)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to,
    fromName: site,
    replyTo: context.contactEmail,
    subject: `Your code: ${code}`,
    text,
    html,
  };
}
