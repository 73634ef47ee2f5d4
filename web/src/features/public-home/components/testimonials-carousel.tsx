import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import type { Testimonial } from '@institute/core/testimonial/schema';
import { TestimonialCard } from './testimonial-card';

/** Loaded on demand: embla and its styles stay out of the first download. */
export default function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <Carousel
      // Two slides per row from md (62em) up, moved together so both stay whole and centred.
      emblaOptions={{
        loop: true,
        align: 'center',
        slidesToScroll: 1,
        breakpoints: { '(min-width: 62em)': { slidesToScroll: 2 } },
      }}
      slideSize={{ base: '100%', md: '50%' }}
      slideGap="lg"
      withControls
      controlsOffset="xs"
      controlSize={36}
      previousControlProps={{ 'aria-label': 'Previous testimonial' }}
      nextControlProps={{ 'aria-label': 'Next testimonial' }}
      aria-roledescription="carousel"
      aria-label="Testimonials"
      px={{ base: 36, md: 48 }}
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
