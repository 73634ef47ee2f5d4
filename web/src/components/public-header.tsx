import { lazy, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../lib/auth-state';
import { NavLinks } from './nav-links';
import { usePublicHome } from '../lib/public-home-query';
import { SiteLogo } from './site-logo';
import { SITE } from './site-defaults';
import { MountOnFirstUse } from './mount-on-first-use';
import ui from './public-ui.module.css';
import classes from './public-header.module.css';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page has scrolled more than 10 px (the header then gets its solid background). */
function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > 10,
    () => false,
  );
}

export function PublicHeader() {
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so the drawer can animate closed.
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const scrolled = useScrolled();
  const { isAdmin } = useAuth();
  const { data } = usePublicHome();
  const siteName = data?.settings.site_name || SITE.name;
  const shortName = siteName === SITE.name ? SITE.shortName : siteName;
  const mainSiteUrl = data?.settings.main_site_url ?? '';

  const toggle = () => {
    setMenuUsed(true);
    setOpened((value) => !value);
  };

  return (
    <header
      className={classes.header}
      data-scrolled={scrolled || undefined}
      data-testid="site-header"
    >
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <div className={`${ui.container} ${classes.inner}`}>
        {/* Named in full, whichever name the width leaves room for: phones show the short one. */}
        <Link to="/" className={classes.brand} aria-label={siteName}>
          <SiteLogo size={40} />
          <span className={classes.brandText}>{siteName}</span>
          <span className={classes.brandShort}>{shortName}</span>
        </Link>

        <nav aria-label="Main" className={classes.nav}>
          <NavLinks className={classes.link} isAdmin={isAdmin} mainSiteUrl={mainSiteUrl} />
        </nav>

        <div className={classes.actions}>
          <Link
            to="/enroll"
            className={`${ui.button} ${ui.sm} ${classes.enroll}`}
            // Named in full on a very narrow page too, where " Now" goes (public-header.module.css).
            aria-label="Enroll Now"
          >
            {/* One flex item, so the label's space stays a space. */}
            <span>
              Enroll<span> Now</span>
            </span>
          </Link>
          <button
            type="button"
            ref={menuButton}
            className={classes.burger}
            onClick={toggle}
            // Start the download as soon as a finger or pointer comes near.
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            aria-label={opened ? 'Close navigation menu' : 'Open navigation menu'}
            aria-expanded={opened}
          >
            <span className={classes.burgerLines} data-opened={opened || undefined} />
          </button>
        </div>
      </div>

      <MountOnFirstUse used={menuUsed}>
        <MobileMenu
          opened={opened}
          onClose={() => {
            setOpened(false);
            menuButton.current?.focus();
          }}
          onNavigate={() => setOpened(false)}
          isAdmin={isAdmin}
          mainSiteUrl={mainSiteUrl}
        />
      </MountOnFirstUse>
    </header>
  );
}
