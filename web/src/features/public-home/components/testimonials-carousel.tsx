import { useRef } from 'react';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { Testimonial } from '@institute/core/testimonial/schema';
import { TestimonialCard } from './testimonial-card';
import carousel from './testimonials.module.css';

/**
 * The testimonials in a row the browser scrolls and snaps (a finger swipes it), one to a view on
 * phones and two from 48em. Previous and Next move a view at a time and loop: Next on the last
 * view goes back to the first, Previous on the first to the last.
 */
export default function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const viewport = useRef<HTMLDivElement>(null);

  const move = (direction: 1 | -1) => {
    const element = viewport.current;
    if (!element) return;
    const end = element.scrollWidth - element.clientWidth;
    // A few pixels' slack: snapping can stop just short of either end.
    const atEnd = element.scrollLeft >= end - 4;
    const atStart = element.scrollLeft <= 4;
    const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
    let left = element.scrollLeft + direction * (element.clientWidth + gap);
    if (direction === 1 && atEnd) left = 0;
    if (direction === -1 && atStart) left = end;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Testimonials"
      className={carousel.carousel}
    >
      {/* The cards come first, then the arrows: the keyboard meets them in the order a phone
          shows them (arrows under the cards); from 48em the arrows stand at either side. */}
      <div
        ref={viewport}
        className={carousel.carouselViewport}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        data-testid="carousel-viewport"
      >
        {testimonials.map((testimonial, index) => (
          <div
            key={testimonial.id}
            className={carousel.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${testimonials.length}`}
          >
            {/* A few pixels of room keep the card's border and shadow clear of the clipping edge. */}
            <div className={carousel.slideInner}>
              <TestimonialCard testimonial={testimonial} />
            </div>
          </div>
        ))}
      </div>
      <button
        type="button"
        className={`${carousel.carouselControl} ${carousel.carouselPrevious}`}
        aria-label="Previous testimonial"
        onClick={() => move(-1)}
      >
        <IconChevronLeft size={18} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${carousel.carouselControl} ${carousel.carouselNext}`}
        aria-label="Next testimonial"
        onClick={() => move(1)}
      >
        <IconChevronRight size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
