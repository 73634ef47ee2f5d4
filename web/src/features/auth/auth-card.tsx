import type { ReactNode } from 'react';
import { Anchor, Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SiteLogo } from '../../components/site-logo';
import { SITE } from '../../components/site-defaults';
import '../../components/form-styles';

interface AuthCardProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Links under the card (sign up, back home, …). */
  footer?: ReactNode;
}

/** The frame of the sign-in pages: logo home, heading, a card with the form, links below. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Box
      component="main"
      id="main-content"
      mih="100dvh"
      bg="saffron.0"
      py={{ base: 32, sm: 64 }}
      px="md"
    >
      <Container size={440} p={0}>
        <Stack align="center" gap={8} mb="lg">
          <Anchor component={Link} to="/" aria-label={`${SITE.name}: home`} lh={0}>
            <SiteLogo size={56} />
          </Anchor>
          <Title order={1} ta="center" fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed" ta="center">
            {description}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }}>
          {children}
        </Paper>
        {footer ? (
          <Stack gap={6} mt="lg" align="center" ta="center">
            {footer}
          </Stack>
        ) : null}
      </Container>
    </Box>
  );
}
