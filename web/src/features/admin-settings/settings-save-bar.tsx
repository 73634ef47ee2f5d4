import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import classes from './settings-save-bar.module.css';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  /** A save was refused in the browser: a field marked in red says why. */
  invalid: boolean;
}

/** Stays at the bottom of the view on a long page, and says whether anything is unsaved. */
export function SettingsSaveBar({ dirty, saving, invalid }: SaveBarProps) {
  const [say, tone] = invalid
    ? ['Fix the fields marked in red, then save', 'red.8']
    : dirty
      ? ['You have unsaved changes', 'orange.9']
      : ['All changes saved', 'dimmed'];
  return (
    <Paper
      withBorder
      shadow="sm"
      p="sm"
      className={classes.bar}
      aria-label="Save settings"
      component="section"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={dirty || invalid ? 600 : 400} c={tone} role="status">
          {say}
        </Text>
        <Button
          type="submit"
          size="md"
          leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          disabled={saving}
        >
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Group>
    </Paper>
  );
}
