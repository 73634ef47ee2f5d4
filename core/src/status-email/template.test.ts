import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { applicantLanguage } from './compose';
import {
  editedStatusEmail,
  fillPlaceholders,
  renderStatusEmail,
  statusEmailSendSchema,
  statusTemplateSchema,
  templateVersionSchema,
  textToHtml,
  unfilledPlaceholders,
  type PlaceholderValues,
} from './template';
import { PLACEHOLDER_VALUES } from './fixtures';

const values: PlaceholderValues = {
  ...PLACEHOLDER_VALUES,
  name: 'Radha\nKrishnan',
  course: 'Gita Saram',
};

describe('status e-mail templates', () => {
  it('keep the message’s lines, refuse a subject’s, and refuse control characters in either', () => {
    const issues = (version: { subject: string; body: string }) =>
      v.safeParse(templateVersionSchema, version).issues?.map((issue) => issue.message) ?? [];
    expect(issues({ subject: 'Hi {name}', body: 'Line one\n\nLine two' })).toEqual([]);
    expect(issues({ subject: 'Hi\n{name}', body: 'Body' })).toEqual([
      'The subject must be one line',
    ]);
    expect(issues({ subject: 'Hi\u0007', body: 'Body\u0000' })).toEqual([
      'Must not contain control characters',
      'Must not contain control characters',
    ]);
  });

  it('finds unknown placeholders only', () => {
    expect(unfilledPlaceholders('{name} {course} {nmae} {nmae} {}')).toEqual(['nmae']);
    // A capital or a digit makes no other placeholder: each is a mistake to show.
    expect(unfilledPlaceholders('{Name} {COURSE} {name2} {name}')).toEqual([
      'Name',
      'COURSE',
      'name2',
    ]);
    expect(fillPlaceholders('Dear {Name}', values)).toBe('Dear {Name}');
    // An object's own names are no placeholder: {constructor} would have been filled with code.
    expect(unfilledPlaceholders('{constructor} {__proto__}')).toEqual(['constructor', '__proto__']);
    expect(fillPlaceholders('{constructor}', values)).toBe('{constructor}');
  });

  it('refuse in an e-mail already filled in every placeholder left, as the API and the form do', () => {
    const issues = (subject: string, body: string) =>
      v
        .safeParse(statusEmailSendSchema, { status: 'accepted', subject, body })
        .issues?.map((issue) => [v.getDotPath(issue), issue.message]) ?? [];
    // The template's own rule, for the same text: an unknown placeholder.
    expect(
      v.safeParse(templateVersionSchema, { subject: 'Hi {bogus}', body: 'B' }).issues?.[0]?.message,
    ).toMatch(/^The subject uses an unknown placeholder: \{bogus\}\. Use \{name\}/);
    expect(issues('Hi {bogus}', 'Dear {unknown_placeholder} and {name}, {bogus}')).toEqual([
      [
        'subject',
        'The subject has a placeholder left in it: {bogus}. This e-mail is already filled in for the applicant, so write the words themselves.',
      ],
      [
        'body',
        'The message has a placeholder left in it: {unknown_placeholder}, {name}, {bogus}. This e-mail is already filled in for the applicant, so write the words themselves.',
      ],
    ]);
    expect(issues('  ', 'Dear Radha')).toEqual([['subject', 'Enter a subject']]);
    // Braces that are no placeholder are the writer's own text.
    expect(issues('Offer {2027}', 'See {Room 4} and {}')).toEqual([]);
  });

  it('maps the form language: Tamil, a typed Malay, everything else English', () => {
    expect(applicantLanguage({ preferred_language: 'tamil', other_language: null })).toBe('ta');
    expect(applicantLanguage({ preferred_language: 'other', other_language: 'Malay' })).toBe('ms');
    expect(applicantLanguage({ preferred_language: 'other', other_language: 'BM' })).toBe('ms');
    expect(applicantLanguage({ preferred_language: 'other', other_language: 'Hindi' })).toBe('en');
    expect(applicantLanguage({ preferred_language: 'english', other_language: null })).toBe('en');
  });

  it('reads blank optional versions as none, so English is sent', () => {
    const parsed = v.parse(statusTemplateSchema, {
      en: { subject: 'Hi {name}', body: 'Body' },
      ms: { subject: ' ', body: '' },
    });
    expect(parsed).toMatchObject({ ms: null, ta: null });
    const rendered = renderStatusEmail('accepted', parsed, 'ms', values);
    // A line break a value holds never reaches the subject.
    expect(rendered).toMatchObject({ language: 'en', subject: 'Hi Radha Krishnan' });
  });

  it('marks an edited e-mail with the language it is in: English when theirs is empty', () => {
    const send = { status: 'waitlisted' as const, subject: 'Waitlisted', body: 'Dear Radha' };
    const englishOnly = v.parse(statusTemplateSchema, { en: { subject: 'S', body: 'B' } });
    const fallback = editedStatusEmail(send, englishOnly, 'ta');
    expect(fallback.language).toBe('en');
    expect(fallback.html).toContain('<html lang="en">');
    const withTamil = { ...englishOnly, ta: { subject: 'காத்திருப்பு', body: 'அன்புள்ள' } };
    expect(editedStatusEmail(send, withTamil, 'ta')).toMatchObject({ language: 'ta' });
    expect(editedStatusEmail(send, withTamil, 'ta').html).toContain('<html lang="ta">');
  });

  it('makes escaped paragraphs with links in the HTML part', () => {
    const html = textToHtml('S', 'A <b> & B\nsee https://site.example/x?a=1&b=2.\n\nNext', 'en');
    expect(html).toContain(
      '<p>A &lt;b&gt; &amp; B<br>see <a href="https://site.example/x?a=1&amp;b=2">https://site.example/x?a=1&amp;b=2</a>.</p>',
    );
    expect(html).toContain('<p>Next</p>');
  });
});
