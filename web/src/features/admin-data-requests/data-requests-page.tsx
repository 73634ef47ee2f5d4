import { useState } from 'react';
import { Button, Group, Paper, TextInput } from '@mantine/core';
import {
  DATA_REQUEST_DEADLINE_DAYS,
  dataRequestFindSchema,
} from '@institute/core/data-request/schema';
import { useCanWrite } from '../../lib/admin-access';
import { ReadOnlyNote } from '../../components/admin-read-only';
import { AdminPage } from '../../components/admin-page';
import { usePageMeta } from '../../components/use-page-meta';
import { formatInstituteDay } from '@institute/core/calendar/format';
import { addDays, instituteDayOf } from '@institute/core/calendar/institute-day';
import { FoundApplications } from './found-applications';
import { RequestLog } from './request-log';
import { normalisedEmail } from '@institute/core/contact/email';
import { useSchemaForm } from '../../lib/use-schema-form';

/** Access, correction and erasure requests under the PDPA, and the log with its 21-day deadline. */
export function DataRequestsPage() {
  usePageMeta('Data Requests', 'Personal data requests: find, export, erase, and the request log.');
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useSchemaForm(dataRequestFindSchema, { email: '', received_on: '' });
  const receivedOn = watch('received_on');
  const [searched, setSearched] = useState('');

  // Finding, exporting, erasing and logging are all writes to the API (they are logged): a role
  // that may only read the applications sees the request log alone.
  const canWrite = useCanWrite('applications');
  const received = receivedOn || undefined;
  // The day typed, read back in words with the day the answer is due (the API checks it too).
  const today = instituteDayOf(new Date());
  const receivedError = errors.received_on?.message;
  const dueBy = (day: string) =>
    `Answer by ${formatInstituteDay(addDays(day, DATA_REQUEST_DEADLINE_DAYS))}`;
  const receivedWords = receivedError
    ? undefined
    : receivedOn
      ? `${formatInstituteDay(receivedOn)}. ${dueBy(receivedOn)}`
      : `Empty: today. ${dueBy(today)}`;

  const onSearch = handleSubmit(({ email }) => setSearched(normalisedEmail(email)));

  return (
    <AdminPage
      width={1100}
      gap="lg"
      title="Data Requests"
      description="Applicants may ask for a copy of their data, a correction or erasure. Answer within 21 days of receiving the request. Corrections are made on the application's page."
    >
      {!canWrite && <ReadOnlyNote what="data requests" />}

      {canWrite && (
        <Paper
          withBorder
          p="md"
          component="form"
          onSubmit={(event) => void onSearch(event)}
          noValidate
          aria-label="Find by e-mail"
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Applicant's e-mail address"
              type="email"
              {...register('email')}
              error={errors.email?.message}
              // Above the field, as the day's words are: the row stays lined up at its bottoms.
              inputWrapperOrder={['label', 'error', 'input']}
              w={{ base: '100%', sm: 320 }}
              required
            />
            <TextInput
              label="Request received on"
              type="date"
              {...register('received_on')}
              max={today}
              description={receivedWords}
              error={receivedError}
              // Above the field like the words it replaces, so the row's fields and button stay
              // lined up at their bottoms.
              inputWrapperOrder={['label', 'description', 'error', 'input']}
              w={{ base: '100%', sm: 300 }}
            />
            <Button type="submit">Find</Button>
          </Group>
        </Paper>
      )}

      {canWrite && searched && <FoundApplications email={searched} receivedOn={received} />}

      <RequestLog />
    </AdminPage>
  );
}
