import { IconQuote } from '@tabler/icons-react';
import type { Testimonial } from '@institute/core/testimonial/schema';
import ui from '../../../components/public-ui.module.css';
import { RecordAvatar } from './member-avatar';
import { RatingStars } from './rating-stars';
import testimonials from './testimonials.module.css';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={`${ui.card} ${testimonials.testimonial}`}>
      <div className={ui.stack} style={{ gap: 'var(--mantine-spacing-sm)' }}>
        <div className={testimonials.testimonialHead}>
          <RatingStars rating={testimonial.rating} />
          <IconQuote size={32} aria-hidden="true" color="var(--mantine-color-saffron-3)" />
        </div>
        <blockquote className={testimonials.quoteText}>{testimonial.content}</blockquote>
      </div>
      <figcaption className={testimonials.testimonialBy}>
        <RecordAvatar record={testimonial} size={38} />
        <div>
          <p className={ui.text} style={{ fontWeight: 700 }}>
            {testimonial.name}
          </p>
          {testimonial.role && (
            <p className={`${ui.text} ${ui.dimmed} ${ui.small}`}>{testimonial.role}</p>
          )}
        </div>
      </figcaption>
    </figure>
  );
}
