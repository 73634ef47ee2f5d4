import { useState } from 'react';
import { initials } from '../lib/initials';
import classes from './home.module.css';

interface AvatarProps {
  /** The photo; initials of `name` stand in without one, or when it fails to load. */
  src: string | null | undefined;
  name: string;
  /** Width and height in px: the box keeps its size, so a late photo shifts nothing. */
  size: number;
  alt?: string;
}

/** A round photo or the person's initials. Below the fold the photo loads when near. */
export function Avatar({ src, name, size, alt = '' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = Boolean(src) && failed !== src;
  return (
    <span
      className={classes.avatar}
      style={{ width: size, height: size, fontSize: Math.round(size / 2.5) }}
    >
      {showPhoto ? (
        <img src={src!} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src!)} />
      ) : (
        initials(name)
      )}
    </span>
  );
}

/** A team member's avatar (see Avatar). */
export function MemberAvatar({
  member,
  size,
  alt = '',
}: {
  member: { name: string; image_url?: string | null };
  size: number;
  alt?: string;
}) {
  return <Avatar src={member.image_url} name={member.name} size={size} alt={alt} />;
}
