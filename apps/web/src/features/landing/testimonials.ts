import type { MessageId } from '@acp/shared';

/** One sample testimonial of product.md §3. */
export interface Testimonial {
  /** A small avatar shipped with the app (public/testimonials). */
  image: string;
  name: string;
  /** Messages of the catalogue (decision 016): what they do, where, and what they said. */
  title: MessageId;
  company: MessageId;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  text: MessageId;
}

/** The five fixed samples shown on the landing page. */
export const testimonials: readonly Testimonial[] = [
  {
    image: '/testimonials/priya-sharma.svg',
    name: 'Priya Sharma',
    title: 'landing.stories.priya.title',
    company: 'landing.stories.priya.company',
    rating: 5,
    text: 'landing.stories.priya.text',
  },
  {
    image: '/testimonials/rahul-mehta.svg',
    name: 'Rahul Mehta',
    title: 'landing.stories.rahul.title',
    company: 'landing.stories.rahul.company',
    rating: 5,
    text: 'landing.stories.rahul.text',
  },
  {
    image: '/testimonials/ananya-iyer.svg',
    name: 'Ananya Iyer',
    title: 'landing.stories.ananya.title',
    company: 'landing.stories.ananya.company',
    rating: 4,
    text: 'landing.stories.ananya.text',
  },
  {
    image: '/testimonials/karan-singh.svg',
    name: 'Karan Singh',
    title: 'landing.stories.karan.title',
    company: 'landing.stories.karan.company',
    rating: 5,
    text: 'landing.stories.karan.text',
  },
  {
    image: '/testimonials/sneha-reddy.svg',
    name: 'Sneha Reddy',
    title: 'landing.stories.sneha.title',
    company: 'landing.stories.sneha.company',
    rating: 4,
    text: 'landing.stories.sneha.text',
  },
];
