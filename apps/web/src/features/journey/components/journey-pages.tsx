import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholders for the journey screens; the questionnaires arrive with the journey issue. */
export const Day1Page = () => (
  <PlaceholderPage title="Step 01 - DECODE YOUR INNER OPERATING SYSTEM" />
);
export const Day1HomePage = () => <PlaceholderPage title="Step 1 Result" />;
export const Day2Page = () => <PlaceholderPage title="Step 02 - DECODE YOUR EMOTIONAL BLUEPRINT" />;
export const Day2HomePage = () => <PlaceholderPage title="YOUR EMOTIONAL MAP" />;
export const Day3Page = () => (
  <PlaceholderPage title="Step 03 - DISCOVER YOUR ALIGNED CAREER PATH" />
);
export const Day3HomePage = () => <PlaceholderPage title="WELCOME TO YOUR CAREER BLUEPRINT" />;
export const DeepPage = () => <PlaceholderPage title="Your Deep Career Roadmap" />;
