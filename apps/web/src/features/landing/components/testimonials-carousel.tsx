import { FormattedMessage, useIntl } from 'react-intl';
import { useId, useState } from 'react';
import { focusRing } from '@/components/button-styles';
import { ChevronLeftIcon, ChevronRightIcon, StarIcon } from '@/components/icons';
import { useIsMobile } from '@/lib/use-media-query';
import type { Testimonial } from '../testimonials';

/** product.md §9: three testimonials per page on desktop, one on mobile. */
export const DESKTOP_PAGE_SIZE = 3;
export const MOBILE_PAGE_SIZE = 1;

interface TestimonialsCarouselProps {
  testimonials: readonly Testimonial[];
  /** Overrides the breakpoint-driven page size (tests, or a narrow column). */
  pageSize?: number;
}

const arrowButton = `grid size-11 place-items-center rounded-full bg-white text-xl text-slate-700 shadow-sm ring-1 ring-slate-900/10 transition hover:bg-indigo-50 hover:text-indigo-700 ${focusRing}`;

/** Pages of testimonials with previous / next buttons that wrap around, announced politely. */
export function TestimonialsCarousel({ testimonials, pageSize }: TestimonialsCarouselProps) {
  const isMobile = useIsMobile();
  const size = pageSize ?? (isMobile ? MOBILE_PAGE_SIZE : DESKTOP_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(testimonials.length / size));
  const [requestedPage, setPage] = useState(0);
  // A resize can shrink the page count; stay on a page that exists.
  const page = Math.min(requestedPage, pageCount - 1);
  const shown = testimonials.slice(page * size, page * size + size);
  const statusId = useId();

  const go = (step: number) => setPage((page + step + pageCount) % pageCount);
  const intl = useIntl();

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: 'landing.stories.carousel' })}
    >
      <ul className="flex flex-col gap-6 md:flex-row md:justify-center" aria-describedby={statusId}>
        {shown.map((testimonial) => (
          <li
            key={testimonial.name}
            className={`flex ${size === 1 ? 'mx-auto w-full max-w-xl' : 'md:w-[calc((100%-3rem)/3)]'}`}
          >
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex items-center justify-center gap-5">
        <button
          type="button"
          className={arrowButton}
          aria-label={intl.formatMessage({ id: 'landing.stories.previous' })}
          onClick={() => go(-1)}
        >
          <ChevronLeftIcon />
        </button>
        <p
          id={statusId}
          aria-live="polite"
          className="min-w-28 text-center text-sm font-medium text-slate-600"
        >
          <FormattedMessage
            id="landing.stories.page"
            values={{ page: page + 1, count: pageCount }}
          />
        </p>
        <button
          type="button"
          className={arrowButton}
          aria-label={intl.formatMessage({ id: 'landing.stories.next' })}
          onClick={() => go(1)}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { image, name, title, company, rating, text } = testimonial;
  const intl = useIntl();
  return (
    <figure className="flex w-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5">
      <div
        role="img"
        aria-label={intl.formatMessage({ id: 'landing.stories.rating' }, { rating })}
        className="flex gap-1 text-amber-500"
      >
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon key={star} className={star <= rating ? '' : 'text-slate-200'} />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
        <p>
          “<FormattedMessage id={text} />”
        </p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <img
          src={image}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-12 rounded-full"
        />
        <span>
          {/* A person's name stays as they write it, in either language. */}
          <span translate="no" className="block font-semibold text-slate-900">
            {name}
          </span>
          <span className="block text-sm text-slate-600">
            <FormattedMessage id={title} />, <FormattedMessage id={company} />
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
