import { describe } from 'vitest';
import type { TeamMember } from '@institute/core/team-member/schema';
import { itSavesUntouchedAsStored, STORED, STORED_IMAGE } from '../../test/admin-form-round-trip';
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

describe('the team member form holds the API body as it is, social links included', () => {
  itSavesUntouchedAsStored(teamMemberConfig, member, '/uploads/gopal.jpg');
});
