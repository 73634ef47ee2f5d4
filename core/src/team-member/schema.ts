import * as v from 'valibot';
import {
  linkCheck,
  nullableText,
  requiredText,
  storedNullableText,
  storedText,
} from '../db/record-fields';
import { cardInputSchema, cardRecordSchema } from '../db/card-fields';

export const TEAM_MEMBER_MESSAGES = {
  name: 'Name is required',
  role: 'Role is required',
  socialLinks: 'Social links must be a JSON object',
  socialEmail: 'Please enter a valid email address',
  linkedin: 'LinkedIn must be a web address starting with https://',
  twitter: 'X (Twitter) must be a web address starting with https://',
} as const;

/** One social link: blank means none (dropped from the stored object). */
function socialLink(max = 300) {
  return v.pipe(
    nullableText(max),
    v.transform((value) => value ?? undefined),
  );
}

/** social_links: may hold email, linkedin, twitter; other keys are dropped; default {}. */
export const socialLinksInput = v.optional(
  v.pipe(
    v.object(
      {
        email: v.pipe(
          socialLink(254),
          v.check(
            (value) => value === undefined || v.is(v.pipe(v.string(), v.email()), value),
            TEAM_MEMBER_MESSAGES.socialEmail,
          ),
        ),
        linkedin: v.pipe(socialLink(), linkCheck(TEAM_MEMBER_MESSAGES.linkedin)),
        twitter: v.pipe(socialLink(), linkCheck(TEAM_MEMBER_MESSAGES.twitter)),
      },
      TEAM_MEMBER_MESSAGES.socialLinks,
    ),
    // Blank links are left out rather than stored as empty strings.
    v.transform(
      (links) =>
        Object.fromEntries(
          Object.entries(links).filter(([, value]) => value !== undefined),
        ) as SocialLinks,
    ),
  ),
  {},
);

export interface SocialLinks {
  email?: string;
  linkedin?: string;
  twitter?: string;
}

/** The body of POST and PUT /api/admin/team-members. */
export const teamMemberInputSchema = cardInputSchema({
  name: requiredText(TEAM_MEMBER_MESSAGES.name),
  role: requiredText(TEAM_MEMBER_MESSAGES.role),
  bio: nullableText(5000),
  social_links: socialLinksInput,
});

export type TeamMemberInput = v.InferOutput<typeof teamMemberInputSchema>;

const storedSocialLinks = v.fallback(
  v.object({
    email: v.optional(v.fallback(v.string(), '')),
    linkedin: v.optional(v.fallback(v.string(), '')),
    twitter: v.optional(v.fallback(v.string(), '')),
  }),
  {},
);

export const teamMemberRecordSchema = cardRecordSchema({
  name: storedText,
  role: storedText,
  bio: storedNullableText,
  social_links: v.pipe(
    storedSocialLinks,
    v.transform(
      (links) =>
        Object.fromEntries(Object.entries(links).filter(([, value]) => value)) as SocialLinks,
    ),
  ),
});

export type TeamMember = v.InferOutput<typeof teamMemberRecordSchema>;
