import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { APPLICATION_MAX_LENGTHS as MAX } from './answer-messages';
import { applicationSchema, emptyAnswers, emptyConsent } from './schema';
import { APPLICATION_TEXT_LIMITS } from './text-limits';

describe('the answers’ length limits', () => {
  it('lists every text answer with its limit, and nothing else', () => {
    expect(APPLICATION_TEXT_LIMITS).toEqual({
      full_name: MAX.name,
      spiritual_name: MAX.name,
      email: MAX.email,
      phone: MAX.phone,
      address: MAX.address,
      iskcon_status_other: MAX.shortText,
      spiritual_master: MAX.shortText,
      other_prior_course: MAX.shortText,
      other_language: MAX.shortText,
      other_special_assistance: MAX.shortText,
      other_referral_source: MAX.shortText,
      testimonial: MAX.longText,
      guardian_name: MAX.name,
    });
  });

  it('is the limit the schema holds each answer to, said with how many to remove', () => {
    for (const [field, max] of Object.entries(APPLICATION_TEXT_LIMITS)) {
      // Text each field takes (digits for the phone number, an address for the e-mail), one
      // character over.
      const text =
        field === 'phone'
          ? '1'.repeat(max + 1)
          : field === 'email'
            ? `${'a'.repeat(max - 11)}@example.org`
            : 'a'.repeat(max + 1);
      const values = { ...emptyAnswers, ...emptyConsent, [field]: text };
      const issues = v.safeParse(applicationSchema, values).issues ?? [];
      const messages = issues
        .filter((item) => v.getDotPath(item) === field)
        .map((item) => item.message);
      expect(messages, field).toContain(
        `Please remove 1 character: at most ${max.toLocaleString('en-US')} are allowed`,
      );
    }
  });
});
