import { altOf, srcsetOf, type SiteImage } from '@institute/core/upload/image-set';

interface PictureProps {
  image: SiteImage;
  /** The `sizes` attribute: how wide the picture is shown, so the browser picks the right copy. */
  sizes: string;
  className?: string;
  /** The hero: fetched first and at once. Everything else waits until it is near the viewport. */
  priority?: boolean;
}

/**
 * A picture of the public site: the resized WebP copies in `srcset`, the intrinsic width and
 * height so its box is reserved before the bytes arrive, and its alt text (empty if decorative).
 */
export function Picture({ image, sizes, className, priority = false }: PictureProps) {
  const srcSet = srcsetOf(image);
  return (
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={altOf(image)}
      className={className}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}
