import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contentSectionInputSchema } from '../content-section/schema';
import { SETTING_MESSAGES, SETTING_VALUE_SCHEMAS } from '../site-setting/schema';
import { TEAM_MEMBER_MESSAGES, teamMemberInputSchema } from '../team-member/schema';
import { RECORD_MESSAGES, isHttpLink } from './record-fields';

/** One schema-level rule for every link staff can enter: http or https, or a field message. */
const BAD = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,x',
  'ftp://example.com',
  'www.example.com',
  'http://',
  'https://',
  'https://exa mple.com',
  'mailto:a@example.com',
];
const GOOD = [
  'https://www.facebook.com/institute',
  'http://example.com/a?b=c',
  'HTTPS://Example.org',
];

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0]?.message;
};

describe('link fields', () => {
  it('isHttpLink accepts only http(s) addresses', () => {
    for (const link of BAD) expect([link, isHttpLink(link)]).toEqual([link, false]);
    for (const link of GOOD) expect([link, isHttpLink(link)]).toEqual([link, true]);
  });

  it('team members: social links', () => {
    for (const link of BAD) {
      expect(
        firstMessage(teamMemberInputSchema, {
          name: 'A',
          role: 'B',
          social_links: { linkedin: link },
        }),
      ).toBe(TEAM_MEMBER_MESSAGES.linkedin);
    }
    expect(
      firstMessage(teamMemberInputSchema, {
        name: 'A',
        role: 'B',
        social_links: { twitter: GOOD[0], linkedin: '' },
      }),
    ).toBeNull();
  });

  it('settings: social media', () => {
    for (const link of BAD) {
      expect(firstMessage(SETTING_VALUE_SCHEMAS.social_media, { facebook: link })).toBe(
        SETTING_MESSAGES.link,
      );
    }
    expect(
      firstMessage(SETTING_VALUE_SCHEMAS.social_media, { youtube: GOOD[1], facebook: '' }),
    ).toBeNull();
  });

  it('content sections: any string under a key named like a link, at any depth', () => {
    const section = (content: unknown) => ({ title: 'T', section_type: 'hero', content });
    expect(
      firstMessage(contentSectionInputSchema, section({ button_url: 'javascript:alert(1)' })),
    ).toBe(RECORD_MESSAGES.link);
    expect(
      firstMessage(contentSectionInputSchema, section({ links: [{ href: 'data:text/html,x' }] })),
    ).toBe(RECORD_MESSAGES.link);
    expect(
      firstMessage(
        contentSectionInputSchema,
        section({ cta_link: '/enroll', image_url: GOOD[0], text: 'javascript: is text here' }),
      ),
    ).toBeNull();
  });
});
