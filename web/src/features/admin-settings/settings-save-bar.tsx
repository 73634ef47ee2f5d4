import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import classes from './settings-save-bar.module.css';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
}

/** Stays at the bottom of the view on a long page, and says whether anything is unsaved. */
export function SettingsSaveBar({ dirty, saving }: SaveBarProps) {
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
        <Text size="sm" fw={dirty ? 600 : 400} c={dirty ? 'orange.9' : 'dimmed'} role="status">
          {dirty ? 'You have unsaved changes' : 'All changes saved'}
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
