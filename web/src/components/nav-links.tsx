import { Link } from '@tanstack/react-router';

/** In-page sections of the home page the header links to. */
const SECTION_LINKS = [
  { label: 'About', hash: 'about' },
  { label: 'Courses', hash: 'courses' },
  { label: 'Team', hash: 'team' },
  { label: 'Testimonials', hash: 'testimonials' },
] as const;

interface NavLinksProps {
  className: string;
  isAdmin: boolean;
  onNavigate?: () => void;
}

/** The header's links, shared by the wide header and the mobile menu. */
export function NavLinks({ className, isAdmin, onNavigate }: NavLinksProps) {
  return (
    <>
      <Link to="/" className={className} onClick={onNavigate} activeOptions={{ includeHash: true }}>
        Home
      </Link>
      {SECTION_LINKS.map((item) => (
        <Link key={item.hash} to="/" hash={item.hash} className={className} onClick={onNavigate}>
          {item.label}
        </Link>
      ))}
      {isAdmin && (
        <Link to="/admin" className={className} onClick={onNavigate}>
          Admin
        </Link>
      )}
    </>
  );
}
