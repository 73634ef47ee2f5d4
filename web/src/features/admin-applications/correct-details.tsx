import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSchemaForm } from '../../lib/use-schema-form';
import {
  CORRECTABLE_FIELDS,
  correctionFormSchema,
  keepsLineBreaks,
  refusesBlank,
  type CorrectableField,
  type Correction,
  type CorrectionForm,
} from '@institute/core/application/correction-schema';
import type { ApplicationRecord } from '@institute/core/application/record';
import { APPLICATION_FIELD_LABELS } from '@institute/core/application/display';
import { notifySuccess, notifyFailed } from '../../components/notify';
import { LongTextField, TextField } from '../../components/admin-fields';
import { useEditDialog } from '../../components/use-leave-guard';
import { APPLICATIONS_QUERY_KEY } from '../../lib/application-summary-query';
import { ApiError } from '../../lib/api';
import { correctApplication } from './api/application';

/**
 * A correction request (PDPA): staff fix the applicant's contact details; the change is audited.
 * The dialog checks with the API's own schema as staff type, and puts any refusal of the API on
 * the field it names.
 */
export function CorrectDetails({ record }: { record: ApplicationRecord }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const initial = (): CorrectionForm =>
    Object.fromEntries(CORRECTABLE_FIELDS.map((field) => [field, record[field] ?? '']));
  const form = useSchemaForm(correctionFormSchema, initial());
  const save = useMutation({
    mutationFn: (correction: Correction) => correctApplication(record.id, correction),
    onSuccess: async () => {
      setOpened(false);
      notifySuccess('Corrected', 'The applicant’s details were corrected.');
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (!fields) return notifyFailed(error);
      for (const [field, message] of Object.entries(fields)) {
        if ((CORRECTABLE_FIELDS as readonly string[]).includes(field))
          form.setError(field as CorrectableField, { message });
      }
    },
  });
  const dialog = useEditDialog({
    opened,
    dirty: form.formState.isDirty,
    saving: save.isPending,
    what: 'the applicant’s details',
    onClose: () => setOpened(false),
  });
  if (record.anonymised_at) return null;
  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={() => {
          form.reset(initial());
          save.reset();
          setOpened(true);
        }}
      >
        Correct details
      </Button>
      <Modal
        opened={opened}
        {...dialog.modalProps}
        title="Correct the applicant’s details"
        centered
      >
        <Stack gap="sm">
          {CORRECTABLE_FIELDS.map((field) => {
            const props = {
              form,
              name: field,
              label: APPLICATION_FIELD_LABELS[field],
              required: refusesBlank(field),
            };
            return keepsLineBreaks(field) ? (
              <LongTextField key={field} {...props} rows={[3, 6]} />
            ) : (
              <TextField key={field} {...props} />
            );
          })}
          <Group justify="flex-end">
            <Button variant="default" {...dialog.cancelProps}>
              Cancel
            </Button>
            <Button
              loading={save.isPending}
              onClick={() => void form.handleSubmit((correction) => save.mutate(correction))()}
            >
              Save correction
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
