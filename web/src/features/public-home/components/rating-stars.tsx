import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/** The rating as filled stars out of 5; out-of-range values are clamped. */
export function RatingStars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <Group gap={2} role="img" aria-label={`Rated ${filled} out of 5`} c="saffron.7">
      {Array.from({ length: 5 }, (_, index) =>
        index < filled ? (
          <IconStarFilled key={index} size={18} aria-hidden="true" data-star="filled" />
        ) : (
          <IconStar key={index} size={18} aria-hidden="true" data-star="empty" />
        ),
      )}
    </Group>
  );
}
