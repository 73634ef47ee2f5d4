import { Drawer, Stack } from '@mantine/core';
import { MantineArea } from './mantine-area';
import { NavLinks } from './nav-links';
import { LinkButton } from './link-button';
import classes from './public-header.module.css';

interface MobileMenuProps {
  opened: boolean;
  /** Closed without choosing a link: the close button, Escape or the backdrop. */
  onClose: () => void;
  /** A link was chosen. */
  onNavigate: () => void;
  isAdmin: boolean;
  mainSiteUrl: string;
}

/**
 * Loaded on first use: phones that never open the menu never download the drawer, nor Mantine,
 * which the content pages otherwise do without.
 */
export default function MobileMenu({
  opened,
  onClose,
  onNavigate,
  isAdmin,
  mainSiteUrl,
}: MobileMenuProps) {
  return (
    <MantineArea withNotifications={false}>
      <Drawer
        opened={opened}
        onClose={onClose}
        // The header gives the focus back to its button itself: a tap does not focus it
        // everywhere, so there may be nothing to return to.
        returnFocus={false}
        // Shown at any width: with large text the bar has the menu button on wide screens too.
        position="right"
        size="xs"
        title="Menu"
      >
        <Stack component="nav" aria-label="Mobile" gap={2}>
          <NavLinks
            className={classes.drawerLink}
            isAdmin={isAdmin}
            onNavigate={onNavigate}
            mainSiteUrl={mainSiteUrl}
          />
          <LinkButton to="/enroll" onClick={onNavigate} mt="md" fullWidth>
            Enroll Now
          </LinkButton>
        </Stack>
      </Drawer>
    </MantineArea>
  );
}
