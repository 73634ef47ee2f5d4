import type { EmailStatus, StatusTemplate, TemplateVersion } from './template';

/*
 * The seeded templates: English drafts for the institute to review and change under Admin →
 * Applications → E-mail templates. Bahasa Malaysia and Tamil start empty (English is sent).
 */

/** The sign-off's parts around its first line, which says how to reach the institute. */
const signOffWith = (question: string) =>
  [
    question,
    '',
    'You can see where your application stands at any time: {status_link}',
    '',
    'With best wishes,',
    '{institute}',
  ].join('\n');

// No {whatsapp_link} here: the WhatsApp number setting starts blank, and the sentence would end
// on nothing. Staff add it to their templates once the number is set. The reference is given as
// the confirmation e-mail gives it, where the applicant reads how to reach the institute.
const signOff = signOffWith(
  'If you have a question, reply to this e-mail or write to {contact_email}. Your reference is {reference}: please quote it if you contact us.',
);

/** A template's body: the greeting, what it has to say, and the sign-off. */
const letter = (news: string, close = signOff) => ['Dear {name},', '', news, '', close].join('\n');

const subjects: Record<EmailStatus, string> = {
  contacted: 'Your application for {course} at {institute}',
  accepted: 'Welcome to {course} at {institute}',
  waitlisted: 'Your application for {course}: on the waitlist',
  // Its own subject: in an inbox a refusal must not read as the first contact.
  declined: 'Your application for {course}: our decision',
};

const news: Record<EmailStatus, string> = {
  // {contact_by}: the way the applicant asked to be reached, as the confirmation promised it.
  contacted:
    'Thank you for applying for {course}. We are reading your application and would like to talk with you about it. We will be in touch shortly {contact_by}; you are welcome to reach us first.',
  accepted:
    'We are happy to tell you that you have been accepted for {course}. We will send you the details of the orientation session and the course materials soon.',
  waitlisted:
    'Thank you for your patience. {course} is full at the moment, so we have put your application on the waitlist. We will write to you as soon as a place opens.',
  declined:
    'Thank you for applying for {course}. We are sorry that we cannot offer you a place this time. You are welcome to apply again for a later course, and we are glad to suggest one that may suit you.',
};

const english = (status: EmailStatus): TemplateVersion => ({
  subject: subjects[status],
  body: letter(news[status]),
});

export const DEFAULT_STATUS_TEMPLATES: Record<EmailStatus, StatusTemplate> = {
  contacted: { en: english('contacted'), ms: null, ta: null },
  accepted: { en: english('accepted'), ms: null, ta: null },
  waitlisted: { en: english('waitlisted'), ms: null, ta: null },
  declined: { en: english('declined'), ms: null, ta: null },
};

/**
 * The English drafts as seeded before the e-mails gave the reference and the chosen way of
 * contact: without {reference}, and the Contacted one promising contact "by e-mail or phone"
 * whatever the applicant chose.
 */
const RETIRED_ENGLISH: Record<EmailStatus, TemplateVersion> = Object.fromEntries(
  (Object.keys(subjects) as EmailStatus[]).map((status) => [
    status,
    {
      subject: subjects[status],
      body: letter(
        news[status].replace('{contact_by}', 'by e-mail or phone'),
        signOffWith('If you have a question, reply to this e-mail or write to {contact_email}.'),
      ),
    },
  ]),
) as Record<EmailStatus, TemplateVersion>;

/**
 * A stored template whose English version is, word for word, a draft the product seeded before
 * (staff saved it unchanged, say with a Bahasa Malaysia version beside it) reads with today's
 * draft: nobody chose those words, and they would keep the old draft's faults. Anything staff
 * wrote themselves is theirs and stays as it is.
 */
export function withCurrentDefault(status: EmailStatus, template: StatusTemplate): StatusTemplate {
  const retired = RETIRED_ENGLISH[status];
  const unchanged = template.en.subject === retired.subject && template.en.body === retired.body;
  return unchanged ? { ...template, en: DEFAULT_STATUS_TEMPLATES[status].en } : template;
}
