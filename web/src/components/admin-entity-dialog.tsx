import { useCallback, useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useSchemaForm } from '../lib/use-schema-form';
import { ApiError } from '../lib/api';
import { fetchRecords, recordListQuery, recordPath, saveRecord } from '../lib/admin-records';
import { newId } from '../lib/new-id';
import { submitKeepingFocus } from '../lib/submit-keeping-focus';
import { UploadsCounted, useUploadsInProgress } from './uploads-in-progress';
import { useEditDialog } from './use-leave-guard';
import { EditConflictDialog, EditingNotice, useEditConflict } from './edit-conflict';
import { formValuesOf } from './admin-form-values';
import type { AdminEntityConfig } from './admin-list-page';
import { notify, notifyError, notifyFailed, notifySuccess, sessionEnded } from './notify';
import { RecordHistoryButton } from './record-history';
import { ReadOnlyFields } from './admin-read-only';
import { usePhoneScreen } from '../lib/use-phone-screen';
import { capitalise } from '@institute/core/lang/text';
import type { KeptDraft } from '../lib/kept-drafts';
import { KeptChangesNote, useKeptDraft } from './kept-draft';

/**
 * What the dialog edits: a new record, or an existing one; with the changes kept for it when the
 * session ended, after signing in again.
 */
export type Editing<TRecord> = { record: TRecord | null; draft?: KeptDraft } | null;

interface EntityDialogProps<TRecord extends { id: string }, TForm extends FieldValues, TInput> {
  config: AdminEntityConfig<TRecord, TForm, TInput>;
  editing: Editing<TRecord>;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
  /** For a role that may only read the list: the record's fields, disabled, and Close. */
  readOnly?: boolean;
}

export function EntityDialog<TRecord extends { id: string }, TForm extends FieldValues, TInput>({
  config,
  editing,
  onClose,
  onSaved,
  readOnly = false,
}: EntityDialogProps<TRecord, TForm, TInput>) {
  const fullScreen = usePhoneScreen();
  const isEdit = Boolean(editing?.record);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const formState = useCallback((state: FormState) => {
    setDirty(state.dirty);
    setSaving(state.saving);
  }, []);
  const close = () => {
    formState({ dirty: false, saving: false });
    onClose();
  };
  const dialog = useEditDialog({
    opened: editing !== null,
    dirty,
    saving,
    what: `this ${config.names.singular}`,
    onClose: close,
  });
  return (
    <Modal
      opened={editing !== null}
      {...dialog.modalProps}
      title={`${readOnly ? 'View' : isEdit ? 'Edit' : 'Add'} ${config.names.title}`}
      size="lg"
      fullScreen={fullScreen}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {editing ? (
        <EntityForm
          // A fresh form per record, so its values never leak into the next one.
          key={editing.record?.id ?? 'new'}
          config={config}
          record={editing.record}
          draft={editing.draft ?? null}
          cancelProps={dialog.cancelProps}
          onFormState={formState}
          onSaved={async () => {
            close();
            await onSaved();
          }}
          unsavedChanges={() => dirty}
          readOnly={readOnly}
        />
      ) : null}
    </Modal>
  );
}

/** What the dialog needs to know of its form: whether closing loses changes, or a save. */
interface FormState {
  dirty: boolean;
  saving: boolean;
}

interface EntityFormProps<TRecord extends { id: string }, TForm extends FieldValues, TInput> {
  config: AdminEntityConfig<TRecord, TForm, TInput>;
  record: TRecord | null;
  draft: KeptDraft | null;
  /** Cancel, or Close for a role that may only read. */
  cancelProps: { onClick: () => void; disabled: boolean };
  onFormState: (state: FormState) => void;
  onSaved: () => Promise<void>;
  unsavedChanges: () => boolean;
  readOnly: boolean;
}

