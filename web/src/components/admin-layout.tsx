import { useEffect, useRef } from 'react';
import {
  ActionIcon,
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { notifyManager, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { IconExternalLink } from '@tabler/icons-react';
import { ApiError, takeSignOutReason } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { keepScrollAcrossReload } from '../lib/reload-scroll';
import { useAuth } from '../lib/auth';
import { rolesInWords } from '@institute/core/users/schema';
import { useAdminMe } from '../lib/admin-access';
import { notifyError } from './notify';
import { AreaAccessDenied } from './admin-access-denied';
import { ADMIN_QUERY_KEY, isSigningOut } from '../lib/admin-session';
import { takeDraftKept } from '../lib/kept-drafts';
import { SignOutButton } from './sign-out-button';
import { useApplicationSummary } from '../lib/application-summary-query';
import { ADMIN_SECTIONS, type AdminSection } from './admin-sections';
import { NewTabButton } from './admin-blocks';
import { SiteLogo } from './site-logo';
import { SITE } from './site-defaults';
import './admin-styles';

const newTabIcon = <IconExternalLink size={16} aria-hidden="true" />;

/** Dashboard is active only on /admin itself; the others on their path and anything below it. */
function isActive(entry: AdminSection, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (entry.to === '/admin') return path === '/admin';
  const matches = (to: string) => path === to || path.startsWith(`${to}/`);
  // The most specific entry wins (Data Requests lies under Applications).
  return (
    matches(entry.to) &&
    !ADMIN_SECTIONS.some((other) => other.to.length > entry.to.length && matches(other.to))
  );
}

/** The admin area's data cache (TanStack Query) lives here: the public pages don't load it. */
export function AdminLayout() {
  // A reload comes back to where the page was scrolled, held there while its data arrives.
  useEffect(
    () =>
      keepScrollAcrossReload({
        busy: () => queryClient.isFetching() > 0,
        // Queued behind the components' own updates, so their renders come first.
        subscribe: (onChange) =>
          queryClient.getQueryCache().subscribe(notifyManager.batchCalls(onChange)),
      }),
    [],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AdminFrame />
    </QueryClientProvider>
  );
}

/*
 * The navigation stays beside the page from `md` (992 px) up. On a tablet in portrait (768 px) it
 * would leave the page about 480 px, too narrow for a list's columns and its row actions; there
 * it opens from the menu button, as on a phone.
 */
const NAVBAR_FROM = 'md';
const NAVBAR_HIDDEN = '(max-width: 61.99em)';

function AdminFrame() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below the breakpoint the closed navbar is only moved off-screen: keep it out of tab order.
  const isMobile = useMediaQuery(NAVBAR_HIDDEN, false);
  const pathname = useLocation({ select: (location) => location.pathname });
  const href = useLocation({ select: (location) => location.href });
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useAdminMe();
  const email = me.data?.email ?? auth.user?.email;
  const access = me.data?.access;
  // Until the account's access is known, only the Dashboard: links appearing around others as it
  // arrives would move them under the pointer.
  const menuReady = !me.isPending;
  const visible = (entry: AdminSection) =>
    menuReady ? !entry.area || (access?.[entry.area] ?? 'none') !== 'none' : entry.to === '/admin';
  const newApplications =
    useApplicationSummary(access?.applications !== undefined && access.applications !== 'none').data
      ?.by_status.new ?? 0;

  // The session can end while a page is open (expired refresh token, or a 401 from the API).
  // Leave once: the location changes while the layout is still shown during that navigation.
  const leaving = useRef(false);
  useEffect(() => {
    if (leaving.current || isSigningOut() || auth.status === 'loading') return;
    if (auth.status === 'signedOut') {
      leaving.current = true;
      // Not the user's own sign-out (checked above): say why, the API's reason when it gave one
      // (access removed), else plainly, e.g. after a sign-out in another tab left no token. An
      // open form has kept its unsaved changes by now (its effect ran first): say they wait.
      const kept = takeDraftKept();
      notifyError(
        'Signed Out',
        takeSignOutReason() ??
          (kept
            ? 'Your session has ended. Sign in again to carry on: your unsaved changes are kept.'
            : 'Your session has ended. Please sign in again.'),
      );
      queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
      void navigate({ to: '/login', search: { redirect: href }, replace: true });
    } else if (!auth.isAdmin) {
      leaving.current = true;
      void navigate({ to: '/unauthorized', replace: true });
    }
  }, [auth, href, navigate, queryClient]);

  // On AWS stages the API refuses a super admin without an authenticator app: send them to set one up.
  const mfaRequired = me.error instanceof ApiError && me.error.code === 'mfa_required';
  useEffect(() => {
    if (mfaRequired && pathname.replace(/\/+$/, '') !== '/admin/security') {
      void navigate({ to: '/admin/security', search: { required: true }, replace: true });
    }
  }, [mfaRequired, pathname, navigate]);

  const current = ADMIN_SECTIONS.find((entry) => isActive(entry, pathname));
  const section = current?.label ?? 'Admin';
  // A page opened from a link to an area this role cannot read: the API would refuse its data.
  const denied =
    current?.area !== undefined && access !== undefined && access[current.area] === 'none';
  // Its page mounts only once the role's access is known: mounted earlier, it would ask for data
  // the API then refuses (a 403 and a failed-load toast under the Access Denied card).
  const awaitingAccess = current?.area !== undefined && me.isPending;

  return (
    <ModalsProvider>
      <a href="#admin-main" className="skip-link">
        Skip to main content
      </a>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 260, breakpoint: NAVBAR_FROM, collapsed: { mobile: !opened } }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          <Group
            h="100%"
            px={{ base: 'sm', sm: 'lg' }}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
          >
            <Group wrap="nowrap" gap="sm" miw={0}>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom={NAVBAR_FROM}
                size="sm"
                aria-label={opened ? 'Close navigation' : 'Open navigation'}
                aria-expanded={opened}
                aria-controls="admin-navbar"
              />
              <Box miw={0}>
                <Title order={1} fz={{ base: 'md', sm: 'lg' }} lh={1.25} lineClamp={1}>
                  {section}
                </Title>
                <Text size="xs" c="dimmed" lh={1.3} lineClamp={2}>
                  Manage your {SITE.shortName} website content
                </Text>
              </Box>
            </Group>
            <NewTabButton href="/" variant="default" visibleFrom="xs" leftSection={newTabIcon}>
              View Site
            </NewTabButton>
            <ActionIcon
              component="a"
              href="/"
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              size="lg"
              hiddenFrom="xs"
              aria-label="View Site (opens in a new tab)"
            >
              <IconExternalLink size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar id="admin-navbar" aria-label="Admin" p="md" inert={isMobile && !opened}>
          <AppShell.Section>
            <Group gap="sm" mb="md" wrap="nowrap">
              <SiteLogo size={32} />
              <Text fw={700} fz="xl" ff="heading" c="saffron.9">
                admin
              </Text>
            </Group>
          </AppShell.Section>
          <AppShell.Section grow component={ScrollArea} mx="-md" px="md">
            <Stack gap={4}>
              {ADMIN_SECTIONS.filter(visible).map((entry) => {
                const active = isActive(entry, pathname);
                return (
                  <NavLink
                    key={entry.to}
                    component={Link}
                    to={entry.to}
                    label={entry.label}
                    leftSection={<entry.icon size={18} aria-hidden="true" />}
                    rightSection={
                      entry.to === '/admin/applications' && newApplications > 0 ? (
                        <Badge size="sm" variant="filled" circle={newApplications < 10}>
                          {newApplications}
                          <VisuallyHidden> new</VisuallyHidden>
                        </Badge>
                      ) : undefined
                    }
                    active={active}
                    // The router marks a link current (aria-current, which Mantine also highlights)
                    // on any path below it: exact unless it is ours, so Applications is not
                    // current on Data Requests, which lies under it.
                    activeOptions={{ exact: !active }}
                    variant="light"
                    onClick={close}
                  />
                );
              })}
              {!menuReady && (
                <Text size="sm" c="dimmed" px="sm" py={8} role="status">
                  Loading menu...
                </Text>
              )}
            </Stack>
          </AppShell.Section>
          <AppShell.Section pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Text size="sm" fw={600} truncate="end" title={email}>
              {email}
            </Text>
            {/* Their own roles: an editor is not told they administer the site. */}
            <Text size="xs" c="dimmed" mb="sm">
              {me.data ? rolesInWords(me.data.groups) : '\u00a0'}
            </Text>
            <SignOutButton fullWidth />
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main id="admin-main" tabIndex={-1} bg="gray.0" style={{ outline: 'none' }}>
          {awaitingAccess ? (
            <Text role="status">Loading...</Text>
          ) : denied ? (
            <AreaAccessDenied section={current} />
          ) : (
            <Outlet />
          )}
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}

/** Unknown paths under /admin keep the admin frame. */
export function AdminNotFound() {
  return (
    <Stack align="flex-start" gap="sm">
      <Title order={2}>Page not found</Title>
      <Text>This admin page does not exist yet.</Text>
      <Button component={Link} to="/admin" variant="light">
        Back to Dashboard
      </Button>
    </Stack>
  );
}
