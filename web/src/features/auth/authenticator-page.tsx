import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import {
  confirmAuthenticatorSetup,
  startAuthenticatorSetup,
  useAuth,
  type AuthenticatorSetup,
} from '../../lib/auth';
import { errorMessage, notifySuccess } from '../../components/notify';
import { SITE } from '../../components/site-defaults';
import { usePageMeta } from '../../components/use-page-meta';
import { AuthenticatorCodeForm } from './authenticator-code-form';
import { FormFailure } from './form-parts';
import { QrCode } from './qr-code';
import { TurnOffAuthenticatorForm } from './turn-off-authenticator-form';
import { authenticatorStatusQuery } from './api/authenticator-status';

/** The secret in groups of four, easier to copy by eye. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Sign-in security for the signed-in account: turning an authenticator app (TOTP) on or off.
 * Talks to Cognito only, so it works even while the API refuses a super admin without it.
 */
export function AuthenticatorPage({ required = false }: { required?: boolean }) {
  usePageMeta('Security', 'Two-step sign-in with an authenticator app.');
  const status = useQuery(authenticatorStatusQuery());

  return (
    <Stack gap="lg" maw={640}>
      {required ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertCircle aria-hidden="true" />}
          title="Authenticator app required"
        >
          Super admins must turn on an authenticator app (TOTP) for their account before using the
          admin area.
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Title order={2} fz="lg">
                Authenticator app
              </Title>
              <Text size="sm" c="dimmed">
                A second step at sign-in: a 6-digit code from an authenticator app on your phone or
                computer, such as Google Authenticator, Microsoft Authenticator or 1Password.
              </Text>
            </div>
            {status.data ? (
              <Badge
                color={status.data.enabled ? 'green' : 'gray'}
                // Dot badges keep the text dark: the light variant's green fails contrast.
                variant="dot"
                style={{ flexShrink: 0 }}
              >
                {status.data.enabled ? 'On' : 'Off'}
              </Badge>
            ) : null}
          </Group>
          {status.isPending ? (
            <Skeleton height={36} aria-label="Loading" />
          ) : status.isError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title="Could not read your sign-in settings"
            >
              {errorMessage(status.error)}{' '}
              <Anchor component="button" type="button" onClick={() => void status.refetch()}>
                Try again
              </Anchor>
            </Alert>
          ) : status.data.enabled ? (
            <AuthenticatorOn />
          ) : (
            <AuthenticatorSetUp />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function AuthenticatorOn() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        <IconShieldCheck size={20} color="var(--mantine-color-green-8)" aria-hidden="true" />
        <Text>Every sign-in to this account asks for a code from your authenticator app.</Text>
      </Group>
      {confirming ? (
        <TurnOffAuthenticatorForm
          onDone={async () => {
            notifySuccess(
              'Authenticator app turned off',
              'Sign-in now asks for your password only.',
            );
            setConfirming(false);
            await queryClient.invalidateQueries({ queryKey: authenticatorStatusQuery().queryKey });
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <Group>
          <Button variant="default" onClick={() => setConfirming(true)}>
            Turn off authenticator app
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function AuthenticatorSetUp() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<AuthenticatorSetup>();
  const start = useMutation({
    mutationFn: () => startAuthenticatorSetup(SITE.name, auth.user?.email ?? ''),
    onSuccess: setSetup,
  });

  if (!setup) {
    // The failure stays beside the button, and goes when it is pressed again (not a toast that
    // could outlive a try that worked).
    return (
      <Stack gap="sm">
        <FormFailure
          title="Could not start the set-up"
          failure={start.isError ? errorMessage(start.error) : undefined}
        />
        <Group>
          <Button onClick={() => start.mutate()} disabled={start.isPending}>
            {start.isPending ? 'Starting...' : 'Set up authenticator app'}
          </Button>
        </Group>
      </Stack>
    );
  }

  const onCode = async (code: string) => {
    await confirmAuthenticatorSetup(code);
    notifySuccess(
      'Authenticator app turned on',
      'From now on, sign-in asks for a code from the app.',
    );
    await queryClient.invalidateQueries({ queryKey: authenticatorStatusQuery().queryKey });
  };

  return (
    <Stack gap="md">
      <List type="ordered" spacing="xs" size="sm">
        <List.Item>Open your authenticator app and add an account.</List.Item>
        {/* Right on any device: a phone cannot scan its own screen, a computer may have no app. */}
        <List.Item>
          Scan this QR code with the app, or type the set-up key below. If the app is on this
          device, you can instead{' '}
          <Anchor href={setup.uri} inherit underline="always">
            open this set-up in the app
          </Anchor>
          .
        </List.Item>
        <List.Item>Enter the 6-digit code the app then shows.</List.Item>
      </List>
      <Group align="center" gap="lg">
        <QrCode value={setup.uri} label="QR code for your authenticator app" />
        <Stack gap={6} miw={0} style={{ flex: '1 1 200px' }}>
          <Text size="sm" fw={600} id="authenticator-key-label">
            Set-up key
          </Text>
          <Code
            block
            aria-labelledby="authenticator-key-label"
            data-testid="authenticator-secret"
            style={{ whiteSpace: 'pre-wrap' }}
          >
            {grouped(setup.secret)}
          </Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button variant="default" size="xs" onClick={copy} w="fit-content">
                {copied ? 'Key copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Group>
      <AuthenticatorCodeForm
        onCode={onCode}
        submitLabel="Turn on"
        busyLabel="Checking..."
        description="The code changes every 30 seconds."
      />
    </Stack>
  );
}
