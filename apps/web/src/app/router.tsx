import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LandingPage } from '@/features/landing/components/landing-page';
import { AuthModalRoute } from './auth-modal-route';
import { NotFoundPage } from './not-found-page';
import { ProtectedRoute } from './protected-route';
import { RootLayout } from './root-layout';

/** Lazy-loads one named export of a module as a route component. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const journey = () => import('@/features/journey/components/journey-pages');

const ForgotPasswordPage = lazyNamed(
  () => import('@/features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('@/features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
const PrivacyPage = lazyNamed(
  () => import('@/features/legal/components/privacy-page'),
  'PrivacyPage',
);
const TermsPage = lazyNamed(() => import('@/features/legal/components/terms-page'), 'TermsPage');
const CookiesPage = lazyNamed(
  () => import('@/features/legal/components/cookies-page'),
  'CookiesPage',
);
const CreditsPage = lazyNamed(
  () => import('@/features/legal/components/credits-page'),
  'CreditsPage',
);
const ContactPage = lazyNamed(
  () => import('@/features/contact/components/contact-page'),
  'ContactPage',
);
const ProfilePage = lazyNamed(
  () => import('@/features/profile/components/profile-page'),
  'ProfilePage',
);
const Day1Page = lazyNamed(journey, 'Day1Page');
const Day1HomePage = lazyNamed(journey, 'Day1HomePage');
const Day2Page = lazyNamed(journey, 'Day2Page');
const Day2HomePage = lazyNamed(journey, 'Day2HomePage');
const Day3Page = lazyNamed(journey, 'Day3Page');
const Day3HomePage = lazyNamed(journey, 'Day3HomePage');
const DeepPage = lazyNamed(journey, 'DeepPage');

/** The routes of spec §2; every page but the landing page loads on demand. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/user/signup', element: <AuthModalRoute which="signup" /> },
      { path: '/user/signin', element: <AuthModalRoute which="login" /> },
      { path: '/forget-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/cookies', element: <CookiesPage /> },
      { path: '/credits', element: <CreditsPage /> },
      {
        path: '/user',
        element: <ProtectedRoute />,
        children: [
          { index: true, element: <NotFoundPage /> },
          { path: 'contact', element: <ContactPage />, handle: { navbar: 'tinted' } },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'day1', element: <Day1Page /> },
          { path: 'day1home', element: <Day1HomePage /> },
          { path: 'day2', element: <Day2Page /> },
          { path: 'day2home', element: <Day2HomePage /> },
          { path: 'day3', element: <Day3Page /> },
          { path: 'day3home', element: <Day3HomePage /> },
          { path: 'deep', element: <DeepPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
