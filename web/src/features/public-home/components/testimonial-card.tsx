import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import type { Testimonial } from '@institute/core/testimonial/schema';
import { initials } from '../lib/initials';
import { RatingStars } from './rating-stars';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} h="100%" component="figure" m={0}>
      <Stack gap="md" h="100%" justify="space-between">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <RatingStars rating={testimonial.rating} />
            <IconQuote size={32} aria-hidden="true" color="var(--mantine-color-saffron-3)" />
          </Group>
          <Text component="blockquote" m={0} size="md" style={{ whiteSpace: 'pre-line' }}>
            {testimonial.content}
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap" component="figcaption">
          <Avatar
            src={testimonial.image_url}
            alt=""
            radius="xl"
            color="saffron"
            imageProps={{ loading: 'lazy', decoding: 'async' }}
          >
            {initials(testimonial.name)}
          </Avatar>
          <div>
            <Text fw={700}>{testimonial.name}</Text>
            {testimonial.role && (
              <Text size="sm" c="dimmed">
                {testimonial.role}
              </Text>
            )}
          </div>
        </Group>
      </Stack>
    </Card>
  );
}
