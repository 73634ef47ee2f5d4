import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconBrandX, IconMail } from '@tabler/icons-react';
import type { TeamMember } from '@institute/core/team-member/schema';
import { LazyDialog } from '../../../components/lazy-dialog';
import { MantineArea } from '../../../components/mantine-area';
import { RecordAvatar } from './member-avatar';

interface MemberDialogProps {
  member: TeamMember | null;
  opened: boolean;
  onClose: () => void;
  /** Called once the closing animation has ended (focus goes back to the card then). */
  onClosed: () => void;
}

/**
 * Loaded on the first click, with Mantine (which the rest of the home page does without): the
 * dialog code stays out of the first download.
 */
export default function MemberDialog({ member, opened, onClose, onClosed }: MemberDialogProps) {
  const links = member?.social_links ?? {};
  // The member's e-mail opens the mail app; the profiles open in a new tab.
  const contacts = [
    {
      label: 'E-mail',
      href: links.email && `mailto:${links.email}`,
      Icon: IconMail,
      newTab: false,
    },
    { label: 'LinkedIn', href: links.linkedin, Icon: IconBrandLinkedin, newTab: true },
    { label: 'X (Twitter)', href: links.twitter, Icon: IconBrandX, newTab: true },
  ].filter((contact) => contact.href);
  return (
    <MantineArea withNotifications={false}>
      <LazyDialog
        opened={opened}
        onClose={onClose}
        onClosed={onClosed}
        size="lg"
        title={member?.name}
      >
        {member && (
          <Stack align="center" gap="md" ta="center" pb="md">
            {/* The name is the dialog's title, so the photo needs no text of its own. */}
            <RecordAvatar record={member} size={160} />
            <Text c="saffron.8" fw={600} fz="lg">
              {member.role}
            </Text>
            {member.bio && (
              <Text ta="left" style={{ whiteSpace: 'pre-line' }}>
                {member.bio}
              </Text>
            )}
            {contacts.length > 0 && (
              <Group gap="md" justify="center">
                {contacts.map(({ label, href, Icon, newTab }) => (
                  <Anchor
                    key={label}
                    href={href}
                    {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
                    display="inline-flex"
                    style={{ alignItems: 'center', gap: 6 }}
                  >
                    <Icon size={18} aria-hidden="true" /> {label}
                  </Anchor>
                ))}
              </Group>
            )}
          </Stack>
        )}
      </LazyDialog>
    </MantineArea>
  );
}
