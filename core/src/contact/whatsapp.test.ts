import { describe, expect, it } from 'vitest';
import * as chat from './whatsapp';

describe('WhatsApp links', () => {
  it('writes the number in international digits, taking a local Malaysian number as +60', () => {
    expect(chat.whatsAppDigits('+60 12-345 6789')).toBe('60123456789');
    expect(chat.whatsAppDigits('012-345 6789')).toBe('60123456789');
    expect(chat.whatsAppDigits('(+91) 98765 43210')).toBe('919876543210');
    expect(chat.whatsAppDigits('+44 20 7946 0958')).toBe('442079460958');
  });

  it('gives no link for a number too short or too long to be one', () => {
    expect(chat.whatsAppDigits('12345')).toBe('');
    expect(chat.whatsAppDigits('')).toBe('');
    expect(chat.whatsAppLink('+1 234 567 890 123 456 7', 'Hi')).toBe('');
  });

  it('fills the first message in, encoded', () => {
    expect(chat.whatsAppLink('+60 12-345 6789', 'Hello & welcome?')).toBe(
      'https://wa.me/60123456789?text=Hello%20%26%20welcome%3F',
    );
  });

  it('names the page a visitor writes from', () => {
    expect(chat.pageLabel('/')).toBe('home');
    expect(chat.pageLabel('/admission')).toBe('Admission');
    expect(chat.pageLabel('/application-status/')).toBe('Application Status');
    expect(chat.visitorGreeting('Bhakti Institute Ipoh', '/faq')).toBe(
      'Hello Bhakti Institute Ipoh, I have a question (I was on the FAQ page of your website).',
    );
    expect(chat.visitorGreeting('Bhakti Institute Ipoh', '/')).toContain('on the home page');
  });

  it('greets an applicant by name, about their course, from the institute', () => {
    expect(
      chat.applicantGreeting({
        applicantName: 'Siti Aisyah',
        courseName: 'Bhakti-shastri',
        siteName: 'Bhakti Institute Ipoh',
      }),
    ).toBe(
      'Hello Siti Aisyah, this is Bhakti Institute Ipoh about your application for Bhakti-shastri.',
    );
  });
});
