import { lazy, Suspense, useRef, useState } from 'react';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TeamMember } from '@institute/core/team-member/schema';
import { MemberAvatar } from './member-avatar';
import classes from './home.module.css';

const loadMemberDialog = () => import('./member-dialog');
const MemberDialog = lazy(loadMemberDialog);

/**
 * The members' cards and their dialog. Loaded once there is a list to show (see
 * team-section.tsx): the first paint shows placeholders and needs none of this.
 */
export default function TeamGrid({ members }: { members: TeamMember[] }) {
  // The member stays set while the dialog closes, so its content does not vanish mid-animation.
  const [selected, setSelected] = useState<TeamMember | null>(null);
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = (member: TeamMember, button: HTMLButtonElement) => {
    opener.current = button;
    setSelected(member);
    setOpened(true);
  };

  return (
    <>
      <div className={classes.balancedGrid}>
        {members.map((member) => (
          <Paper
            key={member.id}
            withBorder
            radius="md"
            p="lg"
            className={classes.memberPaper}
            data-testid="team-card"
          >
            <Group gap="md" wrap="nowrap" align="flex-start">
              <MemberAvatar member={member} size={72} radius={72} />
              <Stack gap={4} style={{ minWidth: 0 }}>
                {/* The button's click area stretches over the whole card. */}
                <UnstyledButton
                  className={classes.memberButton}
                  onClick={(event) => open(member, event.currentTarget)}
                  // Fetch the dialog code when a click is likely.
                  onPointerEnter={() => void loadMemberDialog()}
                  onFocus={() => void loadMemberDialog()}
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
      </div>
      {selected && (
        <Suspense fallback={null}>
          <MemberDialog
            member={selected}
            opened={opened}
            onClose={() => setOpened(false)}
            onClosed={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
