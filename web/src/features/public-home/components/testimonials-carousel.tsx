import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import type { Testimonial } from '@institute/core/testimonial/schema';
import { TestimonialCard } from './testimonial-card';
import classes from './home.module.css';

/** Loaded on demand: embla and its styles stay out of the first download. */
export default function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <Carousel
      // Two slides per row from sm (48em, 768 px: the course and team grids' breakpoint) up,
      // moved together so both stay whole and centred.
      emblaOptions={{
        loop: true,
        align: 'center',
        slidesToScroll: 1,
        breakpoints: { '(min-width: 48em)': { slidesToScroll: 2 } },
      }}
      slideSize={{ base: '100%', sm: '50%' }}
      slideGap="lg"
      withControls
      // The arrows sit in the side padding, clear of the cards.
      controlsOffset={0}
      controlSize={36}
      previousControlProps={{ 'aria-label': 'Previous testimonial' }}
      nextControlProps={{ 'aria-label': 'Next testimonial' }}
      aria-roledescription="carousel"
      aria-label="Testimonials"
      px={{ base: 42, sm: 48 }}
    >
      {testimonials.map((testimonial, index) => (
        <Carousel.Slide
          key={testimonial.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${testimonials.length}`}
        >
          {/* A few pixels of room keep the card's border and shadow clear of the clipping edge. */}
          <div className={classes.slideInner}>
            <TestimonialCard testimonial={testimonial} />
          </div>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
