import { describe, expect, it } from 'vitest';
import { nextSteps } from '@institute/core/application/next-steps';
import { submittedApplication } from './submitted';

const sent = {
  full_name: 'Ananda  Krishnan',
  spiritual_name: null,
  course_name: 'bhakti-shastri',
  email: 'ananda@example.com',
  preferred_contact: 'whatsapp',
} as const;
const id = '5b0f3f5e-8d0c-4e0a-9a57-2f6f0c4f0b1a';

describe('the confirmation of a sent application', () => {
  it('thanks the applicant by the name every e-mail greets them by: the spiritual name, if given', () => {
    expect(submittedApplication(sent, { id }).greetingName).toBe('Ananda Krishnan');
    expect(
      submittedApplication({ ...sent, spiritual_name: 'Ananda Das' }, { id }).greetingName,
    ).toBe('Ananda Das');
  });

  it('says what happens next as the confirmation e-mail does: the chosen contact, the intake’s start', () => {
    const application = submittedApplication(sent, { id, intake_start: '2027-01-04' });
    expect(application.nextSteps).toEqual(
      nextSteps({ preferred_contact: 'whatsapp', intake_start: '2027-01-04' }),
    );
    expect(application.nextSteps[0]!.text).toContain('contacts you shortly on WhatsApp.');
    expect(application.nextSteps[2]!.text).toContain('Your intake starts on 4 Jan 2027.');
    const waiting = submittedApplication(sent, { id, waitlist: true, intake_start: '2027-01-04' });
    expect(waiting.nextSteps[0]).toMatchObject({ title: 'Waitlist' });
  });

  it('speaks of the stored way of contact when the earlier answers were kept', () => {
    const kept = submittedApplication(sent, {
      id,
      earlier_answers_kept: true,
      course_name: 'gita-saram',
      preferred_contact: 'phone',
    });
    expect(kept.nextSteps[0]!.text).toContain('contacts you shortly by phone.');
    const none = submittedApplication(sent, {
      id,
      earlier_answers_kept: true,
      course_name: 'gita-saram',
    });
    expect(none.nextSteps[0]!.text).toContain('contacts you shortly by e-mail or phone.');
  });
});
