import { Avatar, type AvatarProps } from '@mantine/core';
import type { TeamMember } from '@institute/core/team-member/schema';
import { initials } from '../lib/initials';

interface MemberAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  member: TeamMember;
  alt?: string;
}

/** The member's photo; initials when there is none or it fails to load (Avatar handles both). */
export function MemberAvatar({ member, alt = '', ...props }: MemberAvatarProps) {
  return (
    <Avatar src={member.image_url || null} alt={alt} color="saffron" variant="light" {...props}>
      {initials(member.name)}
    </Avatar>
  );
}
