import { Box, Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../lib/auth';
import { SiteLogo } from './site-logo';
import { SITE } from './site-defaults';
import classes from './public-header.module.css';

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

function NavLinks({ className, isAdmin, onNavigate }: NavLinksProps) {
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
        // The admin area is its own part of the app; a full load keeps the public bundle small.
        <a href="/admin" className={className} onClick={onNavigate}>
          Admin
        </a>
      )}
    </>
  );
}

export function PublicHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [scroll] = useWindowScroll();
  const { isAdmin } = useAuth();
  const scrolled = scroll.y > 10;

  return (
    <Box component="header" className={classes.header} mod={{ scrolled }} data-testid="site-header">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.brand}>
          <SiteLogo size={40} />
          <span className={classes.brandText}>{SITE.name}</span>
        </Link>

        <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
          <NavLinks className={classes.link} isAdmin={isAdmin} />
        </Group>

        <Group gap="xs" wrap="nowrap">
          <Button component={Link} to="/enroll" size="sm" px={{ base: 'sm', sm: 'md' }}>
            Enroll Now
          </Button>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            aria-label={opened ? 'Close navigation menu' : 'Open navigation menu'}
            aria-expanded={opened}
          />
        </Group>
      </Container>

      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="xs"
        title="Menu"
        hiddenFrom="md"
      >
        <Stack component="nav" aria-label="Mobile" gap={2}>
          <NavLinks className={classes.drawerLink} isAdmin={isAdmin} onNavigate={close} />
          <Button component={Link} to="/enroll" onClick={close} mt="md" fullWidth>
            Enroll Now
          </Button>
        </Stack>
      </Drawer>
    </Box>
  );
}
