import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CORRECTABLE_FIELDS,
  type CorrectableField,
} from '@institute/core/application/correction-schema';
import type { ApplicationRecord } from '@institute/core/application/record';
import { notifyError, notifySuccess } from '../../components/notify';
import { APPLICATIONS_QUERY_KEY } from '../../lib/application-summary-query';
import { ApiError, adminRequest } from '../../lib/api';

const LABELS: Record<CorrectableField, string> = {
  full_name: 'Full Name',
  spiritual_name: 'Spiritual Name',
  email: 'Email Address',
  phone: 'Phone Number',
  address: 'Current Address',
};

/** A correction request (PDPA): staff fix the applicant's contact details; the change is audited. */
export function CorrectDetails({ record }: { record: ApplicationRecord }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const initial = () =>
    Object.fromEntries(CORRECTABLE_FIELDS.map((field) => [field, record[field] ?? ''])) as Record<
      CorrectableField,
      string
    >;
  const [values, setValues] = useState(initial);
  const save = useMutation({
    mutationFn: () =>
      adminRequest<ApplicationRecord>(
        `/applications/data-requests/correct/${encodeURIComponent(record.id)}`,
        { method: 'POST', body: values },
      ),
    onSuccess: async () => {
      setOpened(false);
      notifySuccess('Corrected', 'The applicant’s details were corrected.');
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY });
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.fields)) notifyError('Error', String(error));
    },
  });
  if (record.anonymised_at) return null;
  const fieldErrors = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={() => {
          setValues(initial());
          save.reset();
          setOpened(true);
        }}
      >
        Correct details
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Correct the applicant’s details"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          {CORRECTABLE_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={LABELS[field]}
              value={values[field]}
              error={fieldErrors[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [field]: value }));
              }}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button loading={save.isPending} onClick={() => save.mutate()}>
              Save correction
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
