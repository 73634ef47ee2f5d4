import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCESS_LEVEL_OPTIONS,
  AREA_LABELS,
  DEFAULT_PERMISSION_MAP,
  EDITABLE_AREAS,
  EDITABLE_ROLES,
  SUPER_ADMIN_AREAS,
  type AccessLevel,
  type PermissionMap,
} from '@institute/core/access/permissions';
import { GROUP_LABELS } from '@institute/core/users/schema';
import { AdminTable } from '../../components/admin-blocks';
import { notifySuccess, notifyFailed } from '../../components/notify';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { ME_QUERY_KEY } from '../../lib/admin-access';
import { usePhoneScreen } from '../../lib/use-phone-screen';
import { permissionMapQuery, savePermissionMap } from './api/permission-map';

const same = (a: PermissionMap, b: PermissionMap) => JSON.stringify(a) === JSON.stringify(b);

type Area = (typeof EDITABLE_AREAS)[number];
type Role = (typeof EDITABLE_ROLES)[number];

const ROLE_OPTIONS = EDITABLE_ROLES.map((role) => ({ value: role, label: GROUP_LABELS[role] }));

/**
 * The permission map, for super admins: which role may read or change each area. The API
 * enforces it and the admin navigation hides what a role cannot read, both within seconds of a
 * save. Super admins keep every area, and users, this map and the audit log stay theirs alone.
 */
export function PermissionMapEditor() {
  const queryClient = useQueryClient();
  const stored = useQuery(permissionMapQuery());
  // Unsaved changes; until there are any, the stored map is shown.
  const [edits, setDraft] = useState<PermissionMap | null>(null);
  const draft = edits ?? stored.data ?? null;
  // A phone shows one role's column at a time: the four side by side do not fit its width.
  const phone = usePhoneScreen();
  const [phoneRole, setPhoneRole] = useState<Role>(EDITABLE_ROLES[0]);
  const roles = phone ? [phoneRole] : EDITABLE_ROLES;

  const save = useMutation({
    mutationFn: savePermissionMap,
    onSuccess: (map) => {
      queryClient.setQueryData(permissionMapQuery().queryKey, map);
      setDraft(null);
      // The signed-in super admin's own navigation reads the map through /me.
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      notifySuccess('Saved', 'The permission map applies to every signed-in user within seconds.');
    },
    onError: (error) => notifyFailed(error),
  });

  // Changed drop-downs, "Back to the defaults" included, apply to no one until saved.
  const unsaved = Boolean(draft && stored.data && !same(draft, stored.data));
  useLeaveGuard(unsaved, 'the permission map');

  const set = (area: Area, role: Role, level: AccessLevel) =>
    setDraft((map) => {
      // The first change starts from the stored map.
      const base = map ?? stored.data;
      return base ? { ...base, [area]: { ...base[area], [role]: level } } : null;
    });

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="permission-map-title"
    >
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md" id="permission-map-title">
            What each role may do
          </Title>
          <Text size="sm" c="dimmed">
            Super admins keep every area. Roles that can read applications must use an authenticator
            app on the live site.
          </Text>
        </div>
        {stored.isError ? (
          <Alert color="red" title="Error">
            The permission map could not be loaded.
          </Alert>
        ) : !draft ? (
          <Text role="status">Loading...</Text>
        ) : (
          <>
            {phone && (
              <NativeSelect
                label="Role"
                data={ROLE_OPTIONS}
                value={phoneRole}
                onChange={(event) => setPhoneRole(event.currentTarget.value as Role)}
              />
            )}
            <AdminTable
              verticalSpacing="xs"
              aria-label="Permission map"
              minWidth={phone ? 0 : 560}
              head={['Area', ...roles.map((role) => GROUP_LABELS[role])]}
            >
              {EDITABLE_AREAS.map((area) => (
                <Table.Tr key={area}>
                  <Table.Td>
                    <Text size="sm">{AREA_LABELS[area]}</Text>
                  </Table.Td>
                  {roles.map((role) => (
                    <Table.Td key={role}>
                      <NativeSelect
                        size="xs"
                        miw={124}
                        aria-label={`${GROUP_LABELS[role]}: ${AREA_LABELS[area]}`}
                        data={ACCESS_LEVEL_OPTIONS}
                        value={draft[area][role]}
                        disabled={save.isPending}
                        onChange={(event) =>
                          set(area, role, event.currentTarget.value as AccessLevel)
                        }
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {SUPER_ADMIN_AREAS.map((area) => (
                <Table.Tr key={area}>
                  <Table.Td>
                    <Text size="sm">{AREA_LABELS[area]}</Text>
                  </Table.Td>
                  <Table.Td colSpan={roles.length}>
                    <Text size="sm" c="dimmed">
                      Super admins only
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </AdminTable>
            <Text size="sm" role="status" c={unsaved ? undefined : 'dimmed'}>
              {unsaved
                ? 'Not saved yet: every role keeps its present rights until you save.'
                : 'Saved: every signed-in user has these rights.'}
            </Text>
            <Group gap="sm">
              <Button
                onClick={() => save.mutate(draft)}
                loading={save.isPending}
                disabled={!unsaved}
              >
                Save permissions
              </Button>
              {unsaved && (
                <Button variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
                  Discard changes
                </Button>
              )}
              <Button
                variant="default"
                onClick={() => setDraft(DEFAULT_PERMISSION_MAP)}
                disabled={save.isPending || same(draft, DEFAULT_PERMISSION_MAP)}
              >
                Back to the defaults
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
