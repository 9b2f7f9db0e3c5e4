import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LandingPage } from '@/features/landing/components/landing-page';
import { AuthModalRoute } from './auth-modal-route';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';

/** Lazy-loads one named export of a module as a route component. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// The guard loads with the first protected page: it asks the server for the session's user.
const ProtectedRoute = lazyNamed(() => import('./protected-route'), 'ProtectedRoute');

const stepPages = () => import('@/features/journey/components/step-pages');

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
const UnsubscribePage = lazyNamed(
  () => import('@/features/profile/components/unsubscribe-page'),
  'UnsubscribePage',
);
const ContactPage = lazyNamed(
  () => import('@/features/contact/components/contact-page'),
  'ContactPage',
);
const ProfilePage = lazyNamed(
  () => import('@/features/profile/components/profile-page'),
  'ProfilePage',
);
const JourneyGateRoute = lazyNamed(
  () => import('@/features/journey/components/journey-gate-route'),
  'JourneyGateRoute',
);
const PaidPlanRoute = lazyNamed(
  () => import('@/features/payment/components/paid-plan-route'),
  'PaidPlanRoute',
);
const Day1Page = lazyNamed(stepPages, 'Day1Page');
const Day2Page = lazyNamed(stepPages, 'Day2Page');
const Day3Page = lazyNamed(stepPages, 'Day3Page');
const Day1ResultPage = lazyNamed(
  () => import('@/features/journey/components/day1-result-page'),
  'Day1ResultPage',
);
const Day2ResultPage = lazyNamed(
  () => import('@/features/journey/components/day2-result-page'),
  'Day2ResultPage',
);
const BlueprintPage = lazyNamed(
  () => import('@/features/journey/components/blueprint-page'),
  'BlueprintPage',
);
const DeepPage = lazyNamed(() => import('@/features/roadmap/components/deep-page'), 'DeepPage');

/** The routes of product.md §2; every page but the landing page loads on demand. */
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
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      {
        path: '/user',
        element: <ProtectedRoute />,
        children: [
          { index: true, element: <NotFoundPage /> },
          { path: 'contact', element: <ContactPage />, handle: { navbar: 'tinted' } },
          { path: 'profile', element: <ProfilePage /> },
          {
            // The journey's extra gates (product.md §2, §8); the paid actions live under the plan's layout.
            element: <JourneyGateRoute />,
            children: [
              { path: 'day1', element: <Day1Page /> },
              { path: 'day1home', element: <Day1ResultPage /> },
              { path: 'day2', element: <Day2Page /> },
              { path: 'day2home', element: <Day2ResultPage /> },
              { path: 'day3', element: <Day3Page /> },
              {
                element: <PaidPlanRoute />,
                children: [
                  { path: 'day3home', element: <BlueprintPage /> },
                  { path: 'deep', element: <DeepPage /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
