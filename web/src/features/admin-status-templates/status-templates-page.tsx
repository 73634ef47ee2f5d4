import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FieldErrors } from 'react-hook-form';
import { useSchemaForm } from '../../lib/use-schema-form';
import { statusLabel } from '@institute/core/application/status';
import {
  EMAIL_STATUSES,
  isEmailStatus,
  PLACEHOLDERS,
  statusTemplateSchema,
  TEMPLATE_LANGUAGE_LABELS,
  TEMPLATE_LANGUAGES,
  type EmailStatus,
  type StatusTemplate,
  type StatusTemplateInput,
  type StatusTemplateRecord,
  type TemplateLanguage,
} from '@institute/core/status-email/template';
import { useAdminMe } from '../../lib/admin-access';
import { errorMessage, notifySuccess, notifyFailed } from '../../components/notify';
import { formValuesOf } from '../../components/admin-form-values';
import { LoadError } from '../../components/load-error';
import { EditConflictDialog, EditingNotice, useEditConflict } from '../../components/edit-conflict';
import { AdminPage } from '../../components/admin-page';
import { usePageMeta } from '../../components/use-page-meta';
import { confirmDiscard, useLeaveGuard } from '../../components/use-leave-guard';
import {
  previewApplicationsQuery,
  previewStatusTemplate,
  saveStatusTemplate,
  statusTemplatesQuery,
  templatePath,
} from './api/status-templates';
import { isLaterSave, latestTemplate, NewerVersionNotice } from './template-conflict';
import { KeptChangesNote, useKeptDraft, usePageDraft } from '../../components/kept-draft';
import { resetToSaved, valuesAtSave } from '../../components/saved-baseline';
import type { KeptDraft } from '../../lib/kept-drafts';

type TemplateForm = Record<TemplateLanguage, { subject: string; body: string }>;

const BLANK = { subject: '', body: '' };
/** A language without a version starts as blank inputs. */
const EMPTY_FORM: TemplateForm = { en: BLANK, ms: BLANK, ta: BLANK };

