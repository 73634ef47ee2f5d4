import { Avatar, type AvatarProps } from '@mantine/core';
import type { TeamMember } from '@institute/core/team-member/schema';
import { initials } from '../lib/initials';

interface MemberAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  member: TeamMember;
  alt?: string;
}

/**
 * The member's photo; initials when there is none or it fails to load (Avatar handles both).
 * The box has a fixed size, so a late photo shifts nothing; below the fold it loads when near.
 */
export function MemberAvatar({ member, alt = '', ...props }: MemberAvatarProps) {
  return (
    <Avatar
      src={member.image_url || null}
      alt={alt}
      color="saffron"
      variant="light"
      imageProps={{ loading: 'lazy', decoding: 'async' }}
      {...props}
    >
      {initials(member.name)}
    </Avatar>
  );
}
