import { describe, expect, it } from 'vitest';
import { submittedApplication } from './submitted';

const sent = {
  full_name: 'Ananda  Krishnan',
  spiritual_name: null,
  course_name: 'bhakti-shastri',
  email: 'ananda@example.com',
} as const;
const id = '5b0f3f5e-8d0c-4e0a-9a57-2f6f0c4f0b1a';

describe('the confirmation of a sent application', () => {
  it('thanks the applicant by the name every e-mail greets them by: the spiritual name, if given', () => {
    expect(submittedApplication(sent, { id }).greetingName).toBe('Ananda Krishnan');
    expect(
      submittedApplication({ ...sent, spiritual_name: 'Ananda Das' }, { id }).greetingName,
    ).toBe('Ananda Das');
  });
});