/** Admin → Applications → E-mail templates: one template per status, three languages. */
export function StatusTemplatesPage() {
  usePageMeta('E-mail templates', 'The e-mails offered to applicants when their status changes.');
  // Back after a session ended under an edit: the template it was on, with its kept changes
  // (given to that template's first editor only).
  const [kept, setKept] = useState(usePageDraft());
  const [status, setStatus] = useState<EmailStatus>(() =>
    kept?.recordId && isEmailStatus(kept.recordId) ? kept.recordId : 'contacted',
  );
  // Read again on every return to the tab (one small request), so a colleague's save is known
  // while there is still time to choose; unsaved edits are never replaced by it.
  const templates = useQuery({ ...statusTemplatesQuery(), refetchOnWindowFocus: 'always' });
  const current = templates.data?.find((item) => item.status === status);
  // Whether the open template holds unsaved edits: leaving, or showing another status, asks first.
  const [dirty, setDirty] = useState(false);
  const what = `the ${statusLabel(status)} template`;
  useLeaveGuard(dirty, what);
  const showStatus = (next: EmailStatus) => {
    if (next === status) return;
    setKept(null);
    if (!dirty) return setStatus(next);
    confirmDiscard({
      what,
      action: `Switch to ${statusLabel(next)}`,
      onConfirm: () => {
        setDirty(false);
        setStatus(next);
      },
    });
  };
  return (
    <AdminPage
      width={900}
      back={{ to: '/admin/applications', label: 'Back to Applications' }}
      title="E-mail templates"
      description="When an application's status changes, the inbox offers the matching e-mail, filled in for the applicant. English is required; an applicant whose preferred language has a Bahasa Malaysia or Tamil version gets that one."
    >
      <Select
        label="Status"
        data={EMAIL_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
        value={status}
        allowDeselect={false}
        onChange={(value) => value && showStatus(value as EmailStatus)}
        maw={320}
      />
      {templates.isPending ? (
        <Text role="status">Loading...</Text>
      ) : !current ? (
        <LoadError
          what="the templates"
          retrying={templates.isFetching}
          onRetry={() => void templates.refetch()}
        />
      ) : (
        // A failed or newer reload keeps the editor: it decides what a newer version replaces.
        <TemplateEditor
          key={status}
          template={current}
          kept={kept?.recordId === status ? kept : null}
          onDirtyChange={setDirty}
        />
      )}
    </AdminPage>
  );
}

function TemplateEditor({
  template,
  kept,
  onDirtyChange,
}: {
  /** The template as last read: newer than the form's when someone else saved it since. */
  template: StatusTemplateRecord;
  /** The changes kept for it when the session ended, put back over it. */
  kept: KeptDraft | null;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const canEdit = useAdminMe().data?.access.applications === 'write';
  const form = useSchemaForm(statusTemplateSchema, formValuesOf(template, EMPTY_FORM), {
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, getValues, reset } = form;
  const { isDirty } = formState;
  useEffect(() => {
    onDirtyChange(isDirty);
    // A replaced editor (another status, a reload) holds nothing unsaved.
    return () => onDirtyChange(false);
  }, [isDirty, onDirtyChange]);
  const [tab, setTab] = useState<TemplateLanguage>('en');
  // The stored version the form's values started from (its revision goes with a save), and the
  // version last put into the form.
  // Kept changes start from the revision they were made on: a colleague's save since then shows
  // the notice of a later version at once.
  const restored = canEdit ? kept : null;
  const [base, setBase] = useState(() =>
    restored ? { ...template, revision: restored.revision ?? template.revision } : template,
  );
  const [loaded, setLoaded] = useState(template);
  const newer = isLaterSave(template, base) ? template : null;
  // (Not while the kept changes are being put back: the form is not dirty yet.)
  if (newer && !isDirty && !restored) {
    // With nothing unsaved, a later version is simply shown.
    setBase(newer);
    setLoaded(newer);
  }
  useEffect(() => reset(formValuesOf(loaded, EMPTY_FORM)), [loaded, reset]);
  // After the reset above, which would undo them.
  useKeptDraft(form, { recordId: template.status, revision: base.revision, restored });
  // The same choices serve the dialog after a refused save and the notice of a later version.
  // They set the form themselves: "keep mine" puts the languages changed here over theirs.
  const editConflict = useEditConflict({
    fetchLatest: () => latestTemplate(queryClient, template.status),
    startFrom: setBase,
    form,
    formValues: (latest) => formValuesOf(latest, EMPTY_FORM),
    onLoadFailed: (error) => notifyFailed(error),
  });
  const save = useMutation({
    // The API decides: a save over a revision someone else moved on from is refused (409).
    mutationFn: ({ body }: { body: StatusTemplate; sent: StatusTemplateInput }) =>
      saveStatusTemplate(template.status, body, base.revision),
    onSuccess: async (saved, { body, sent }) => {
      // Clean at once, and based on this save, so the reload does not read as someone else's.
      resetToSaved(form, sent, formValuesOf(body, EMPTY_FORM));
      setBase(saved);
      notifySuccess('Success', `${statusLabel(template.status)} template saved`);
      await queryClient.invalidateQueries({ queryKey: statusTemplatesQuery().queryKey });
    },
    onError: (error) => {
      if (!editConflict.openIfConflict(error)) notifyFailed(error);
    },
  });
  const errorOf = (errors: FieldErrors<StatusTemplateInput>, language: TemplateLanguage) =>
    Boolean(errors[language]?.subject || errors[language]?.body);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-label="Template">
        <form
          onSubmit={handleSubmit((body) => save.mutate({ body, sent: valuesAtSave(form) }))}
          noValidate
        >
          <Stack gap="sm">
            {/* Who else has this template open; only an editor's visit counts as one. */}
            {restored && <KeptChangesNote />}
            {canEdit && <EditingNotice recordPath={templatePath(template.status)} />}
            {newer && isDirty && !editConflict.isOpen && (
              <NewerVersionNotice
                latest={newer}
                onReload={() => editConflict.reloadTheirs(newer)}
                onKeepMine={() => editConflict.keepMine(newer)}
              />
            )}
            <Tabs value={tab} onChange={(value) => value && setTab(value as TemplateLanguage)}>
              <Tabs.List>
                {TEMPLATE_LANGUAGES.map((language) => (
                  <Tabs.Tab
                    key={language}
                    value={language}
                    color={errorOf(formState.errors, language) ? 'red' : undefined}
                  >
                    {TEMPLATE_LANGUAGE_LABELS[language]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {TEMPLATE_LANGUAGES.map((language) => (
                <Tabs.Panel key={language} value={language} pt="sm">
                  <Stack gap="sm">
                    {language !== 'en' && (
                      <Text size="sm" c="dimmed">
                        Optional. Leave both empty to send English to these applicants.
                      </Text>
                    )}
                    <TextInput
                      label="Subject"
                      readOnly={!canEdit}
                      error={formState.errors[language]?.subject?.message}
                      {...register(`${language}.subject`)}
                    />
                    <Textarea
                      label="Message"
                      autosize
                      minRows={8}
                      maxRows={20}
                      readOnly={!canEdit}
                      error={formState.errors[language]?.body?.message}
                      {...register(`${language}.body`)}
                    />
                  </Stack>
                </Tabs.Panel>
              ))}
            </Tabs>
            {Object.keys(formState.errors).length > 0 && (
              <Alert color="red">
                Check the{' '}
                {TEMPLATE_LANGUAGES.filter((language) => errorOf(formState.errors, language))
                  .map((language) => TEMPLATE_LANGUAGE_LABELS[language])
                  .join(' and ')}{' '}
                version.
              </Alert>
            )}
            {canEdit && (
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  Save template
                </Button>
              </Group>
            )}
          </Stack>
        </form>
        <EditConflictDialog {...editConflict.dialog} parts="languages" />
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="placeholders-title">
        <Title order={3} fz="md" id="placeholders-title" mb="xs">
          Placeholders
        </Title>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {Object.entries(PLACEHOLDERS).map(([name, meaning]) => (
            <Text component="li" size="sm" key={name}>
              <Code>{`{${name}}`}</Code> {meaning}
            </Text>
          ))}
        </Stack>
      </Paper>
      {canEdit && (
        <TemplatePreview status={template.status} language={tab} draft={() => getValues()} />
      )}
    </Stack>
  );
}

/** The draft filled with a real application's data, in the language of the open tab. */
function TemplatePreview({
  status,
  language,
  draft,
}: {
  status: EmailStatus;
  language: TemplateLanguage;
  draft: () => StatusTemplateInput;
}) {
  const recent = useQuery(previewApplicationsQuery());
  const options = (recent.data?.items ?? [])
    .filter((item) => item.full_name)
    .map((item) => ({ value: item.id, label: `${item.full_name} (${item.email})` }));
  const [chosen, setChosen] = useState<string | null>(null);
  const applicationId = chosen ?? options[0]?.value ?? null;
  const preview = useMutation({
    mutationFn: () =>
      previewStatusTemplate(status, { application_id: applicationId, template: draft(), language }),
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="preview-title">
      <Title order={3} fz="md" id="preview-title" mb="xs">
        Preview
      </Title>
      {options.length === 0 ? (
        <Text size="sm" c="dimmed">
          {recent.isPending ? 'Loading applications...' : 'A preview needs an application.'}
        </Text>
      ) : (
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="With the data of"
              data={options}
              value={applicationId}
              allowDeselect={false}
              onChange={setChosen}
              style={{ flex: '1 1 240px' }}
            />
            <Button variant="light" onClick={() => preview.mutate()} loading={preview.isPending}>
              Preview {TEMPLATE_LANGUAGE_LABELS[language]}
            </Button>
          </Group>
          {preview.isError && <Alert color="red">{errorMessage(preview.error)}</Alert>}
          {preview.data && (
            <Paper bg="gray.0" p="sm" aria-label="Rendered e-mail">
              {preview.data.language !== language && (
                <Text size="sm" c="dimmed" mb="xs">
                  No {TEMPLATE_LANGUAGE_LABELS[language]} version: this applicant would get English.
                </Text>
              )}
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {preview.data.subject}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} mt="xs">
                {preview.data.text}
              </Text>
            </Paper>
          )}
        </Stack>
      )}
    </Paper>
  );
}
