import { Alert, Button, Text } from '@mantine/core';
import { notificationProblems } from '@institute/core/application/display';
import type { ApplicationRecord } from '@institute/core/application/record';

/**
 * A note on an application whose new-application e-mails could not be sent, with a button that
 * sends the failed ones again; nothing otherwise.
 */
export function NotificationNote({
  record,
  onResend,
  resending = false,
}: {
  record: Pick<ApplicationRecord, 'notifications'>;
  onResend?: () => void;
  resending?: boolean;
}) {
  const problems = notificationProblems(record);
  if (problems.length === 0) return null;
  return (
    <Alert color="red" title="E-mail not sent">
      {problems.map((problem) => (
        <Text size="sm" key={problem}>
          {problem}
        </Text>
      ))}
      {onResend && (
        <Button
          mt="sm"
          size="xs"
          variant="light"
          color="red"
          loading={resending}
          onClick={onResend}
        >
          Send again
        </Button>
      )}
    </Alert>
  );
}
