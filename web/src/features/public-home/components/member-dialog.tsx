import { Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconBrandX, IconMail } from '@tabler/icons-react';
import type { TeamMember } from '@institute/core/team-member/schema';
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
      <Modal
        opened={opened}
        onClose={onClose}
        // Mantine cannot see the opener when the dialog mounts already open (it loads on the first
        // click), so the section returns focus itself.
        returnFocus={false}
        onExitTransitionEnd={onClosed}
        centered
        size="lg"
        title={member?.name}
        styles={{
          title: {
            fontFamily: 'var(--mantine-font-family-headings)',
            fontWeight: 700,
            fontSize: 20,
          },
        }}
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
      </Modal>
    </MantineArea>
  );
}
