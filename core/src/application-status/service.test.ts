import { describe, expect, it } from 'vitest';
import { storedApplication } from '../application/fixtures';
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

  it('leaves no placeholder in any other status', () => {
    const view = applicantView({ ...storedApplication, status: 'accepted' });
    expect(view.status_detail).toBe(
      'Welcome! We will send you the details of your orientation and first class.',
    );
  });
});
