import type { ReactNode } from 'react';
import { Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the title, e.g. the logo. */
  children?: ReactNode;
}

/** The top band of the inner public pages: back link, title and a short introduction. */
export function PageHero({ title, subtitle, children }: PageHeroProps) {
  return (
    <Box bg="saffron.0" py={{ base: 40, md: 64 }}>
      <Container size="md">
        <Anchor
          component={Link}
          to="/"
          fw={600}
          display="inline-flex"
          style={{ alignItems: 'center', gap: 6 }}
          mb="lg"
        >
          <IconArrowLeft size={18} aria-hidden="true" />
          Back to Home
        </Anchor>
        <Stack gap="sm">
          {children}
          <Title order={1} fz={{ base: 32, md: 44 }}>
            {title}
          </Title>
          {subtitle && (
            <Text size="lg" c="dimmed" maw={680}>
              {subtitle}
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
