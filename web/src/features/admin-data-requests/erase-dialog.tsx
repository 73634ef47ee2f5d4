import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { comparableName } from '@institute/core/lang/text';

interface EraseDialogProps {
  opened: boolean;
  /** The applicant's full name, as the confirmation must name them. */
  name: string;
  email: string;
  undecided: number;
  isSuperAdmin: boolean;
  busy: boolean;
  error?: string;
  onClose: () => void;
  onErase: (confirmName: string, override: boolean) => void;
}

/** Erasure cannot be undone: the dialog names the person and asks for the name typed back. */
export function EraseDialog(props: EraseDialogProps) {
  const [typed, setTyped] = useState('');
  const [override, setOverride] = useState(false);
  const blocked = props.undecided > 0 && !(props.isSuperAdmin && override);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Erase the personal data of ${props.name}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Every application of {props.email} loses its personal details at once: name, contact
          details, answers, notes and consent record. Only course, country, status and dates stay,
          for the statistics. This cannot be undone.
        </Text>
        {props.undecided > 0 && (
          <Alert color="yellow" title="Still being decided">
            {props.undecided} application{props.undecided === 1 ? ' is' : 's are'} still being
            decided.{' '}
            {props.isSuperAdmin
              ? 'Erasing ends the application.'
              : 'Decide first, or ask a super admin to erase anyway.'}
          </Alert>
        )}
        {props.undecided > 0 && props.isSuperAdmin && (
          <Checkbox
            label="Erase anyway (super admin override)"
            checked={override}
            onChange={(event) => setOverride(event.currentTarget.checked)}
          />
        )}
        <TextInput
          label={`Type the full name (${props.name}) to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={props.error}
          autoComplete="off"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={props.busy}
            disabled={blocked || comparableName(typed) !== comparableName(props.name)}
            onClick={() => props.onErase(typed, override)}
          >
            Erase personal data
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
