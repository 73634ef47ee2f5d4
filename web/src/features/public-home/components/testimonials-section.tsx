import { lazy, Suspense, useEffect } from 'react';
import type { Testimonial } from '@institute/core/testimonial/schema';
import { CardSkeletons } from '../../../components/card-skeletons';
import { SectionHeading } from '../../../components/section-heading';
import ui from '../../../components/public-ui.module.css';
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
  // Fetched while the list itself loads, so the carousel does not wait for a second round trip.
  useEffect(() => {
    void loadCarousel();
  }, []);

  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className={`${classes.band} ${ui.section}`}
    >
      <div className={ui.container}>
        <SectionHeading
          id="testimonials-title"
          eyebrow="In their words"
          title="Student Testimonials"
          description="What students say about learning with us."
        />
        {loading ? (
          <Loading />
        ) : testimonials.length === 0 ? (
          <p className={ui.emptyList}>No testimonials available at the moment.</p>
        ) : (
          <Suspense fallback={<Loading />}>
            <TestimonialsCarousel testimonials={testimonials} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
