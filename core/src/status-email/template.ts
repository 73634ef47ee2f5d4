import * as v from 'valibot';
import { escapeHtml } from '../application/messages';
import type { ApplicationStatus } from '../application/status';
import { choice } from '../validation/choice-options';
import { typedText } from '../validation/plain-text';
import { oneLine } from '../lang/text';

/*
 * The e-mails staff may send when an application's status changes: one template per status, in
 * English (required) and optionally Bahasa Malaysia and Tamil. Templates are plain text with
 * placeholders; the HTML part is made from the same text, every value escaped.
 */

/** The statuses an e-mail can be sent for (`new` is the confirmation the applicant already got). */
export const EMAIL_STATUSES = ['contacted', 'accepted', 'waitlisted', 'declined'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const isEmailStatus = (status: string): status is EmailStatus =>
  (EMAIL_STATUSES as readonly string[]).includes(status);

export const { values: TEMPLATE_LANGUAGES, labels: TEMPLATE_LANGUAGE_LABELS } = choice({
  en: 'English',
  ms: 'Bahasa Malaysia',
  ta: 'Tamil',
});
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** The placeholders a template may use, and what each one stands for. */
export const PLACEHOLDERS = {
  name: "The applicant's name (their spiritual name when they gave one)",
  course: 'The course they applied for',
  reference: "The application's reference, which the confirmation gave them to quote (B7BF9330)",
  contact_by:
    "The way they asked to be contacted, in the e-mail's language: 'on WhatsApp', 'by phone', 'by e-mail', or 'by e-mail or phone' when they chose none",
  institute: "The institute's name (the site name setting)",
  contact_email: "The institute's contact e-mail",
  whatsapp_link: "A WhatsApp link to the institute's number (empty while no number is set)",
  status_link: 'The link to the application status page',
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;
export type PlaceholderValues = Record<Placeholder, string>;

// Any word in braces: `{Name}` or `{name2}` is a mistake to show, not text to send as it is.
const PLACEHOLDER_PATTERN = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const PLACEHOLDER_NAMES = Object.keys(PLACEHOLDERS) as Placeholder[];
const isPlaceholder = (name: string): name is Placeholder => Object.hasOwn(PLACEHOLDERS, name);
const braced = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/**
 * The placeholders in a text that nothing will fill in, so the applicant would read them braces
 * and all: each is a mistake staff should see. In a template, the unknown ones (`{name}` and the
 * other known ones are filled for each applicant). In an e-mail already filled in for one
 * applicant (`filled`), every one left: nothing fills them any more.
 */
export function unfilledPlaceholders(text: string, filled = false): string[] {
  const unknown = new Set<string>();
  for (const [, name] of text.matchAll(PLACEHOLDER_PATTERN)) {
    if (filled || !isPlaceholder(name!)) unknown.add(name!);
  }
  return [...unknown];
}

export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_BODY_MAX = 5000;

/** Refuses on its field a text with a placeholder nothing will fill (`unfilledPlaceholders`). */
function placeholderCheck(label: string, filled: boolean) {
  return v.check(
    (text: string) => unfilledPlaceholders(text, filled).length === 0,
    (issue: v.CheckIssue<string>) => {
      const found = braced(unfilledPlaceholders(String(issue.input), filled));
      return filled
        ? `${label} has a placeholder left in it: ${found}. This e-mail is already filled in for the applicant, so write the words themselves.`
        : `${label} uses an unknown placeholder: ${found}. Use ${braced(PLACEHOLDER_NAMES)}.`;
    },
  );
}

const plainSubjectSchema = v.pipe(
  // Line breaks are kept here, so the check below can refuse them with its own message.
  typedText('area', 'Enter a subject'),
  v.nonEmpty('Enter a subject'),
  v.maxLength(
    TEMPLATE_SUBJECT_MAX,
    `The subject can be at most ${TEMPLATE_SUBJECT_MAX} characters`,
  ),
  v.check((text) => !/[\r\n]/.test(text), 'The subject must be one line'),
);

const plainBodySchema = v.pipe(
  typedText('area', 'Enter the message'),
  v.nonEmpty('Enter the message'),
  v.maxLength(TEMPLATE_BODY_MAX, `The message can be at most ${TEMPLATE_BODY_MAX} characters`),
);

/**
 * A subject and message: a template's (`filled` false) or an e-mail's already filled in for one
 * applicant (`filled`). The same rules for both; only what counts as a placeholder mistake differs.
 */
const messageFields = (filled: boolean) => ({
  subject: v.pipe(plainSubjectSchema, placeholderCheck('The subject', filled)),
  body: v.pipe(plainBodySchema, placeholderCheck('The message', filled)),
});

/** One language's version: subject and body. */
export const templateVersionSchema = v.object(messageFields(false));
export type TemplateVersion = v.InferOutput<typeof templateVersionSchema>;

/** An optional version: null, or both fields blank, means "none, send English". */
const optionalVersionSchema = v.pipe(
  v.optional(
    v.nullable(v.object({ subject: v.optional(v.string(), ''), body: v.optional(v.string(), '') })),
    null,
  ),
  v.transform((value) => (value && (value.subject.trim() || value.body.trim()) ? value : null)),
  v.nullable(templateVersionSchema),
);

/** What staff save for one status: the same schema the admin form validates with. */
export const statusTemplateSchema = v.object({
  en: templateVersionSchema,
  ms: optionalVersionSchema,
  ta: optionalVersionSchema,
});
export type StatusTemplateInput = v.InferInput<typeof statusTemplateSchema>;
export type StatusTemplate = v.InferOutput<typeof statusTemplateSchema>;

/** A stored template as the API answers it. */
export interface StatusTemplateRecord extends StatusTemplate {
  status: EmailStatus;
  /** One more at every save; 0 while the seeded default is in use (the edit-conflict check). */
  revision: number;
  /** Absent while the seeded default is in use. */
  updated_at?: string;
  updated_by?: string | null;
}

/**
 * What staff edit for one applicant before sending: the rendered subject and text, placeholders
 * already filled, and sent as they are. So a placeholder left in them, known or not, would reach
 * the applicant braces and all: it is refused, on the form and by the API alike.
 */
export const statusEmailSendSchema = v.object({
  /** Made by the page for each e-mail it composes: sent again, it is still sent once. */
  id: v.optional(v.pipe(v.string(), v.uuid('The e-mail id must be a UUID'))),
  status: v.picklist(EMAIL_STATUSES, 'Choose the status the e-mail is about'),
  ...messageFields(true),
});
export type StatusEmailSend = v.InferOutput<typeof statusEmailSendSchema>;

/** Which version an applicant gets: theirs when the template has it, otherwise English. */
export function versionFor(
  template: StatusTemplate,
  language: TemplateLanguage,
): { language: TemplateLanguage; version: TemplateVersion } {
  const version = language === 'en' ? null : template[language];
  return version ? { language, version } : { language: 'en', version: template.en };
}

/** Replaces the placeholders; values are taken as they are (escaping is the HTML step's job). */
export function fillPlaceholders(text: string, values: PlaceholderValues, line = false): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    isPlaceholder(name) ? (line ? oneLine(values[name]) : values[name]) : whole,
  );
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/**
 * The HTML part of a plain-text message: the whole text escaped, paragraphs at blank lines,
 * line breaks kept, and web addresses made links. Escaping the finished text (not the template)
 * covers whatever an applicant typed into a value and whatever staff edited.
 */
export function textToHtml(subject: string, text: string, lang: TemplateLanguage): string {
  const linked = (line: string) => {
    let out = '';
    let last = 0;
    for (const match of line.matchAll(URL_PATTERN)) {
      const url = match[0].replace(/[.,;:!?)]+$/, '');
      out +=
        escapeHtml(line.slice(last, match.index)) +
        `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
      last = match.index + url.length;
    }
    return out + escapeHtml(line.slice(last));
  };
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split(/\r?\n/).map(linked).join('<br>')}</p>`);
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1a1b1e; max-width: 640px;">',
    ...paragraphs,
    '</body></html>',
  ].join('\n');
}

