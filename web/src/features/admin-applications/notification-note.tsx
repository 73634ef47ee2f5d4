import { Alert, Text } from '@mantine/core';
import { notificationProblems } from '@institute/core/application/display';
import type { ApplicationRecord } from '@institute/core/application/schema';

/** A note on an application whose new-application e-mails could not be sent; nothing otherwise. */
export function NotificationNote({ record }: { record: Pick<ApplicationRecord, 'notifications'> }) {
  const problems = notificationProblems(record);
  if (problems.length === 0) return null;
  return (
    <Alert color="red" title="E-mail not sent">
      {problems.map((problem) => (
        <Text size="sm" key={problem}>
          {problem}
        </Text>
      ))}
    </Alert>
  );
}
