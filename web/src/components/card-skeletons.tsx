import { Card, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { SimpleGridProps } from '@mantine/core';

interface CardSkeletonsProps {
  count: number;
  /** Read by screen readers while the placeholders show, e.g. "Loading courses". */
  label: string;
  cols?: SimpleGridProps['cols'];
  withAvatar?: boolean;
  withImage?: boolean;
  testId?: string;
}

/** Placeholder cards shown while a list loads. */
export function CardSkeletons({
  count,
  label,
  cols = { base: 1, sm: 2, md: 3 },
  withAvatar = false,
  withImage = false,
  testId,
}: CardSkeletonsProps) {
  return (
    <div aria-busy="true" data-testid={testId}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <SimpleGrid cols={cols} spacing="lg">
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} withBorder padding="lg" radius="md" data-skeleton="">
            {withImage && (
              <Card.Section mb="md">
                <Skeleton height={140} radius={0} />
              </Card.Section>
            )}
            {withAvatar ? (
              <Group gap="md" mb="md" wrap="nowrap">
                <Skeleton height={64} circle />
                <Stack gap={8} style={{ flex: 1 }}>
                  <Skeleton height={14} width="70%" />
                  <Skeleton height={10} width="50%" />
                </Stack>
              </Group>
            ) : (
              <Skeleton height={18} width="70%" mb="md" />
            )}
            <Stack gap={8}>
              <Skeleton height={10} />
              <Skeleton height={10} />
              <Skeleton height={10} width="80%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
