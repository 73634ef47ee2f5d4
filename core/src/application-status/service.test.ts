import { describe, expect, it } from 'vitest';
import { storedApplication } from '../application/fixtures';
import { APPLICANT_STATUS_TEXT } from './schema';
import { applicantView } from './service';

describe('the status page’s view of an application', () => {
  it.each([
    { channel: 'whatsapp', says: 'will contact you on WhatsApp.' },
    { channel: 'phone', says: 'will contact you by phone.' },
    { channel: undefined, says: 'will contact you by e-mail or phone.' },
  ] as const)('says a new one is answered the way the applicant chose ($channel)', (chosen) => {
    const view = applicantView({ ...storedApplication, preferred_contact: chosen.channel });
    expect(view.status_detail).toBe(`We have your application and ${chosen.says}`);
  });

  it("says a new one on an intake's waitlist is waiting for a place", () => {
    const view = applicantView({
      ...storedApplication,
      waitlist: true,
      preferred_contact: 'phone',
    });
    expect(view.status_label).toBe('Received – on the waitlist');
    expect(view.status_detail).toBe(
      'The intake was no longer taking applications, so yours is on its waitlist. We will contact you by phone if a place opens, or about the following intake.',
    );
  });

  it('keeps saying a waitlist application is on the waitlist while staff are in touch, until a decision', () => {
    const contacted = applicantView({
      ...storedApplication,
      waitlist: true,
      status: 'contacted',
      preferred_contact: 'whatsapp',
    });
    expect(contacted.status_label).toBe('Being reviewed – on the waitlist');
    expect(contacted.status_detail).toBe(
      'We have been in touch with you and are considering your application. It is on the waitlist of its intake: we will contact you on WhatsApp if a place opens, or about the following intake.',
    );
    // One not on a waitlist reads as before.
    expect(applicantView({ ...storedApplication, status: 'contacted' })).toMatchObject({
      status_label: 'Being reviewed',
      status_detail: 'We have been in touch with you and are considering your application.',
    });
    // A decision speaks for itself.
    for (const status of ['waitlisted', 'accepted', 'declined'] as const) {
      const decided = applicantView({ ...storedApplication, waitlist: true, status });
      expect(decided.status_label, status).toBe(APPLICANT_STATUS_TEXT[status].label);
    }
  });

  it('leaves no placeholder in any other status', () => {
    const view = applicantView({ ...storedApplication, status: 'accepted' });
    expect(view.status_detail).toBe(
      'Welcome! We will send you the details of your orientation and first class.',
    );
  });
});
