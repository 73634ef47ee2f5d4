import { describe, expect, it } from 'vitest';
import {
  applicantMessage,
  escapeHtml,
  inboxLink,
  instituteMessage,
  newApplicationMessages,
  type MessageContext,
} from './messages';
import { nextSteps, stepLine } from './next-steps';
import { storedApplication } from './fixtures';
import { applicationReference } from './reference';

const record = storedApplication;

const context: MessageContext = {
  siteName: 'Bhakti Institute Ipoh',
  contactEmail: 'office@institute.example',
  siteUrl: 'https://institute.example',
};

const HOSTILE = '<img src=x onerror="alert(1)"> & \'quoted\'';

describe('the two messages of a new application', () => {
  it.each([
    {
      name: 'the institute’s copy',
      message: instituteMessage,
      to: 'office@institute.example',
      replyTo: 'radha@example.com',
      subject: 'New application: ராதா கிருஷ்ணன் 🙏 (Bhakti-vaibhava)',
    },
    {
      name: 'the applicant’s confirmation',
      message: applicantMessage,
      to: 'radha@example.com',
      replyTo: 'office@institute.example',
      subject: 'Thank you for applying to Bhakti Institute Ipoh',
    },
  ])('$name goes to $to in the institute’s name, replies to $replyTo', (expected) => {
    const { message, to, replyTo, subject } = expected;
    expect(message(record, context)).toMatchObject({
      to,
      replyTo,
      subject,
      fromName: 'Bhakti Institute Ipoh',
    });
  });
});

describe('the institute’s copy', () => {
  it('lists the answers in words, by step, in Malaysia time, and leaves out unanswered ones', () => {
    const { text } = instituteMessage(record, context);
    expect(text).toContain('A new application arrived on 2 Mar 2025, 00:30 (Malaysia time).');
    expect(text).toContain('Personal Information\n  Full name: ராதா கிருஷ்ணன் 🙏\n');
    expect(text).toContain('  Current address: 12 Jalan Sultan Idris Shah\n    Ipoh, Perak\n');
    expect(text).toContain('  Preferred language: Tamil\n');
    expect(text).toContain('  Technology access: Reliable internet connection\n');
    expect(text).not.toContain('Spiritual name');
    expect(text).not.toContain('Additional Information'); // nothing answered in that step
    expect(text).toContain(`Application id: ${record.id}`);
  });

  it('links to the application in the inbox only when the site address is known', () => {
    const link = `https://institute.example/admin/applications/${record.id}`;
    const withLink = instituteMessage(record, context);
    expect(withLink.text).toContain(`Open it in the applications inbox: ${link}`);
    expect(withLink.html).toContain(`<a href="${link}">`);
    const without = instituteMessage(record, { ...context, siteUrl: undefined });
    expect(without.text).not.toContain('/admin/applications/');
    expect(without.html).not.toContain('<a ');
    expect(inboxLink('http://127.0.0.1:3000/', 'a b')).toBe(
      'http://127.0.0.1:3000/admin/applications/a%20b',
    );
  });

  it('escapes everything the applicant typed in the HTML, and keeps line breaks as <br>', () => {
    const hostile = { ...record, full_name: HOSTILE, testimonial: `${HOSTILE}\nsecond line` };
    const { html, text } = instituteMessage(hostile, context);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quoted&#39;');
    expect(html).toContain('&#39;quoted&#39;<br>second line');
    // Plain text stays as typed: it is never rendered as markup.
    expect(text).toContain(HOSTILE);
  });

  it('keeps a name with line breaks on one line in the subject (no extra headers)', () => {
    const message = instituteMessage(
      { ...record, full_name: 'Radha\r\nBcc: all@example.com' },
      context,
    );
    expect(message.subject).toBe('New application: Radha Bcc: all@example.com (Bhakti-vaibhava)');
    expect(message.subject).not.toMatch(/[\r\n]/);
  });
});

