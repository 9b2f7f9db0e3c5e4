import { CareerPathsBanner } from './career-paths-banner';
import { ClosingBanner } from './closing-banner';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyItWorksSection } from './why-it-works-section';

/** The landing page: its sections in the order of product.md §1 (the footer is the layout's). */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <WhyItWorksSection />
      <CareerPathsBanner />
      <TestimonialsSection />
      <PricingSection />
      <ClosingBanner />
    </>
  );
}
