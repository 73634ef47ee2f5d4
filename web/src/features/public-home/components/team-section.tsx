import { lazy, Suspense } from 'react';
import type { TeamMember } from '@institute/core/team-member/schema';
import { CardSkeletons } from '../../../components/card-skeletons';
import { SectionHeading } from '../../../components/section-heading';
import { useNearViewport } from '../hooks/use-near-viewport';
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
  // Rendered, and its code fetched, only once the section nears the screen.
  const { ref, near } = useNearViewport<HTMLElement>(loadTeamGrid);

  return (
    <section ref={ref} id="team" aria-labelledby="team-title" className={ui.section}>
      <div className={ui.container}>
        <SectionHeading
          id="team-title"
          eyebrow="Our teachers"
          title="Meet Our Team"
          description="Experienced teachers and volunteers who guide every course."
        />
        {loading || !near ? (
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