function EntityForm<TRecord extends { id: string }, TForm extends FieldValues, TInput>({
  config,
  record,
  draft,
  cancelProps,
  onFormState,
  onSaved,
  unsavedChanges,
  readOnly,
}: EntityFormProps<TRecord, TForm, TInput>) {
  const { names, path, Fields } = config;
  const queryClient = useQueryClient();
  const editedPath = record ? recordPath(path, record.id) : null;
  // The revision this form's values started from: a save from it is refused (409) when someone
  // else saved in between, and the conflict dialog moves it on. Changes kept at a sign-out keep
  // the revision they started from.
  const [startedFrom, setStartedFrom] = useState(draft ? draft.revision : revisionOf(record));
  const form = useSchemaForm(
    config.inputSchema,
    startingValues(config, record) as DefaultValues<TForm>,
  );
  const editConflict = useEditConflict({
    fetchLatest: async () =>
      (await fetchRecords<TRecord>(path)).find((item) => item.id === record?.id),
    startFrom: (latest) => setStartedFrom(revisionOf(latest)),
    form,
    formValues: (latest) => startingValues(config, latest),
    // Nothing left to edit: close the form and reload the list.
    onGone: async () => {
      notifyError('Error', `This ${names.singular} has been deleted`);
      await onSaved();
    },
    onLoadFailed: (error) =>
      notifyFailed(error, { message: `Could not load the ${names.singular}. Please try again.` }),
  });

  useKeptDraft(form, { recordId: record?.id ?? null, revision: startedFrom, restored: draft });

  // A new record's id, made once per form: a save sent again after a lost answer is not a
  // second record.
  const [newRecordId] = useState(newId);
  const save = useMutation({
    mutationFn: (values: TInput) =>
      saveRecord(
        path,
        record ? { id: record.id, revision: startedFrom, values } : { newId: newRecordId, values },
      ),
    onSuccess: async (saved) => {
      // The list holds the saved record at once: opened again before the list is read again,
      // the form shows what was saved, not the version before it.
      if (record) {
        queryClient.setQueryData(recordListQuery<TRecord>(path).queryKey, (list) =>
          list?.map((item) => (item.id === record.id ? (saved as TRecord) : item)),
        );
      }
      const done = `${capitalise(names.singular)} ${record ? 'updated' : 'created'} successfully`;
      // Saved, but not all of it: said in blue, which stays longer, so the note is read.
      const note = config.savedNote?.(form.getValues());
      if (note) notify({ title: 'Success', message: `${done}. ${note}`, color: 'blue' });
      else notifySuccess('Success', done);
      await onSaved();
    },
    onError: (error) => {
      if (editConflict.openIfConflict(error) || sessionEnded(error)) return;
      // The API's reason (no access, a field refused) under what failed. A record deleted
      // meanwhile is said in words that say what to do: what was typed stays in the form.
      const deleted = record && error instanceof ApiError && error.status === 404;
      notifyFailed(error, {
        title: `Failed to save ${names.singular}`,
        ...(deleted
          ? {
              message: `This ${names.singular} was deleted meanwhile. Restore it from the Trash, then save again: your changes stay in this form.`,
            }
          : {}),
      });
      // Show the server's reasons next to the fields it names.
      if (error instanceof ApiError && error.fields) {
        // The form's fields carry the API's names, so its paths need no translation.
        const known = Object.keys(form.getValues());
        for (const [field, message] of Object.entries(error.fields)) {
          if (known.includes(field.split('.')[0]!))
            form.setError(field as Path<TForm>, { message });
        }
      }
    },
  });

  const { uploading, tracker } = useUploadsInProgress();
  const { isDirty } = form.formState;
  const saving = save.isPending;
  useEffect(() => onFormState({ dirty: isDirty, saving }), [isDirty, saving, onFormState]);

  if (readOnly) {
    // No presence heartbeat, history or save: the API keeps those for roles that may edit.
    return (
      <Stack gap="md">
        <ReadOnlyFields readOnly>
          <Fields form={form} recordId={record?.id} />
        </ReadOnlyFields>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" {...cancelProps}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      ref={markFirstField}
      onSubmit={(event) => {
        event.preventDefault();
        // Saved now, the record would lack the picture still uploading.
        if (uploading) return;
        // A failed save leaves the focus on the button, not on the page behind the dialog.
        void submitKeepingFocus(
          event,
          form.handleSubmit((values) => save.mutateAsync(values).then(noop, noop)),
        );
      }}
      noValidate
    >
      <Stack gap="md">
        {draft ? <KeptChangesNote /> : null}
        {editedPath ? <EditingNotice recordPath={editedPath} /> : null}
        <UploadsCounted tracker={tracker}>
          <Fields form={form} recordId={record?.id} />
        </UploadsCounted>
        <Group justify="space-between" gap="sm" mt="sm">
          {record ? (
            <RecordHistoryButton
              path={`${path}/${encodeURIComponent(record.id)}`}
              what={`this ${names.singular}`}
              hasUnsavedChanges={unsavedChanges}
              // The form shows the content from before the restore: close it, reload the list.
              onRestored={onSaved}
            />
          ) : (
            <span />
          )}
          <Group gap="sm" ml="auto">
            {uploading && (
              <Text id={UPLOAD_WAIT_ID} size="sm" c="dimmed" role="status">
                Saving waits for the picture to upload.
              </Text>
            )}
            <Button variant="default" {...cancelProps}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={uploading}
              aria-describedby={uploading ? UPLOAD_WAIT_ID : undefined}
            >
              {record ? 'Update' : 'Create'}
            </Button>
          </Group>
        </Group>
      </Stack>
      <EditConflictDialog {...editConflict.dialog} />
    </form>
  );
}

const noop = () => undefined;
const UPLOAD_WAIT_ID = 'entity-form-upload-wait';

/**
 * Mantine's focus trap starts on the element marked `data-autofocus`, else on the dialog's close
 * button: marking the first field before it looks lets a keyboard user type at once.
 */
function markFirstField(form: HTMLFormElement | null) {
  form
    ?.querySelector('input:not([type="hidden"]):not(:disabled), textarea:not(:disabled)')
    ?.setAttribute('data-autofocus', '');
}

/** What the form starts from: a new record's values, or the record's own. */
export function startingValues<TRecord extends { id: string }, TForm extends FieldValues, TInput>(
  config: AdminEntityConfig<TRecord, TForm, TInput>,
  record: TRecord | null,
): TForm {
  if (!record) return config.emptyForm();
  return config.recordForm ? config.recordForm(record) : formValuesOf(record, config.emptyForm());
}

/** A record's revision, where the list gives one. */
function revisionOf(record: object | null): number | undefined {
  const revision = (record as { revision?: unknown } | null)?.revision;
  return typeof revision === 'number' ? revision : undefined;
}
