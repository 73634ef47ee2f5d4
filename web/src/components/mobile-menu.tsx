import { Drawer, Stack } from '@mantine/core';
import { MantineArea } from './mantine-area';
import { NavLinks } from './nav-links';
import { LinkButton } from './link-button';
import classes from './public-header.module.css';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  isAdmin: boolean;
  mainSiteUrl: string;
}

/**
 * Loaded on first use: phones that never open the menu never download the drawer, nor Mantine,
 * which the content pages otherwise do without.
 */
export default function MobileMenu({ opened, onClose, isAdmin, mainSiteUrl }: MobileMenuProps) {
  return (
    <MantineArea withNotifications={false}>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size="xs"
        title="Menu"
        hiddenFrom="md"
      >
        <Stack component="nav" aria-label="Mobile" gap={2}>
          <NavLinks
            className={classes.drawerLink}
            isAdmin={isAdmin}
            onNavigate={onClose}
            mainSiteUrl={mainSiteUrl}
          />
          <LinkButton to="/enroll" onClick={onClose} mt="md" fullWidth>
            Enroll Now
          </LinkButton>
        </Stack>
      </Drawer>
    </MantineArea>
  );
}
