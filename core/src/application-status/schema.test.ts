import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../application/status';
import { APPLICANT_STATUS_TEXT, statusCodeRequestSchema, statusViewRequestSchema } from './schema';
import { statusCodeMessage } from './message';
import { minutesText, newStatusCode } from './service';

const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('the status page requests', () => {
  it('takes an address, trimmed', () => {
    expect(v.parse(statusCodeRequestSchema, { email: ' a@example.com ' })).toEqual({
      email: 'a@example.com',
    });
    expect(issues(statusCodeRequestSchema, { email: 'a@' })).toContain(
      'Please enter a valid email address',
    );
    expect(issues(statusCodeRequestSchema, {})).toEqual(['Please enter a valid email address']);
  });

  it('takes a code of six digits, with the spaces a mail client may show removed', () => {
    expect(v.parse(statusViewRequestSchema, { email: 'a@example.com', code: '012 345' }).code).toBe(
      '012345',
    );
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      expect(issues(statusViewRequestSchema, { email: 'a@example.com', code }), code).toEqual([
        'Enter the 6-digit code from the e-mail',
      ]);
    }
  });
});

describe('what the applicant reads', () => {
  it('has plain words for every status', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(APPLICANT_STATUS_TEXT[status].label, status).not.toBe('');
      expect(APPLICANT_STATUS_TEXT[status].detail, status).toMatch(/\.$/);
    }
    expect(APPLICANT_STATUS_TEXT.new.label).toBe('Received – we will be in touch');
    expect(APPLICANT_STATUS_TEXT.accepted.label).toBe('Accepted');
  });

  it('says how long to wait in minutes', () => {
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(61)).toBe('2 minutes');
    expect(minutesText(3590)).toBe('60 minutes');
  });

  it('draws six digits, leading zeros kept', () => {
    for (let i = 0; i < 50; i += 1) expect(newStatusCode()).toMatch(/^\d{6}$/);
  });

  it('e-mails the code with how long it works and a link to the page', () => {
    const message = statusCodeMessage('a@example.com', '012345', {
      siteName: 'Bhakti <Institute>',
      contactEmail: 'office@institute.example',
      siteUrl: 'https://institute.example/',
    });
    expect(message.to).toBe('a@example.com');
    expect(message.subject).toBe('Your code: 012345');
    expect(message.replyTo).toBe('office@institute.example');
    expect(message.text).toContain('    012345\n');
    expect(message.text).toContain(
      'Enter it on the application status page (https://institute.example/application-status). It works for 10 minutes.',
    );
    expect(message.html).toContain('Bhakti &lt;Institute&gt;');
    expect(message.html).toContain('<a href="https://institute.example/application-status">');
  });
});
