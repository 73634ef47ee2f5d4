import type { ReactNode } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import type { ApplicationRecord } from '@institute/core/application/record';
import { InstituteTime } from '../../components/institute-time';
import { AdminPanel } from '../../components/admin-blocks';

/** What the applicant agreed to, word for word as the form showed it (PDPA consent record). */
export function ConsentPanel({ record }: { record: Pick<ApplicationRecord, 'consent'> }) {
  const consent = record.consent;
  return (
    <AdminPanel title="Consent record">
      {consent ? (
        <Stack gap="xs">
          <Text size="sm">
            Given <InstituteTime at={consent.given_at} /> · notice version{' '}
            <Text span ff="monospace" size="sm">
              {consent.notice_version}
            </Text>
          </Text>
          <AgreedText label="Agreed to the notice:">{consent.notice_text}</AgreedText>
          <AgreedText label="Explicit consent to the spiritual background answers:">
            {consent.sensitive_text}
          </AgreedText>
          {consent.guardian && (
            <AgreedText label={`Parent or guardian (${consent.guardian.name}) consented:`}>
              {consent.guardian.consent_text}
            </AgreedText>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No consent record: this application was made before the form asked for consent.
        </Text>
      )}
    </AdminPanel>
  );
}

/** A text the applicant agreed to, quoted as the form showed it, under what it was for. */
function AgreedText({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        component="blockquote"
        m={0}
        pl="sm"
        style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}
      >
        {children}
      </Text>
    </>
  );
}

/** Shown on an application whose personal fields were cleared (retention or erasure). */
export function AnonymisedNote({ record }: { record: Pick<ApplicationRecord, 'anonymised_at'> }) {
  if (!record.anonymised_at) return null;
  return (
    <Alert color="gray" title="Personal data erased">
      The applicant&apos;s personal details were cleared <InstituteTime at={record.anonymised_at} />
      . Only the course, country, status and dates are kept, for the statistics, and they can no
      longer be changed.
    </Alert>
  );
}
