import { FormattedMessage } from 'react-intl';
import { testimonials } from '../testimonials';
import { SectionHeading } from './section-heading';
import { TestimonialsCarousel } from './testimonials-carousel';

/** Testimonials: the five samples in a carousel. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-white py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow={<FormattedMessage id="landing.stories.eyebrow" />}
          title={<FormattedMessage id="landing.stories.title" />}
        />
        <div className="mt-12">
          <TestimonialsCarousel testimonials={testimonials} />
        </div>
      </div>
    </section>
  );
}
