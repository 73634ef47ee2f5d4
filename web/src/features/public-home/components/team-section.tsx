import { lazy } from 'react';
import type { TeamMember } from '@institute/core/team-member/schema';
import { CardSkeletons } from '../../../components/card-skeletons';
import { LazyListSection } from './lazy-list-section';

const loadTeamGrid = () => import('./team-grid');
const TeamGrid = lazy(loadTeamGrid);

interface TeamSectionProps {
  members: TeamMember[];
  loading: boolean;
}

function Loading() {
  return <CardSkeletons count={6} label="Loading team members" withAvatar testId="team-loading" />;
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
      skeleton={<Loading />}
    >
      <TeamGrid members={members} />
    </LazyListSection>
  );
}
