import { lazy, Suspense } from 'react';
import type { Testimonial } from '@institute/core/testimonial/schema';
import { CardSkeletons } from '../../../components/card-skeletons';
import { SectionHeading } from '../../../components/section-heading';
import { useNearViewport } from '../hooks/use-near-viewport';
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
  // Rendered, and its code fetched, only once the section nears the screen.
  const { ref, near } = useNearViewport<HTMLElement>(loadCarousel);

  return (
    <section
      ref={ref}
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
        {loading || !near ? (
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
