import { Badge, Box, Button, Checkbox, Group, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminTable } from '../../components/admin-blocks';
import { QueryState } from '../../components/query-state';
import { ADMIN_GROUPS, type AdminGroup } from '@institute/core/auth/roles';
import {
  GROUP_LABELS,
  LAST_SUPER_ADMIN_MESSAGE,
  type AdminUser,
} from '@institute/core/users/schema';
import { useAuth } from '../../lib/auth';
import { notifySuccess, notifyFailed, useLoadFailedNotice } from '../../components/notify';
import { AdminPage } from '../../components/admin-page';
import { usePageMeta } from '../../components/use-page-meta';
import { confirmAction } from '../../components/admin-confirm-action';
import '../../components/admin-tools-styles';
import { PermissionMapEditor } from './permission-map-editor';
import { EmailAddress } from '../../components/email-address';
import { setUserEnabled, setUserRoles, usersQuery } from './api/users';

const STATUS_TEXT: Record<string, string> = {
  UNCONFIRMED: 'E-mail not confirmed',
  FORCE_CHANGE_PASSWORD: 'Must set a password',
  RESET_REQUIRED: 'Password reset required',
};

/** Super admins only: the API refuses everyone else; this page just says so first. */
export function UsersPage() {
  usePageMeta('Users', 'Grant and revoke admin roles, and enable or disable accounts.');
  const auth = useAuth();
  return <UsersList me={auth.user?.email ?? ''} />;
}

/** "Name (e-mail)", or the e-mail alone. */
const personOf = (user: AdminUser) =>
  user.name ? `${user.name} (${user.email || user.username})` : user.email || user.username;

