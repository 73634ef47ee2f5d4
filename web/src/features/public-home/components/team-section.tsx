import { lazy } from 'react';
import type { TeamMember } from '@institute/core/team-member/schema';
import { LazyListSection } from './lazy-list-section';
import { TeamPlaceholder } from './list-placeholders';

const loadTeamGrid = () => import('./team-grid');
const TeamGrid = lazy(loadTeamGrid);

interface TeamSectionProps {
  members: TeamMember[];
  loading: boolean;
}

export function TeamSection({ members, loading }: TeamSectionProps) {
  return (
    <LazyListSection
      id="team"
      eyebrow="Our teachers"
      title="Meet Our Team"
      description="Experienced teachers and volunteers who guide every course."
      load={loadTeamGrid}
      loading={loading}
      empty={members.length === 0}
      emptyText="No team members available at the moment."
      skeleton={<TeamPlaceholder members={loading ? null : members} />}
    >
      <TeamGrid members={members} />
    </LazyListSection>
  );
}
