import type { EmailStatus, StatusTemplate } from './template';

/*
 * The seeded templates: English drafts for the institute to review and change under Admin →
 * Applications → E-mail templates. Bahasa Malaysia and Tamil start empty (English is sent).
 */

// No {whatsapp_link} here: the WhatsApp number setting starts blank, and the sentence would end
// on nothing. Staff add it to their templates once the number is set.
const signOff = [
  'If you have a question, reply to this e-mail or write to {contact_email}.',
  '',
  'You can see where your application stands at any time: {status_link}',
  '',
  'With best wishes,',
  '{institute}',
].join('\n');

/** A template's body: the greeting, what it has to say, and the sign-off. */
const letter = (news: string) => ['Dear {name},', '', news, '', signOff].join('\n');

const english: Record<EmailStatus, { subject: string; body: string }> = {
  contacted: {
    subject: 'Your application for {course} at {institute}',
    body: letter(
      'Thank you for applying for {course}. We are reading your application and would like to talk with you about it. We will be in touch shortly by e-mail or phone; you are welcome to reach us first.',
    ),
  },
  accepted: {
    subject: 'Welcome to {course} at {institute}',
    body: letter(
      'We are happy to tell you that you have been accepted for {course}. We will send you the details of the orientation session and the course materials soon.',
    ),
  },
  waitlisted: {
    subject: 'Your application for {course}: on the waitlist',
    body: letter(
      'Thank you for your patience. {course} is full at the moment, so we have put your application on the waitlist. We will write to you as soon as a place opens.',
    ),
  },
  declined: {
    // Its own subject: in an inbox a refusal must not read as the first contact.
    subject: 'Your application for {course}: our decision',
    body: letter(
      'Thank you for applying for {course}. We are sorry that we cannot offer you a place this time. You are welcome to apply again for a later course, and we are glad to suggest one that may suit you.',
    ),
  },
};

export const DEFAULT_STATUS_TEMPLATES: Record<EmailStatus, StatusTemplate> = {
  contacted: { en: english.contacted, ms: null, ta: null },
  accepted: { en: english.accepted, ms: null, ta: null },
  waitlisted: { en: english.waitlisted, ms: null, ta: null },
  declined: { en: english.declined, ms: null, ta: null },
};