describe('the applicant’s confirmation', () => {
  it('thanks them by name, says what happens next and signs with the site name', () => {
    const { text, html } = applicantMessage(record, context);
    expect(text.startsWith('Dear ராதா கிருஷ்ணன் 🙏,\n')).toBe(true);
    expect(text).toContain('Thank you for applying for Bhakti-vaibhava at Bhakti Institute Ipoh.');
    expect(text).toMatch(
      /What happens next:\n1\. Review: .*\n2\. Orientation: .*\n3\. Begin learning: /,
    );
    expect(text).toContain('write to office@institute.example');
    expect(text.trimEnd().endsWith('With best wishes,\nBhakti Institute Ipoh')).toBe(true);
    expect(html).toContain('<p>Dear ராதா கிருஷ்ணன் 🙏,</p>');
    expect(html).toContain('<a href="mailto:office@institute.example">');
    expect(html.match(/<li>/g)).toHaveLength(3);
  });

  it('links to the status page, where the applicant can see how the application stands', () => {
    const { text, html } = applicantMessage(record, context);
    expect(text).toContain(
      'See where your application stands at any time (we e-mail you a code): https://institute.example/application-status',
    );
    expect(html).toContain(
      '<a href="https://institute.example/application-status">See where your application stands</a>',
    );
    const without = applicantMessage(record, { ...context, siteUrl: undefined });
    expect(without.text).not.toContain('application-status');
    expect(without.html).not.toContain('application-status');
  });

  it('greets by the spiritual name when one was given', () => {
    const { text } = applicantMessage({ ...record, spiritual_name: 'Radha Devi Dasi' }, context);
    expect(text.startsWith('Dear Radha Devi Dasi,\n')).toBe(true);
  });

  it('adds a word about prerequisites when they are not done or not sure, and none otherwise', () => {
    expect(applicantMessage(record, context).text).not.toContain('prerequisites');
    expect(applicantMessage({ ...record, completed_prerequisites: 'no' }, context).text).toContain(
      'You told us you have not yet completed the prerequisites',
    );
    expect(
      applicantMessage({ ...record, completed_prerequisites: 'not-sure' }, context).text,
    ).toContain('Our advisors will help you find out.');
  });

  it('escapes a hostile name and site name in the HTML', () => {
    const { html, subject } = applicantMessage(
      {
        ...record,
        full_name: HOSTILE,
        preferred_language: 'other',
        other_language: '<b>Hindi</b>',
      },
      { ...context, siteName: 'Institute <script>' },
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Hindi');
    expect(html).toContain('&lt;b&gt;Hindi&lt;/b&gt;');
    expect(subject).toBe('Thank you for applying to Institute <script>');
  });
});

describe('the reference, the guardian and the contact channel', () => {
  const reference = applicationReference(record.id);

  it('gives the applicant the reference they were shown, and staff the same one', () => {
    const applicant = applicantMessage(record, context);
    const quote = `Your reference is ${reference}: please quote it if you contact us.`;
    expect(applicant.text).toContain(quote);
    expect(applicant.html).toContain(quote);
    const institute = instituteMessage(record, context);
    expect(institute.text).toContain(
      `Reference: ${reference} (the applicant was given it to quote)`,
    );
    expect(institute.html).toContain(`Reference: <strong>${reference}</strong>`);
  });

  it('tells staff when a parent or guardian consented for an applicant under 18, and whose', () => {
    const line = 'The applicant is under 18. Their parent or guardian, Sita <Devi>, gave consent.';
    const minor = {
      ...record,
      consent: {
        notice_version: 'v1',
        given_at: record.created_at,
        notice_text: 'Notice',
        sensitive_text: 'Sensitive',
        guardian: { name: 'Sita <Devi>', consent_text: 'I consent.' },
      },
    };
    const { text, html } = instituteMessage(minor, context);
    expect(text).toContain(line);
    expect(html).toContain(escapeHtml(line));
    expect(instituteMessage(record, context).text).not.toContain('guardian');
  });

  it.each([
    { channel: 'whatsapp', says: 'contacts you shortly on WhatsApp.' },
    { channel: 'phone', says: 'contacts you shortly by phone.' },
    { channel: 'email', says: 'contacts you shortly by e-mail.' },
    { channel: undefined, says: 'contacts you shortly by e-mail or phone.' },
  ] as const)('promises contact the way the applicant chose ($channel)', ({ channel, says }) => {
    const { text, html } = applicantMessage({ ...record, preferred_contact: channel }, context);
    expect(text).toContain(says);
    expect(html).toContain(says);
  });

  it('gives the next steps as the confirmation screen does, with the day the intake starts', () => {
    const placed = {
      ...record,
      preferred_contact: 'whatsapp' as const,
      intake: 'i',
      waitlist: false,
    };
    const steps = nextSteps({ preferred_contact: 'whatsapp', intake_start: '2027-01-04' });
    const { text, html } = applicantMessage(placed, context, { intakeStart: '2027-01-04' });
    expect(text).toContain(
      steps.map((step, index) => `${index + 1}. ${stepLine(step)}`).join('\n'),
    );
    expect(text).toContain('3. Begin learning: your intake starts on 4 Jan 2027.');
    expect(html).toContain('<li>Begin learning: your intake starts on 4 Jan 2027.');
    // On the waitlist: a place first, and no start day promised.
    const waiting = applicantMessage({ ...placed, waitlist: true }, context, {
      intakeStart: '2027-01-04',
    });
    expect(waiting.text).toContain(
      '1. Waitlist: we contact you on WhatsApp if a place opens in this intake, which starts on 4 Jan 2027, or about the following one.',
    );
    expect(waiting.text).toContain(
      '3. Begin learning: you receive access to the course materials and start your studies.',
    );
  });
});

describe('newApplicationMessages', () => {
  it('makes exactly the two messages, one per recipient', () => {
    const messages = newApplicationMessages(record, context);
    expect(Object.keys(messages)).toEqual(['institute', 'applicant']);
    expect([messages.institute.to, messages.applicant.to]).toEqual([
      'office@institute.example',
      'radha@example.com',
    ]);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter and leaves Tamil and emoji alone', () => {
    expect(escapeHtml(`<>&"' ராதா 🙏`)).toBe('&lt;&gt;&amp;&quot;&#39; ராதா 🙏');
  });
});
