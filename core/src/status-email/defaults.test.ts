import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DEFAULT_STATUS_TEMPLATES } from './defaults';
import { EMAIL_STATUSES, renderStatusEmail, statusEmailSendSchema } from './template';

describe('the default e-mail templates', () => {
  it('give each status a subject of its own, so an applicant tells them apart in an inbox', () => {
    const subjects = Object.values(DEFAULT_STATUS_TEMPLATES).map((template) => template.en.subject);
    expect(subjects).toHaveLength(4);
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it('fill in to e-mails staff can send unchanged: no placeholder is left in them', () => {
    const values = {
      name: 'Radha',
      course: 'Bhakti-shastri',
      institute: 'Institute',
      contact_email: 'office@example.com',
      whatsapp_link: '',
      status_link: 'https://site.example/application-status',
    };
    for (const status of EMAIL_STATUSES) {
      const rendered = renderStatusEmail(status, DEFAULT_STATUS_TEMPLATES[status], 'en', values);
      const send = { status, subject: rendered.subject, body: rendered.text };
      expect(v.safeParse(statusEmailSendSchema, send).issues).toBeUndefined();
    }
  });
});