function UsersList({ me }: { me: string }) {
  const queryClient = useQueryClient();
  const users = useQuery(usersQuery());

  useLoadFailedNotice(users, 'Failed to fetch users');

  const replace = (user: AdminUser) =>
    queryClient.setQueryData(usersQuery().queryKey, (list) =>
      list?.map((item) => (item.username === user.username ? user : item)),
    );

  const roles = useMutation({
    mutationFn: ({ user, groups }: { user: AdminUser; groups: AdminGroup[] }) =>
      setUserRoles(user.username, groups),
    onSuccess: (user) => {
      replace(user);
      notifySuccess(
        'Success',
        `Roles of ${user.email} updated. A removed role ends their sessions at once; an added one applies from their next sign-in.`,
      );
    },
    onError: (error) => notifyFailed(error),
  });

  const account = useMutation({
    mutationFn: ({ user, enabled }: { user: AdminUser; enabled: boolean }) =>
      setUserEnabled(user.username, enabled),
    onSuccess: (user) => {
      replace(user);
      notifySuccess('Success', `${user.email} ${user.enabled ? 'enabled' : 'disabled'}.`);
    },
    onError: (error) => notifyFailed(error),
  });

  const busy = roles.isPending || account.isPending;

  /** Granting super admin and taking any role away ask first, naming the person. */
  const changeRoles = (user: AdminUser, groups: AdminGroup[]) => {
    const who = personOf(user);
    const added = groups.filter((group) => !user.groups.includes(group));
    const removed = user.groups.filter((group) => !groups.includes(group as AdminGroup));
    const apply = () => roles.mutate({ user, groups });
    if (removed.length > 0) {
      const names = removed.map((group) => GROUP_LABELS[group as AdminGroup] ?? group).join(', ');
      return confirmAction({
        title: `Remove ${names} from ${who}?`,
        message: `${who} loses the ${names} role at once and is signed out of the admin area if it was their last role.`,
        confirmLabel: 'Remove role',
        danger: true,
        onConfirm: apply,
      });
    }
    if (added.includes('super_admin')) {
      return confirmAction({
        title: `Make ${who} a super admin?`,
        message: `${who} will be able to manage every user and role, read the audit log and change everything in the admin area.`,
        confirmLabel: 'Grant super admin',
        danger: true,
        onConfirm: apply,
      });
    }
    apply();
  };

  const toggleAccount = (user: AdminUser) => {
    if (!user.enabled) return account.mutate({ user, enabled: true });
    const who = personOf(user);
    confirmAction({
      title: `Disable ${who}?`,
      message: `${who} is signed out within seconds and cannot sign in until an administrator enables the account again.`,
      confirmLabel: 'Disable account',
      danger: true,
      onConfirm: () => account.mutate({ user, enabled: false }),
    });
  };
  const list = users.data ?? [];
  // The API refuses to leave the site without one; the page says so rather than offer it.
  const activeSuperAdmin = (user: AdminUser) => user.enabled && user.groups.includes('super_admin');
  const lastSuperAdmin =
    list.filter(activeSuperAdmin).length === 1 ? list.find(activeSuperAdmin) : undefined;
  const accountButton = (user: AdminUser) => (
    <Button
      size="xs"
      variant={user.enabled ? 'default' : 'light'}
      color={user.enabled ? 'red.9' : undefined}
      disabled={busy || user === lastSuperAdmin}
      onClick={() => toggleAccount(user)}
      aria-label={`${user.enabled ? 'Disable' : 'Enable'} ${user.email}`}
    >
      {user.enabled ? 'Disable' : 'Enable'}
    </Button>
  );

  return (
    <AdminPage
      width={1200}
      title="Users and Roles"
      description="Any role opens the admin area; what each role may do is set below. New sign-ups have no role until you grant one."
    >
      <Paper withBorder>
        <QueryState query={users} what="the users" inBox>
          {() => (
            <AdminTable
              verticalSpacing="sm"
              aria-label="Users"
              minWidth={280}
              head={['User', 'Roles', { label: 'Account', ta: 'right', visibleFrom: 'sm' }]}
            >
              {list.map((user) => (
                <Table.Tr key={user.username} data-user={user.email}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }} miw={140}>
                    <Text size="sm" fw={600}>
                      {user.email ? <EmailAddress email={user.email} /> : user.username}
                    </Text>
                    {user.name && (
                      <Text size="xs" c="dimmed">
                        {user.name}
                      </Text>
                    )}
                    <Group gap={4} mt={4} mb={6}>
                      {user.email === me && (
                        <Badge variant="outline" color="gray.8" size="sm">
                          You
                        </Badge>
                      )}
                      {!user.enabled && (
                        <Badge variant="outline" color="red.9" size="sm">
                          Disabled
                        </Badge>
                      )}
                      {STATUS_TEXT[user.status] && (
                        <Badge variant="outline" color="gray.8" size="sm">
                          {STATUS_TEXT[user.status]}
                        </Badge>
                      )}
                    </Group>
                    {/* Phones: under the name, instead of a third column. */}
                    <Box hiddenFrom="sm">{accountButton(user)}</Box>
                  </Table.Td>
                  <Table.Td>
                    <Checkbox.Group
                      aria-label={`Roles of ${user.email}`}
                      value={user.groups}
                      onChange={(value) => changeRoles(user, value as AdminGroup[])}
                    >
                      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" verticalSpacing={8}>
                        {ADMIN_GROUPS.map((group) => (
                          <Checkbox
                            key={group}
                            value={group}
                            label={GROUP_LABELS[group]}
                            aria-label={`${GROUP_LABELS[group]} role for ${user.email}`}
                            disabled={busy || (group === 'super_admin' && user === lastSuperAdmin)}
                            size="sm"
                          />
                        ))}
                      </SimpleGrid>
                    </Checkbox.Group>
                    {user === lastSuperAdmin && (
                      <Text size="xs" c="dimmed" mt={6}>
                        {LAST_SUPER_ADMIN_MESSAGE}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {accountButton(user)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </AdminTable>
          )}
        </QueryState>
      </Paper>
      <PermissionMapEditor />
    </AdminPage>
  );
}
