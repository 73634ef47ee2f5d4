import { lazy, Suspense, useEffect } from 'react';
import { Box, Container, Text } from '@mantine/core';
import type { Testimonial } from '@institute/core/testimonial/schema';
import { CardSkeletons } from '../../../components/card-skeletons';
import { SectionHeading } from '../../../components/section-heading';
import classes from './home.module.css';

const loadCarousel = () => import('./testimonials-carousel');
const TestimonialsCarousel = lazy(loadCarousel);

function Loading() {
  return (
    <CardSkeletons
      count={4}
      label="Loading testimonials"
      cols={{ base: 1, md: 2 }}
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
    <Box
      component="section"
      id="testimonials"
      aria-labelledby="testimonials-title"
      className={classes.band}
      py={{ base: 64, md: 96 }}
    >
      <Container size="lg">
        <SectionHeading
          id="testimonials-title"
          eyebrow="In their words"
          title="Student Testimonials"
          description="What students say about learning with us."
        />
        {loading ? (
          <Loading />
        ) : testimonials.length === 0 ? (
          <Text ta="center" c="dimmed" size="lg">
            No testimonials available at the moment.
          </Text>
        ) : (
          <Suspense fallback={<Loading />}>
            <TestimonialsCarousel testimonials={testimonials} />
          </Suspense>
        )}
      </Container>
    </Box>
  );
}
