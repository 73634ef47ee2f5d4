import { lazy } from 'react';
import type { Testimonial } from '@institute/core/testimonial/schema';
import { CardSkeletons } from '../../../components/card-skeletons';
import { LazyListSection } from './lazy-list-section';
import classes from './home.module.css';

const loadCarousel = () => import('./testimonials-carousel');
const TestimonialsCarousel = lazy(loadCarousel);

function Loading() {
  return (
    <CardSkeletons
      count={4}
      label="Loading testimonials"
      columns={2}
      withAvatar
      testId="testimonials-loading"
    />
  );
}

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
      empty={testimonials.length === 0}
      emptyText="No testimonials available at the moment."
      skeleton={<Loading />}
    >
      <TestimonialsCarousel testimonials={testimonials} />
    </LazyListSection>
  );
}
