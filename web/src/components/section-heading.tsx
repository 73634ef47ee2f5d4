import { Stack, Text, Title } from '@mantine/core';

interface SectionHeadingProps {
  id?: string;
  title: string;
  eyebrow?: string;
  description?: string;
}

export function SectionHeading({ id, title, eyebrow, description }: SectionHeadingProps) {
  return (
    <Stack gap={6} align="center" ta="center" mb={40}>
      {eyebrow && (
        <Text tt="uppercase" fw={700} fz="xs" c="saffron.8" style={{ letterSpacing: '0.12em' }}>
          {eyebrow}
        </Text>
      )}
      <Title order={2} id={id} fz={{ base: 28, md: 36 }}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" maw={640}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
