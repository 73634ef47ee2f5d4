import { useEffect } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { PublicLayout } from './public-layout';
import { usePageMeta } from './use-page-meta';

export function NotFoundPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  usePageMeta('Page not found', 'The page you were looking for does not exist.');

  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <PublicLayout>
      <Container size="sm" py={96}>
        <Stack align="center" gap="md" ta="center">
          <Text fz={64} fw={700} c="saffron.8" ff="heading" aria-hidden="true" lh={1}>
            404
          </Text>
          <Title order={1}>Page not found</Title>
          <Text c="dimmed">The page you were looking for does not exist or has moved.</Text>
          <Button component={Link} to="/" size="md">
            Back to Home
          </Button>
        </Stack>
      </Container>
    </PublicLayout>
  );
}
