import { lazy } from 'react';
import type { Testimonial } from '@institute/core/testimonial/schema';
import { LazyListSection } from './lazy-list-section';
import { TestimonialsPlaceholder } from './list-placeholders';
import classes from './home.module.css';

const loadCarousel = () => import('./testimonials-carousel');
const TestimonialsCarousel = lazy(loadCarousel);

interface TestimonialsSectionProps {
  testimonials: Testimonial[];
  loading: boolean;
}

export function TestimonialsSection({ testimonials, loading }: TestimonialsSectionProps) {
  return (
    <LazyListSection
      id="testimonials"
      className={classes.band}
      eyebrow="In their words"
      title="Student Testimonials"
      description="What students say about learning with us."
      load={loadCarousel}
      loading={loading}
      items={testimonials}
      emptyText="No testimonials available at the moment."
      skeleton={(shown) => <TestimonialsPlaceholder testimonials={shown} />}
    >
      <TestimonialsCarousel testimonials={testimonials} />
    </LazyListSection>
  );
}
