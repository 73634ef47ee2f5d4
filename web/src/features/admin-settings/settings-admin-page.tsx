import { useEffect, useRef } from 'react';
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { controlProps } from '../../components/control-props';
import { useBlocker } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import type { SettingsUpdate, SiteSetting } from '@institute/core/site-setting/schema';
import { adminRequest } from '../../lib/api';
import { notifyError, notifySuccess } from '../../components/notify';
import { ADMIN_QUERY_KEY } from '../../lib/admin-session';
import { AdminBackLink } from '../../components/admin-back-link';
import { usePageMeta } from '../../components/use-page-meta';
import { AdminPageHeader } from '../../components/admin-blocks';
import { RecordHistoryButton } from '../../components/record-history';
import { LongTextField } from '../../components/admin-fields';
import { confirmAction } from '../../components/admin-confirm-action';
import { HeroOverrideNote, overriddenBy, useHeroOverride } from './hero-override-note';
import { SettingsSaveBar } from './settings-save-bar';
import {
  settingsResolver,
  toSettingsForm,
  type SettingsField,
  type SettingsForm,
} from './settings-form';
import { reloadPublicHome } from '../../lib/public-home-query';

const SETTINGS_PATH = '/settings';
const settingsKey = [...ADMIN_QUERY_KEY, SETTINGS_PATH];

/** The endpoint answers with the rows, ordered by setting_key. */
function rowsOf(body: unknown): SiteSetting[] {
  return Array.isArray(body) ? (body as SiteSetting[]) : [];
}

class DefaultsError extends Error {}

async function loadSettings(signal: AbortSignal): Promise<SiteSetting[]> {
  const rows = rowsOf(await adminRequest<unknown>(SETTINGS_PATH, { signal }));
  // The API inserts a default row for every setting before it answers: none means it could not.
  if (rows.length === 0) throw new DefaultsError('Failed to create default settings');
  return rows;
}

export function SettingsAdminPage() {
  usePageMeta(
    'Site Settings',
    'Site name, contact details, hero text, statistics and social links.',
  );
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => loadSettings(signal),
    retry: false,
  });

  useEffect(() => {
    if (!settings.isError) return;
    notifyError(
      'Error',
      settings.error instanceof DefaultsError ? settings.error.message : 'Failed to fetch settings',
    );
  }, [settings.isError, settings.error, settings.errorUpdatedAt]);

  return (
    <Stack gap="md" maw={960}>
      <AdminBackLink to="/admin" label="Back to Dashboard" />
      <AdminPageHeader
        title="Site Settings"
        description="These values appear across the public website."
      />
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
    </Stack>
  );
}

