import { useState } from 'react';
import {
  Anchor,
  Box,
  Container,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBrandLinkedin, IconBrandX, IconMail } from '@tabler/icons-react';
import type { TeamMember } from '@institute/core/team-member/schema';
import { CardSkeletons } from '../../../components/card-skeletons';
import { SectionHeading } from '../../../components/section-heading';
import { MemberAvatar } from './member-avatar';
import classes from './home.module.css';

interface MemberDialogProps {
  member: TeamMember | null;
  opened: boolean;
  onClose: () => void;
}

function MemberDialog({ member, opened, onClose }: MemberDialogProps) {
  const links = member?.social_links ?? {};
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      title={member?.name}
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 700, fontSize: 20 } }}
    >
      {member && (
        <Stack align="center" gap="md" ta="center" pb="md">
          <MemberAvatar member={member} size={160} radius={160} alt={member.name} />
          <div>
            <Text fw={700} fz="xl">
              {member.name}
            </Text>
            <Text c="saffron.8" fw={600}>
              {member.role}
            </Text>
          </div>
          {member.bio && (
            <Text ta="left" style={{ whiteSpace: 'pre-line' }}>
              {member.bio}
            </Text>
          )}
          {(links.email || links.linkedin || links.twitter) && (
            <Group gap="md" justify="center">
              {links.email && (
                <Anchor href={`mailto:${links.email}`} display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
                  <IconMail size={18} aria-hidden="true" /> E-mail
                </Anchor>
              )}
              {links.linkedin && (
                <Anchor href={links.linkedin} target="_blank" rel="noopener noreferrer" display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
                  <IconBrandLinkedin size={18} aria-hidden="true" /> LinkedIn
                </Anchor>
              )}
              {links.twitter && (
                <Anchor href={links.twitter} target="_blank" rel="noopener noreferrer" display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
                  <IconBrandX size={18} aria-hidden="true" /> X (Twitter)
                </Anchor>
              )}
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}

interface TeamSectionProps {
  members: TeamMember[];
  loading: boolean;
}

export function TeamSection({ members, loading }: TeamSectionProps) {
  // The member stays set while the dialog closes, so its content does not vanish mid-animation.
  const [selected, setSelected] = useState<TeamMember | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (member: TeamMember) => {
    setSelected(member);
    setOpened(true);
  };

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
          <CardSkeletons count={6} label="Loading team members" withAvatar testId="team-loading" />
        ) : members.length === 0 ? (
          <Text ta="center" c="dimmed" size="lg">
            No team members available at the moment.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {members.map((member) => (
              <Paper key={member.id} withBorder radius="md" p="lg" className={classes.memberPaper} data-testid="team-card">
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <MemberAvatar member={member} size={72} radius={72} />
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    {/* The button's click area stretches over the whole card. */}
                    <UnstyledButton
                      className={classes.memberButton}
                      onClick={() => open(member)}
                      aria-haspopup="dialog"
                      fw={700}
                      fz="lg"
                      ff="heading"
                    >
                      {member.name}
                    </UnstyledButton>
                    <Text size="sm" c="saffron.8" fw={600}>
                      {member.role}
                    </Text>
                    {member.bio && (
                      <Text size="sm" c="dimmed" lineClamp={3}>
                        {member.bio}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </Container>
      <MemberDialog member={selected} opened={opened} onClose={() => setOpened(false)} />
    </Box>
  );
}
