import { useState } from 'react';
import { altOf, imageOf, srcsetOf, type SiteImage } from '@institute/core/upload/image-set';
import { initials } from '../lib/initials';
import classes from './home.module.css';

interface AvatarProps {
  /** The photo; initials of `name` stand in without one, or when it fails to load. */
  image: SiteImage | null;
  name: string;
  /** Width and height in px: the box keeps its size, so a late photo shifts nothing. */
  size: number;
}

/**
 * A round photo or the person's initials. The photo is the smallest of its copies that fills the
 * box, and below the fold it loads when near.
 */
export function Avatar({ image, name, size }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const photo = image && failed !== image.src ? image : null;
  const srcSet = photo ? srcsetOf(photo) : undefined;
  return (
    <span
      className={classes.avatar}
      style={{ width: size, height: size, fontSize: Math.round(size / 2.5) }}
    >
      {photo ? (
        <img
          src={photo.src}
          srcSet={srcSet}
          sizes={srcSet ? `${size}px` : undefined}
          width={size}
          height={size}
          alt={altOf(photo)}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(photo.src)}
        />
      ) : (
        initials(name)
      )}
    </span>
  );
}

/** A team member's or testimonial's avatar: its picture set, or an address from before them. */
export function RecordAvatar({
  record,
  size,
}: {
  record: { name: string; image?: unknown; image_url?: string | null };
  size: number;
}) {
  return <Avatar image={imageOf(record)} name={record.name} size={size} />;
}
