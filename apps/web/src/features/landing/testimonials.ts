/** One sample testimonial of product.md §3. */
export interface Testimonial {
  /** A small avatar shipped with the app (public/testimonials). */
  image: string;
  name: string;
  title: string;
  company: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
}

/** The five fixed samples shown on the landing page. */
export const testimonials: readonly Testimonial[] = [
  {
    image: '/testimonials/priya-sharma.svg',
    name: 'Priya Sharma',
    title: 'B.Com student',
    company: 'Delhi University',
    rating: 5,
    text: 'I was stuck between CA and marketing. The emotional map showed me why numbers alone never excited me. I finally picked a path I am proud of.',
  },
  {
    image: '/testimonials/rahul-mehta.svg',
    name: 'Rahul Mehta',
    title: 'Junior developer',
    company: 'Pune',
    rating: 5,
    text: 'The blueprint matched how I actually work, not just my marks. The skill plan gave me a clear first month instead of a vague “learn to code”.',
  },
  {
    image: '/testimonials/ananya-iyer.svg',
    name: 'Ananya Iyer',
    title: 'Class 12 student',
    company: 'Chennai',
    rating: 4,
    text: 'Three short steps, and my parents and I finally had something concrete to talk about. The top three careers felt surprisingly like me.',
  },
  {
    image: '/testimonials/karan-singh.svg',
    name: 'Karan Singh',
    title: 'Career switcher',
    company: 'Operations analyst',
    rating: 5,
    text: 'After four years in a job I did not love, the roadmap broke my switch into stages I could actually follow alongside work.',
  },
  {
    image: '/testimonials/sneha-reddy.svg',
    name: 'Sneha Reddy',
    title: 'Design graduate',
    company: 'Hyderabad',
    rating: 4,
    text: 'It put words to strengths I had never noticed in myself. Reading the inner-strength insights felt like being understood.',
  },
];
