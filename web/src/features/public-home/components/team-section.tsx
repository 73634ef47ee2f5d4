import { lazy, Suspense, useEffect } from 'react';
import { Box, Container, Text } from '@mantine/core';
import type { TeamMember } from '@institute/core/team-member/schema';
import { CardSkeletons } from '../../../components/card-skeletons';
import { SectionHeading } from '../../../components/section-heading';

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
    <Box component="section" id="team" aria-labelledby="team-title" py={{ base: 64, md: 96 }}>
      <Container size="lg">
        <SectionHeading
          id="team-title"
          eyebrow="Our teachers"
          title="Meet Our Team"
          description="Experienced teachers and volunteers who guide every course."
        />
        {loading ? (
          <Loading />
        ) : members.length === 0 ? (
          <Text ta="center" c="dimmed" size="lg">
            No team members available at the moment.
          </Text>
        ) : (
          <Suspense fallback={<Loading />}>
            <TeamGrid members={members} />
          </Suspense>
        )}
      </Container>
    </Box>
  );
}
