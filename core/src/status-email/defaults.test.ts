import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DEFAULT_STATUS_TEMPLATES, withCurrentDefault } from './defaults';
import { EMAIL_STATUSES, renderStatusEmail, statusEmailSendSchema } from './template';
import { PLACEHOLDER_VALUES } from './fixtures';

const values = PLACEHOLDER_VALUES;

/** The sign-off's first line as it was seeded until 2026-11-30, without the reference. */
const RETIRED_QUESTION =
  'If you have a question, reply to this e-mail or write to {contact_email}.\n';

describe('the default e-mail templates', () => {
  it('give each status a subject of its own, so an applicant tells them apart in an inbox', () => {
    const subjects = Object.values(DEFAULT_STATUS_TEMPLATES).map((template) => template.en.subject);
    expect(subjects).toHaveLength(4);
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it('fill in to e-mails staff can send unchanged: no placeholder is left in them', () => {
    for (const status of EMAIL_STATUSES) {
      const rendered = renderStatusEmail(status, DEFAULT_STATUS_TEMPLATES[status], 'en', values);
      const send = { status, subject: rendered.subject, body: rendered.text };
      expect(v.safeParse(statusEmailSendSchema, send).issues).toBeUndefined();
    }
  });

  it('give the reference to quote, as the confirmation does, in every one', () => {
    for (const status of EMAIL_STATUSES) {
      const { text } = renderStatusEmail(status, DEFAULT_STATUS_TEMPLATES[status], 'en', values);
      expect(text).toContain(
        'write to office@example.com. Your reference is B7BF9330: please quote it if you contact us.',
      );
    }
  });

  it('promise contact the way the applicant chose, not "by e-mail or phone" whatever they chose', () => {
    const { text } = renderStatusEmail(
      'contacted',
      DEFAULT_STATUS_TEMPLATES.contacted,
      'en',
      values,
    );
    expect(text).toContain('We will be in touch shortly on WhatsApp; you are welcome');
    expect(text).not.toContain('by e-mail or phone');
  });

  it('read a stored English version that is word for word an earlier draft as today’s draft', () => {
    for (const status of EMAIL_STATUSES) {
      const current = DEFAULT_STATUS_TEMPLATES[status];
      const retired = {
        subject: current.en.subject,
        body: current.en.body
          .replace('{contact_by}', 'by e-mail or phone')
          .replace(/If you have a question.*\n/, RETIRED_QUESTION),
      };
      const ms = { subject: 'Permohonan {course}', body: 'Salam {name}' };
      expect(withCurrentDefault(status, { en: retired, ms, ta: null })).toEqual({
        en: current.en,
        ms,
        ta: null,
      });
    }
    // The Contacted draft as it was: the whole text, so the match is tested on the real words.
    expect(
      withCurrentDefault('contacted', {
        en: {
          subject: 'Your application for {course} at {institute}',
          body: [
            'Dear {name},',
            '',
            'Thank you for applying for {course}. We are reading your application and would like to talk with you about it. We will be in touch shortly by e-mail or phone; you are welcome to reach us first.',
            '',
            'If you have a question, reply to this e-mail or write to {contact_email}.',
            '',
            'You can see where your application stands at any time: {status_link}',
            '',
            'With best wishes,',
            '{institute}',
          ].join('\n'),
        },
        ms: null,
        ta: null,
      }).en,
    ).toEqual(DEFAULT_STATUS_TEMPLATES.contacted.en);
  });

  it('leave any word staff changed in a template as they wrote it', () => {
    const edited = {
      en: {
        subject: DEFAULT_STATUS_TEMPLATES.contacted.en.subject,
        body: 'Dear {name},\n\nWe will be in touch shortly by e-mail or phone.',
      },
      ms: null,
      ta: null,
    };
    expect(withCurrentDefault('contacted', edited)).toBe(edited);
  });
});
