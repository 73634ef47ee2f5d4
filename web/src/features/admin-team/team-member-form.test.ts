import { describe, expect, it } from 'vitest';
import type { TeamMember } from '@institute/core/team-member/schema';
import {
  editableFields,
  savedUntouched,
  savedWithPlainAddress,
  STORED,
  STORED_IMAGE,
} from '../../test/admin-form-round-trip';
import { teamMemberConfig } from './team-admin-page';

const member: TeamMember = {
  id: 'm1',
  name: 'Gopal',
  role: 'Teacher',
  bio: 'Teaches the Gita.',
  image_url: null,
  image: STORED_IMAGE,
  social_links: { email: 'gopal@example.org', linkedin: 'https://www.linkedin.com/in/gopal' },
  ...STORED,
};

describe('the team member form holds the API body as it is', () => {
  it('sends a member saved untouched back exactly as stored, social links included', () => {
    expect(savedUntouched(teamMemberConfig, member)).toEqual(editableFields(member));
  });

  it('keeps the plain address of a member saved before pictures had sizes', () => {
    expect(savedWithPlainAddress(teamMemberConfig, member, '/uploads/gopal.jpg')).toEqual({
      image: null,
      image_url: '/uploads/gopal.jpg',
    });
  });
});
