import { lazy, Suspense, useEffect } from 'react';
import type { TeamMember } from '@institute/core/team-member/schema';
import { CardSkeletons } from '../../../components/card-skeletons';
import { SectionHeading } from '../../../components/section-heading';
import ui from '../../../components/public-ui.module.css';

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
  // Fetched while the list itself loads, so the cards do not wait for a second round trip.
  useEffect(() => {
    void loadTeamGrid();
  }, []);

  return (
    <section id="team" aria-labelledby="team-title" className={ui.section}>
      <div className={ui.container}>
        <SectionHeading
          id="team-title"
          eyebrow="Our teachers"
          title="Meet Our Team"
          description="Experienced teachers and volunteers who guide every course."
        />
        {loading ? (
          <Loading />
        ) : members.length === 0 ? (
          <p className={ui.emptyList}>No team members available at the moment.</p>
        ) : (
          <Suspense fallback={<Loading />}>
            <TeamGrid members={members} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