export interface RenderedStatusEmail {
  status: EmailStatus;
  language: TemplateLanguage;
  subject: string;
  text: string;
  html: string;
}

/** A template filled in for one applicant: subject on one line, plain text, escaped HTML. */
export function renderStatusEmail(
  status: EmailStatus,
  template: StatusTemplate,
  language: TemplateLanguage,
  values: PlaceholderValues,
): RenderedStatusEmail {
  const chosen = versionFor(template, language);
  const subject = oneLine(fillPlaceholders(chosen.version.subject, values, true));
  const text = fillPlaceholders(chosen.version.body, values);
  return {
    status,
    language: chosen.language,
    subject,
    text,
    html: textToHtml(subject, text, chosen.language),
  };
}

/**
 * Staff's edited subject and text for one applicant, as a message's parts. They edited the
 * version the template gave, so the message is in that version's language: English when the
 * applicant's own is empty.
 */
export function editedStatusEmail(
  send: StatusEmailSend,
  template: StatusTemplate,
  applicantLanguage: TemplateLanguage,
): RenderedStatusEmail {
  const subject = oneLine(send.subject);
  const { language } = versionFor(template, applicantLanguage);
  return {
    status: send.status,
    language,
    subject,
    text: send.body,
    html: textToHtml(subject, send.body, language),
  };
}

export type { ApplicationStatus };