function SettingsEditor({ rows }: { rows: SiteSetting[] }) {
  const queryClient = useQueryClient();
  // The resolver needs the rows' descriptions; they only change when the page reloads.
  const rowsRef = useRef(rows);
  const form = useForm<SettingsForm, unknown, SettingsUpdate>({
    mode: 'onChange',
    resolver: (values, context, options) =>
      settingsResolver(rowsRef.current)(values, context, options),
    defaultValues: toSettingsForm(rows),
  });
  const { register, control, handleSubmit, formState, reset } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const hero = useHeroOverride();

  // Leaving with unsaved changes asks first (links inside the app; the browser asks on reload).
  useBlocker({
    shouldBlockFn: () =>
      !form.formState.isDirty
        ? false
        : new Promise<boolean>((resolve) =>
            confirmAction({
              title: 'Leave without saving?',
              message:
                'Your changes to the site settings have not been saved. Leave this page and lose them?',
              confirmLabel: 'Leave without saving',
              danger: true,
              onConfirm: () => resolve(false),
              onDismiss: () => resolve(true),
            }),
          ),
    enableBeforeUnload: () => form.formState.isDirty,
  });

  const onSubmit = async (body: SettingsUpdate) => {
    try {
      await adminRequest<unknown>(SETTINGS_PATH, { method: 'PUT', body });
      notifySuccess('Success', 'Settings saved successfully');
      reset(form.getValues());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKey }),
        // Site name, contact details and the band show on every public page.
        reloadPublicHome(),
      ]);
    } catch {
      notifyError('Error', 'Failed to save settings');
    }
  };

  const text = (
    name: SettingsField,
    label: string,
    extra: { type?: string; description?: string } = {},
  ) => <TextInput label={label} error={errors[name]?.message} {...extra} {...register(name)} />;

  const textarea = (name: SettingsField, label: string, minRows: number) => (
    <LongTextField form={form} name={name} label={label} rows={[minRows, 20]} />
  );

  const statistic = (name: SettingsField, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          value={field.value}
          onChange={field.onChange}
          {...controlProps(field, fieldState)}
        />
      )}
    />
  );

  // A restore changed the stored rows: show them, as freshly loaded.
  const onRestored = async () => {
    const restored = await queryClient.fetchQuery({
      queryKey: settingsKey,
      queryFn: ({ signal }) => loadSettings(signal),
      staleTime: 0,
    });
    rowsRef.current = restored;
    reset(toSettingsForm(restored));
    await reloadPublicHome();
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="lg">
        <Group justify="flex-end">
          <RecordHistoryButton
            path={SETTINGS_PATH}
            what="the settings"
            hasUnsavedChanges={() => form.formState.isDirty}
            onRestored={onRestored}
          />
        </Group>
        <Fieldset legend="Basic Information" variant="filled" bg="white">
          <Stack gap="md">
            {text('siteName', 'Site Name')}
            <LongTextField
              form={form}
              name="siteDescription"
              label="Site Description"
              rows={[3, 8]}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend="Contact Information" variant="filled" bg="white">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('contactEmail', 'Contact Email', { type: 'email' })}
              {text('contactPhone', 'Contact Phone (with country code)', { type: 'tel' })}
              {text('whatsappNumber', 'WhatsApp Number (with country code)', {
                type: 'tel',
                description: 'Blank hides the “Chat on WhatsApp” links on the site',
              })}
            </SimpleGrid>
            <LongTextField form={form} name="address" label="Address" rows={[2, 6]} />
          </Stack>
        </Fieldset>

        <Fieldset legend="Hero Section" variant="filled" bg="white">
          <Stack gap="md">
            {hero && <HeroOverrideNote override={hero} />}
            {text(
              'heroTitle',
              'Hero Title',
              hero?.title ? { description: overriddenBy(hero) } : {},
            )}
            <LongTextField
              form={form}
              name="heroSubtitle"
              label="Hero Subtitle"
              description={hero?.subtitle ? overriddenBy(hero) : undefined}
              rows={[2, 6]}
            />
            {text('heroButtonText', 'Button Text')}
          </Stack>
        </Fieldset>

        <Fieldset legend="Key Statistics" variant="filled" bg="white">
          <Text size="sm" c="dimmed" mb="sm">
            The four numbers of the “Spiritual Journey in Numbers” band on the home page.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {statistic('graduates', 'Total Graduates')}
            {statistic('countries', 'Countries with Students')}
            {statistic('programs', 'Spiritual Programs')}
            {statistic('currentStudents', 'Current Bhakti-vaibhava Students')}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Links" variant="filled" bg="white">
          {text('mainSiteUrl', 'Main Site URL', {
            type: 'url',
            description:
              'The institute’s main website. The header’s About link goes to its #about section; while blank it goes to this site’s own.',
          })}
        </Fieldset>

        <Fieldset legend="Social Media Links" variant="filled" bg="white">
          <Text size="sm" c="dimmed" mb="sm">
            Every filled link is shown in the footer of the public site.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('facebook', 'Facebook', { type: 'url' })}
            {text('twitter', 'Twitter', { type: 'url' })}
            {text('instagram', 'Instagram', { type: 'url' })}
            {text('youtube', 'YouTube', { type: 'url' })}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Privacy and Retention" variant="filled" bg="white">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              The personal data notice at /privacy and the consent texts of the enrolment form. Have
              them checked by your own adviser; each application keeps the texts it showed. In the
              notice a blank line starts a paragraph, “## ” a heading and “- ” a list item;
              {' {contact_email}, {site_name}, {declined_months} and {accepted_months} '}
              are filled in.
            </Text>
            {textarea('noticeEn', 'Notice (English)', 8)}
            {textarea('noticeMs', 'Notice (Bahasa Malaysia)', 8)}
            {textarea('consentNotice', 'Consent to the notice', 2)}
            {textarea(
              'consentSensitive',
              'Explicit consent to the spiritual background answers',
              2,
            )}
            {textarea('consentGuardian', 'Parent or guardian consent (applicants under 18)', 2)}
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {statistic('retentionDeclined', 'Keep declined applications (months)')}
              {statistic('retentionAccepted', 'Keep accepted applications (months)')}
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <SettingsSaveBar dirty={isDirty} saving={isSubmitting} error={errors.root?.message} />
      </Stack>
    </form>
  );
}
