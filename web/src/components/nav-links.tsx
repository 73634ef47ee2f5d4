import { Link } from '@tanstack/react-router';

/** The home page and its sections: the header's links (About goes to the main site when set). */
const HOME_LINKS = [
  { label: 'Home', hash: undefined },
  { label: 'About', hash: 'about' },
  { label: 'Courses', hash: 'courses' },
  { label: 'Team', hash: 'team' },
  { label: 'Testimonials', hash: 'testimonials' },
] as const;

interface NavLinksProps {
  className: string;
  isAdmin: boolean;
  onNavigate?: () => void;
  /** The institute's main website (the main_site_url setting); '' while not set. */
  mainSiteUrl: string;
}

/** The main site's #about anchor, or undefined when the setting is empty or unreadable. */
export function mainSiteAbout(mainSiteUrl: string): string | undefined {
  if (!mainSiteUrl) return undefined;
  try {
    const url = new URL(mainSiteUrl);
    url.hash = 'about';
    return url.toString();
  } catch {
    return undefined;
  }
}

/** The header's links, shared by the wide header and the mobile menu. */
export function NavLinks({ className, isAdmin, onNavigate, mainSiteUrl }: NavLinksProps) {
  const aboutHref = mainSiteAbout(mainSiteUrl);
  // Without the hash in the comparison, every section link would be "the current page" on /.
  const sameHash = { includeHash: true };
  return (
    <>
      {HOME_LINKS.map(({ label, hash }) =>
        // About leads to the main site's about section, in the same tab (docs/behaviour.md).
        hash === 'about' && aboutHref ? (
          <a key={label} href={aboutHref} className={className} onClick={onNavigate}>
            {label}
          </a>
        ) : (
          <Link
            key={label}
            to="/"
            hash={hash}
            className={className}
            onClick={onNavigate}
            activeOptions={sameHash}
          >
            {label}
          </Link>
        ),
      )}
      {isAdmin && (
        <Link to="/admin" className={className} onClick={onNavigate}>
          Admin
        </Link>
      )}
    </>
  );
}
