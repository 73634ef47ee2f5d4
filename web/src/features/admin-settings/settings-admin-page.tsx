import { useRef } from 'react';
import { Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Path } from 'react-hook-form';
import { useSchemaForm } from '../../lib/use-schema-form';
import type * as v from 'valibot';
import {
  settingValuesSchema,
  toPublicSettings,
  type SettingKey,
  type SettingValues,
  type SiteSetting,
} from '@institute/core/site-setting/schema';
import { SETTING_FIELD_LABELS } from '@institute/core/site-setting/labels';
import { notifyFailed, notifySuccess, useLoadFailedNotice } from '../../components/notify';
import { AdminPage } from '../../components/admin-page';
import { usePageMeta } from '../../components/use-page-meta';
import { RecordHistoryButton } from '../../components/record-history';
import { LongTextField, NumberField, TextField } from '../../components/admin-fields';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { KeptChangesNote, useKeptDraft, usePageDraft } from '../../components/kept-draft';
import { resetToSaved, valuesAtSave } from '../../components/saved-baseline';
import { changedValues } from '../../components/edit-conflict';
import { HeroOverrideNote, overriddenBy, useHeroOverride } from './hero-override-note';
import { SettingsSaveBar } from './settings-save-bar';
import saveBar from './settings-save-bar.module.css';
import { DefaultsError, SETTINGS_PATH, saveSettings, settingsQuery } from './api/settings';
import { reloadPublicHome } from '../../lib/public-home-query';
import { useCanWrite } from '../../lib/admin-access';
import { ReadOnlyFields, ReadOnlyNote } from '../../components/admin-read-only';

type SettingsForm = v.InferInput<typeof settingValuesSchema>;

export function SettingsAdminPage() {
  usePageMeta(
    'Site Settings',
    'Site name, contact details, hero text, statistics and social links.',
  );
  const settings = useQuery(settingsQuery());

  useLoadFailedNotice(
    settings,
    settings.error instanceof DefaultsError ? settings.error.message : 'Failed to fetch settings',
  );

  return (
    <AdminPage
      width={960}
      back={{ to: '/admin', label: 'Back to Dashboard' }}
      title="Site Settings"
      description="These values appear across the public website."
    >
      {settings.isPending ? (
        <Paper withBorder p="lg">
          <Text role="status">Loading...</Text>
        </Paper>
      ) : settings.isError ? (
        <Paper withBorder p="lg">
          <Stack align="flex-start" gap="sm">
            <Text>The settings could not be loaded.</Text>
            <Button variant="light" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </Stack>
        </Paper>
      ) : (
        <SettingsEditor rows={settings.data} />
      )}
    </AdminPage>
  );
}

