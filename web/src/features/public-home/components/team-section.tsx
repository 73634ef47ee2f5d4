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
      items={members}
      emptyText="No team members available at the moment."
      skeleton={(shown) => <TeamPlaceholder members={shown} />}
    >
      <TeamGrid members={members} />
    </LazyListSection>
  );
}
