interface SiteLogoProps {
  size?: number;
}

/** The lotus emblem (decorative: the link around it carries the name). */
export function SiteLogo({ size = 40 }: SiteLogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#7c2d12" />
      <g fill="#fdb474">
        <path d="M32 12c6 7 8 15 0 30-8-15-6-23 0-30z" />
        <path d="M14 24c9 1 15 7 17 18-11-2-17-8-17-18z" />
        <path d="M50 24c-9 1-15 7-17 18 11-2 17-8 17-18z" />
      </g>
      <path d="M12 46h40" stroke="#fff6ed" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