function SettingsEditor({ rows }: { rows: SiteSetting[] }) {
  const queryClient = useQueryClient();
  // The request keeps each row's description; the rows change when a version is restored.
  const rowsRef = useRef(rows);
  const form = useSchemaForm(settingValuesSchema, toPublicSettings(rows));
  const { control, handleSubmit, formState, reset } = form;
  const { isSubmitting, isDirty, errors } = formState;
  const hero = useHeroOverride();
  // A role that may only read the settings sees them disabled, without history or save bar.
  const canWrite = useCanWrite('settings');

  useLeaveGuard(isDirty, 'the site settings');
  const kept = usePageDraft();
  useKeptDraft(form, { recordId: null, restored: canWrite ? kept : null });

  const onSubmit = async (values: SettingValues) => {
    const sent = valuesAtSave(form);
    const changed = Object.keys(changedValues(form)) as SettingKey[];
    try {
      await saveSettings(values, rowsRef.current, changed);
      notifySuccess('Success', 'Settings saved successfully');
      resetToSaved(form, sent);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQuery().queryKey }),
        // Site name, contact details and the band show on every public page.
        reloadPublicHome(),
      ]);
    } catch (error) {
      notifyFailed(error, { message: 'Failed to save settings' });
    }
  };

  // Each field is named as the audit log and the settings' history name it.
  const labelOf = (name: Path<SettingsForm>) =>
    SETTING_FIELD_LABELS[name.split('.').at(-1) as keyof typeof SETTING_FIELD_LABELS];

  const text = (
    name: Path<SettingsForm>,
    extra: { type?: string; description?: string; required?: boolean } = {},
  ) => <TextField form={form} name={name} label={labelOf(name)} {...extra} />;

  const textarea = (name: Path<SettingsForm>, rows: [number, number], description?: string) => (
    <LongTextField
      form={form}
      name={name}
      label={labelOf(name)}
      description={description}
      rows={rows}
    />
  );

  const wholeNumber = (name: Path<SettingsForm>) => (
    <NumberField
      control={control}
      name={name}
      label={labelOf(name)}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
    />
  );

  // A restore changed the stored rows: show them, as freshly loaded.
  const onRestored = async () => {
    const restored = await queryClient.fetchQuery({ ...settingsQuery(), staleTime: 0 });
    rowsRef.current = restored;
    reset(toPublicSettings(restored));
    await reloadPublicHome();
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      className={saveBar.form}
    >
      <Stack gap="lg">
        {canWrite && kept ? (
          <KeptChangesNote
            changed={Object.keys(kept.changes).map((key) => labelOf(key as Path<SettingsForm>))}
          />
        ) : null}
        {canWrite ? (
          <Group justify="flex-end">
            <RecordHistoryButton
              path={SETTINGS_PATH}
              what="the settings"
              hasUnsavedChanges={() => form.formState.isDirty}
              onRestored={onRestored}
            />
          </Group>
        ) : (
          <ReadOnlyNote what="Settings" />
        )}
        <ReadOnlyFields readOnly={!canWrite}>
          <Fieldset legend="Basic Information" variant="filled" bg="white">
            <Stack gap="md">
              {text('site_name', { required: true })}
              {textarea('site_description', [3, 8])}
            </Stack>
          </Fieldset>

          <Fieldset legend="Contact Information" variant="filled" bg="white">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('contact_email', { type: 'email' })}
                {text('contact_phone', { type: 'tel' })}
                {text('whatsapp_number', {
                  type: 'tel',
                  description: 'Blank hides the “Chat on WhatsApp” links on the site',
                })}
              </SimpleGrid>
              {textarea('address', [2, 6])}
            </Stack>
          </Fieldset>

          <Fieldset legend={SETTING_FIELD_LABELS.hero_section} variant="filled" bg="white">
            <Stack gap="md">
              {hero && <HeroOverrideNote override={hero} />}
              {text('hero_section.title', hero?.title ? { description: overriddenBy(hero) } : {})}
              {textarea(
                'hero_section.subtitle',
                [2, 6],
                hero?.subtitle ? overriddenBy(hero) : undefined,
              )}
              {text('hero_section.button_text')}
            </Stack>
          </Fieldset>

          <Fieldset legend={SETTING_FIELD_LABELS.statistics} variant="filled" bg="white">
            <Text size="sm" c="dimmed" mb="sm">
              The four numbers of the “Spiritual Journey in Numbers” band on the home page.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {wholeNumber('statistics.graduates')}
              {wholeNumber('statistics.countries')}
              {wholeNumber('statistics.programs')}
              {wholeNumber('statistics.current_students')}
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend="Links" variant="filled" bg="white">
            {text('main_site_url', {
              type: 'url',
              description:
                'The institute’s main website. The header’s About link goes to its #about section; while blank it goes to this site’s own.',
            })}
          </Fieldset>

          <Fieldset legend={SETTING_FIELD_LABELS.social_media} variant="filled" bg="white">
            <Text size="sm" c="dimmed" mb="sm">
              Every filled link is shown in the footer of the public site.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('social_media.facebook', { type: 'url' })}
              {text('social_media.twitter', { type: 'url' })}
              {text('social_media.instagram', { type: 'url' })}
              {text('social_media.youtube', { type: 'url' })}
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend="Privacy and Retention" variant="filled" bg="white">
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                The personal data notice at /privacy and the consent texts of the enrolment form.
                Have them checked by your own adviser; each application keeps the texts it showed.
                In the notice a blank line starts a paragraph, “## ” a heading and “- ” a list item;
                {' {contact_email}, {site_name}, {retention_periods} '}
                (how long a decided application is kept, from the two periods below, in the notice’s
                language){', {declined_months} and {accepted_months} '}
                are filled in.
              </Text>
              {textarea('privacy_notice.en', [8, 20])}
              {textarea('privacy_notice.ms', [8, 20])}
              {textarea('consent_texts.notice', [2, 20])}
              {textarea('consent_texts.sensitive', [2, 20])}
              {textarea('consent_texts.guardian', [2, 20])}
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                {wholeNumber('retention.declined_months')}
                {wholeNumber('retention.accepted_months')}
              </SimpleGrid>
            </Stack>
          </Fieldset>
        </ReadOnlyFields>

        {canWrite && (
          <SettingsSaveBar
            dirty={isDirty}
            saving={isSubmitting}
            invalid={Object.keys(errors).length > 0}
          />
        )}
      </Stack>
    </form>
  );
}
