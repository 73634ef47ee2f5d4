import { IconStar, IconStarFilled } from '@tabler/icons-react';
import testimonials from './testimonials.module.css';

/** The rating as filled stars out of 5; out-of-range values are clamped. */
export function RatingStars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={`Rated ${filled} out of 5`} className={testimonials.stars}>
      {Array.from({ length: 5 }, (_, index) =>
        index < filled ? (
          <IconStarFilled key={index} size={18} aria-hidden="true" data-star="filled" />
        ) : (
          <IconStar key={index} size={18} aria-hidden="true" data-star="empty" />
        ),
      )}
    </span>
  );
}
