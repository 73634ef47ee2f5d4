import { describe, expect, it } from 'vitest';
import { storedApplication } from '../application/fixtures';
import { placeholderValues } from './compose';

const context = {
  siteName: 'Bhakti Institute',
  contactEmail: 'info@example.org',
  whatsappNumber: '+60 12-345 6789',
};

describe('placeholderValues', () => {
  it('names the applicant as every e-mail greets them, in the WhatsApp message too', () => {
    const values = placeholderValues(
      { ...storedApplication, full_name: 'Ananda  Krishnan', spiritual_name: 'Ananda Das' },
      context,
    );
    expect(values.name).toBe('Ananda Das');
    expect(decodeURIComponent(values.whatsapp_link)).toContain('this is Ananda Das about my');
  });

  it('leaves the WhatsApp link empty while no number is set', () => {
    expect(placeholderValues(storedApplication, { ...context, whatsappNumber: '' })).toMatchObject({
      whatsapp_link: '',
      institute: 'Bhakti Institute',
    });
  });

  it('gives the reference the confirmation gave, and the chosen way of contact in the e-mail’s language', () => {
    const record = {
      ...storedApplication,
      id: 'b7bf9330-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      preferred_contact: 'whatsapp' as const,
    };
    expect(placeholderValues(record, context)).toMatchObject({
      reference: 'B7BF9330',
      contact_by: 'on WhatsApp',
    });
    expect(placeholderValues(record, context, 'ms').contact_by).toBe('melalui WhatsApp');
    expect(placeholderValues(record, context, 'ta').contact_by).toBe('வாட்ஸ்அப் மூலம்');
    const unchosen = { ...record, preferred_contact: undefined };
    expect(placeholderValues(unchosen, context).contact_by).toBe('by e-mail or phone');
    expect(placeholderValues(unchosen, context, 'ms').contact_by).toBe(
      'melalui e-mel atau telefon',
    );
  });
});
