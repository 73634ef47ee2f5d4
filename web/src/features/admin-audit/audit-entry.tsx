import { Anchor, Badge, Box, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  AUDIT_ACTION_LABELS,
  auditEntityLabel,
  auditChanges,
  auditRecordTitle,
  auditValueText,
  fieldLabel,
  type AuditValueField,
} from '@institute/core/audit/display';
import type { AuditEntry } from '@institute/core/audit/schema';
import classes from './audit-entry.module.css';
import { InstituteTime } from '../../components/institute-time';

// Dark shades: the text stays readable on the light badge at every width.
// Green 9 is 4.3:1 on white, under AA; a darker green passes.
const ACTION_COLORS = {
  create: '#1b5e20',
  update: 'blue.9',
  delete: 'red.9',
  restore: 'violet.9',
  untrash: 'violet.9',
  purge: 'red.9',
} as const;

/** Long values (a section's JSON) are cut; the record itself holds the rest. */
const MAX_VALUE = 400;
const shown = (value: unknown, where: AuditValueField) => {
  const text = auditValueText(value, where);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
};

interface AuditEntryCardProps {
  entry: AuditEntry;
  /** The applicant's name, for an entry that changes an application (its entry holds none). */
  applicant?: string;
}

/** One audit entry as a card: what, which record, who, when, and each changed field old → new. */
export function AuditEntryCard({ entry, applicant }: AuditEntryCardProps) {
  const title = applicant ?? auditRecordTitle(entry);
  const entity = auditEntityLabel(entry.entity);
  const action = AUDIT_ACTION_LABELS[entry.action];
  const changes = auditChanges(entry);
  return (
    <Paper
      withBorder
      p="sm"
      component="li"
      aria-label={`${action} ${entity}: ${title}`}
      className={classes.entry}
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group gap="xs" align="center" className={classes.what}>
          <Badge color={ACTION_COLORS[entry.action]} variant="outline" tt="none" miw="max-content">
            {action}
          </Badge>
          <Text size="sm" c="dimmed">
            {entity}
          </Text>
          {entry.entity === 'application' ? (
            <Anchor
              renderRoot={(props) => (
                <Link to="/admin/applications/$id" params={{ id: entry.entity_id }} {...props} />
              )}
              size="sm"
              fw={600}
            >
              {title === entry.entity_id ? 'Open the application' : title}
            </Anchor>
          ) : (
            <Text size="sm" fw={600} className={classes.title}>
              {title}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          <InstituteTime at={entry.created_at} />
          {' · '}
          {entry.actor_email ?? entry.actor_sub}
        </Text>
      </Group>
      {changes.length > 0 && (
        <Box component="dl" className={classes.changes} mt="xs" aria-label="Changes">
          {changes.map((change) => {
            const where = { entity: entry.entity, field: change.field };
            return (
              <div key={change.field} className={classes.change}>
                <Text component="dt" size="xs" fw={600}>
                  {fieldLabel(change.field, entry.entity)}
                </Text>
                <Text component="dd" size="sm" className={classes.values}>
                  {entry.action === 'create' || entry.action === 'untrash' ? (
                    <span>{shown(change.after, where)}</span>
                  ) : entry.action === 'delete' || entry.action === 'purge' ? (
                    <del className={classes.old}>{shown(change.before, where)}</del>
                  ) : (
                    <>
                      <del className={classes.old}>{shown(change.before, where)}</del>
                      <span aria-hidden="true" className={classes.arrow}>
                        {' → '}
                      </span>
                      <VisuallyHidden> changed to </VisuallyHidden>
                      <ins className={classes.new}>{shown(change.after, where)}</ins>
                    </>
                  )}
                </Text>
              </div>
            );
          })}
        </Box>
      )}
      {changes.length === 0 && entry.action === 'update' && (
        <Stack gap={0} mt="xs">
          <Text size="xs" c="dimmed">
            No field changed.
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
