import { lazy, Suspense, useState } from 'react';
import { Box, Burger, Container, Group } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../lib/auth';
import { LinkButton } from './link-button';
import { NavLinks } from './nav-links';
import { usePublicHome } from '../lib/public-home-query';
import { SiteLogo } from './site-logo';
import { SITE } from './site-defaults';
import classes from './public-header.module.css';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

export function PublicHeader() {
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so the drawer can animate closed.
  const [menuUsed, setMenuUsed] = useState(false);
  const [scroll] = useWindowScroll();
  const { isAdmin } = useAuth();
  const { data } = usePublicHome();
  const siteName = data?.settings.site_name || SITE.name;
  const shortName = siteName === SITE.name ? SITE.shortName : siteName;
  const mainSiteUrl = data?.settings.main_site_url ?? '';
  const scrolled = scroll.y > 10;

  const toggle = () => {
    setMenuUsed(true);
    setOpened((value) => !value);
  };

  return (
    <Box component="header" className={classes.header} mod={{ scrolled }} data-testid="site-header">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.brand}>
          <SiteLogo size={40} />
          <span className={classes.brandText}>{siteName}</span>
          {/* Phones have room for the short name only; readers hear the full one above. */}
          <span className={classes.brandShort} aria-hidden="true">
            {shortName}
          </span>
        </Link>

        <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
          <NavLinks className={classes.link} isAdmin={isAdmin} mainSiteUrl={mainSiteUrl} />
        </Group>

        <Group gap="xs" wrap="nowrap">
          <LinkButton to="/enroll" size="sm" px={{ base: 'sm', sm: 'md' }}>
            Enroll Now
          </LinkButton>
          <Burger
            opened={opened}
            onClick={toggle}
            // Start the download as soon as a finger or pointer comes near.
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            hiddenFrom="md"
            aria-label={opened ? 'Close navigation menu' : 'Open navigation menu'}
            aria-expanded={opened}
          />
        </Group>
      </Container>

      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={opened}
            onClose={() => setOpened(false)}
            isAdmin={isAdmin}
            mainSiteUrl={mainSiteUrl}
          />
        </Suspense>
      )}
    </Box>
  );
}
