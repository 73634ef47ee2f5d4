import type { MailMessage } from '../notifications/mailer';
import { formatInstituteTime } from '../calendar/format';
import { applicationDetailSections } from './display';
import { labelFor } from './choices';
import { nextSteps, stepLine } from './next-steps';
import { applicationReference } from './reference';
import { type ApplicationRecord } from './record';
import { type NotificationKind } from './status';
import { escapeHtml } from '../html/escape';
import { oneLine } from '../lang/text';
import { greetingName } from './greeting';

export { escapeHtml };

/*
 * The two e-mails of a new application: the institute's copy of every answer, and the
 * applicant's thank-you with what happens next. Plain text plus simple HTML; everything the
 * applicant typed is escaped in the HTML and folded onto one line in a subject.
 */

export interface MessageContext {
  /** The site_name setting (the default when unset). */
  siteName: string;
  /** The contact_email setting (the default when unset): the institute's copy goes there. */
  contactEmail: string;
  /** The site's origin, for a link to the application in the inbox; omitted: no link. */
  siteUrl?: string;
}

/** Multi-line text for HTML: escaped, line breaks kept. */
function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1a1b1e; max-width: 640px;">',
    body,
    '</body></html>',
  ].join('\n');
}

/** The link to an application in the admin inbox, or undefined without a site URL. */
export function inboxLink(siteUrl: string | undefined, id: string): string | undefined {
  if (!siteUrl) return undefined;
  return `${siteUrl.replace(/\/+$/, '')}/admin/applications/${encodeURIComponent(id)}`;
}

/** The applicant's status page (it asks for an e-mailed code), or undefined without a site URL. */
export function statusPageLink(siteUrl: string | undefined): string | undefined {
  if (!siteUrl) return undefined;
  return `${siteUrl.replace(/\/+$/, '')}/application-status`;
}

/** The institute's copy: every answer, grouped as the wizard asked them; replies reach the applicant. */
export function instituteMessage(record: ApplicationRecord, context: MessageContext): MailMessage {
  const name = oneLine(record.full_name);
  const course = labelFor('course_name', record.course_name);
  const submitted = formatInstituteTime(record.created_at);
  const link = inboxLink(context.siteUrl, record.id);
  const reference = applicationReference(record.id);
  const guardian = guardianLine(record);
  const waitlist = record.waitlist
    ? 'This is a waitlist application: the intake was closed or full when it arrived.'
    : null;
  const sections = applicationDetailSections(record)
    .map((section) => ({ ...section, rows: section.rows.filter((row) => row.value !== '') }))
    .filter((section) => section.rows.length > 0);

  const text = [
    `A new application arrived on ${submitted} (Malaysia time).`,
    '',
    `${name} applied for ${course}. Reply to this e-mail to write to them at ${record.email}.`,
    ...(waitlist ? ['', waitlist] : []),
    ...(guardian ? ['', guardian] : []),
    '',
    `Reference: ${reference} (the applicant was given it to quote)`,
    ...(link ? ['', `Open it in the applications inbox: ${link}`] : []),
    ...sections.flatMap((section) => [
      '',
      section.title,
      ...section.rows.map((row) => `  ${row.label}: ${row.value.replace(/\r?\n/g, '\n    ')}`),
    ]),
    '',
    `Application id: ${record.id}`,
    '',
  ].join('\n');

  const html = page(
    `New application: ${name}`,
    [
      `<p>A new application arrived on ${escapeHtml(submitted)} (Malaysia time).</p>`,
      `<p><strong>${escapeHtml(name)}</strong> applied for <strong>${escapeHtml(course)}</strong>. ` +
        `Reply to this e-mail to write to them at ${escapeHtml(record.email)}.</p>`,
      ...(waitlist ? [`<p><strong>${escapeHtml(waitlist)}</strong></p>`] : []),
      ...(guardian ? [`<p>${escapeHtml(guardian)}</p>`] : []),
      `<p>Reference: <strong>${reference}</strong> (the applicant was given it to quote)</p>`,
      ...(link
        ? [`<p><a href="${escapeHtml(link)}">Open it in the applications inbox</a></p>`]
        : []),
      ...sections.map(
        (section) =>
          `<h2 style="font-size: 16px; margin: 20px 0 6px;">${escapeHtml(section.title)}</h2>\n` +
          '<table style="border-collapse: collapse;">\n' +
          section.rows
            .map(
              (row) =>
                '<tr><th scope="row" style="text-align: left; vertical-align: top; padding: 2px 12px 2px 0; font-weight: normal; color: #555;">' +
                `${escapeHtml(row.label)}</th><td style="padding: 2px 0;">${htmlLines(row.value)}</td></tr>`,
            )
            .join('\n') +
          '\n</table>',
      ),
      `<p style="color: #555; font-size: 13px;">Application id: ${escapeHtml(record.id)}</p>`,
    ].join('\n'),
  );

  return {
    to: context.contactEmail,
    fromName: context.siteName,
    replyTo: record.email,
    subject: oneLine(`New ${record.waitlist ? 'waitlist ' : ''}application: ${name} (${course})`),
    text,
    html,
  };
}

