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
});
