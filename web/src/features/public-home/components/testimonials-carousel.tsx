import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import type { Testimonial } from '../../../components/public-home-types';
import { TestimonialCard } from './testimonial-card';

/** Loaded on demand: embla and its styles stay out of the first download. */
export default function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <Carousel
      emblaOptions={{ loop: true, align: 'center' }}
      slideSize={{ base: '100%', md: '50%' }}
      slideGap="lg"
      withControls
      controlsOffset="xs"
      controlSize={36}
      previousControlProps={{ 'aria-label': 'Previous testimonial' }}
      nextControlProps={{ 'aria-label': 'Next testimonial' }}
      aria-roledescription="carousel"
      aria-label="Student testimonials"
      px={{ base: 0, md: 48 }}
    >
      {testimonials.map((testimonial, index) => (
        <Carousel.Slide
          key={testimonial.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${testimonials.length}`}
        >
          <TestimonialCard testimonial={testimonial} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