/** An applicant under 18 applies with a parent's or guardian's consent: staff should know whose. */
function guardianLine(record: ApplicationRecord): string | null {
  const guardian = record.consent?.guardian;
  if (!guardian) return null;
  return `The applicant is under 18. Their parent or guardian, ${oneLine(guardian.name)}, gave consent.`;
}

function prerequisiteNote(record: ApplicationRecord): string | null {
  if (record.completed_prerequisites === 'no') {
    return 'You told us you have not yet completed the prerequisites for this course. Our advisors will go through them with you.';
  }
  if (record.completed_prerequisites === 'not-sure') {
    return 'You were not sure whether you have completed the prerequisites. Our advisors will help you find out.';
  }
  return null;
}

/** What an application's e-mails say beyond the record: the day its intake starts, if it has one. */
export interface ApplicationFacts {
  /** The start day ('YYYY-MM-DD') of the intake the application joined; absent without one. */
  intakeStart?: string | null;
}

/** The applicant's thank-you, in the institute's name; replies reach the institute's address. */
export function applicantMessage(
  record: ApplicationRecord,
  context: MessageContext,
  facts: ApplicationFacts = {},
): MailMessage {
  const site = oneLine(context.siteName);
  const greeting = greetingName(record);
  const course = labelFor('course_name', record.course_name);
  const choices = [
    ['Course', course],
    [
      'Preferred language',
      record.other_language || labelFor('preferred_language', record.preferred_language),
    ],
    ['Preferred schedule', labelFor('preferred_schedule', record.preferred_schedule)],
    ['Course format', 'Online'],
  ] as const;
  const note = prerequisiteNote(record);
  const statusLink = statusPageLink(context.siteUrl);
  const steps = nextSteps({
    preferred_contact: record.preferred_contact,
    waitlist: record.waitlist,
    intake_start: facts.intakeStart,
  }).map(stepLine);
  const received =
    `We have received your application. Your reference is ${applicationReference(record.id)}: please quote it if you contact us.` +
    (record.waitlist
      ? ' The intake you applied for is no longer taking applications, so your application is on its waitlist.'
      : '');

  const text = [
    `Dear ${greeting},`,
    '',
    `Thank you for applying for ${course} at ${site}. ${received}`,
    '',
    'What happens next:',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    ...(note ? ['', note] : []),
    '',
    'Your choices:',
    ...choices.map(([label, value]) => `  ${label}: ${oneLine(value)}`),
    '',
    ...(statusLink
      ? [`See where your application stands at any time (we e-mail you a code): ${statusLink}`, '']
      : []),
    `If anything here is wrong, or you have a question, reply to this e-mail or write to ${context.contactEmail}.`,
    '',
    'With best wishes,',
    site,
    '',
  ].join('\n');

  const html = page(
    `Thank you for applying to ${site}`,
    [
      `<p>Dear ${escapeHtml(greeting)},</p>`,
      `<p>Thank you for applying for <strong>${escapeHtml(course)}</strong> at ${escapeHtml(site)}. ` +
        `${escapeHtml(received)}</p>`,
      '<h2 style="font-size: 16px; margin: 20px 0 6px;">What happens next</h2>',
      '<ol>',
      ...steps.map((step) => `<li>${escapeHtml(step)}</li>`),
      '</ol>',
      ...(note ? [`<p>${escapeHtml(note)}</p>`] : []),
      '<h2 style="font-size: 16px; margin: 20px 0 6px;">Your choices</h2>',
      '<table style="border-collapse: collapse;">',
      ...choices.map(
        ([label, value]) =>
          '<tr><th scope="row" style="text-align: left; padding: 2px 12px 2px 0; font-weight: normal; color: #555;">' +
          `${escapeHtml(label)}</th><td style="padding: 2px 0;">${escapeHtml(oneLine(value))}</td></tr>`,
      ),
      '</table>',
      ...(statusLink
        ? [
            `<p><a href="${escapeHtml(statusLink)}">See where your application stands</a> at any time (we e-mail you a code).</p>`,
          ]
        : []),
      '<p>If anything here is wrong, or you have a question, reply to this e-mail or write to ' +
        `<a href="mailto:${escapeHtml(context.contactEmail)}">${escapeHtml(context.contactEmail)}</a>.</p>`,
      `<p>With best wishes,<br>${escapeHtml(site)}</p>`,
    ].join('\n'),
  );

  return {
    to: record.email,
    fromName: site,
    replyTo: context.contactEmail,
    subject: `Thank you for applying to ${site}`,
    text,
    html,
  };
}

/** Both messages of a new application, by kind. */
export function newApplicationMessages(
  record: ApplicationRecord,
  context: MessageContext,
  facts: ApplicationFacts = {},
): Record<NotificationKind, MailMessage> {
  return {
    institute: instituteMessage(record, context),
    applicant: applicantMessage(record, context, facts),
  };
}
