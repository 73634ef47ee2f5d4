import { Anchor, Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { isMinor, type ConsentField } from '@institute/core/application/consent';
import { type ApplicationFormValues } from '@institute/core/application/schema';
import { DEFAULT_CONSENT_TEXTS } from '@institute/core/site-setting/privacy-defaults';
import { usePublicHome } from '../../../lib/public-home-query';
import { TextField } from './form-fields';

function ConsentCheckbox({
  name,
  label,
  description,
}: {
  name: Extract<ConsentField, 'consent_notice' | 'consent_sensitive' | 'guardian_consent'>;
  label: string;
  description?: React.ReactNode;
}) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<ApplicationFormValues, typeof name>({ name });
  return (
    <Checkbox
      name={name}
      ref={ref}
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      label={
        <>
          {label}
          {/* The mark every required field carries ("Fields marked with * are mandatory"). */}
          <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)' }}>
            {' *'}
          </span>
        </>
      }
      description={description}
      error={fieldState.error?.message}
      aria-required
      data-testid={`consent-${name}`}
    />
  );
}

/**
 * The last step's consent (PDPA): agreement to the notice, separate explicit consent for the
 * spiritual background answers, and a parent or guardian for an applicant under 18. The texts
 * are the settings' (what the stored consent record will quote).
 */
export function ConsentFields() {
  const { data } = usePublicHome();
  const texts = data?.settings.consent_texts ?? DEFAULT_CONSENT_TEXTS;
  const { control } = useFormContext<ApplicationFormValues>();
  const dateOfBirth = useWatch({ control, name: 'date_of_birth' });
  const minor = isMinor(dateOfBirth);

  return (
    <Fieldset legend="Your personal data" variant="filled" bg="white">
      <Stack gap="md">
        <Text size="sm">
          Please read our{' '}
          <Anchor href="/privacy" target="_blank" rel="noopener" underline="always">
            personal data notice (English and Bahasa Malaysia, opens in a new tab)
          </Anchor>{' '}
          before you submit. Your answers stay in this form while you read it.
        </Text>
        <ConsentCheckbox name="consent_notice" label={texts.notice} />
        <ConsentCheckbox name="consent_sensitive" label={texts.sensitive} />
        {minor && (
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              The applicant is under 18, so a parent or guardian must agree too.
            </Text>
            <TextField
              name="guardian_name"
              label="Parent or guardian's full name"
              required
              autoComplete="off"
            />
            <ConsentCheckbox name="guardian_consent" label={texts.guardian} />
          </Stack>
        )}
      </Stack>
    </Fieldset>
  );
}
