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
const FinishSignupPage = lazyNamed(
  () => import('@/features/auth/components/finish-signup-page'),
  'FinishSignupPage',
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
const RefundsPage = lazyNamed(
  () => import('@/features/legal/components/refunds-page'),
  'RefundsPage',
);
const ParentPayPage = lazyNamed(
  () => import('@/features/payment/components/parent-pay-page'),
  'ParentPayPage',
);
const ParentConsentPage = lazyNamed(
  () => import('@/features/consent/components/parent-consent-page'),
  'ParentConsentPage',
);
const WithdrawConsentPage = lazyNamed(
  () => import('@/features/consent/components/withdraw-consent-page'),
  'WithdrawConsentPage',
);
const ParentViewPage = lazyNamed(
  () => import('@/features/journey/components/parent-view-page'),
  'ParentViewPage',
);
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
const JourneyHubPage = lazyNamed(
  () => import('@/features/journey/components/journey-hub-page'),
  'JourneyHubPage',
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
      {
        path: '/user/signup',
        element: <AuthModalRoute which="signup" />,
        handle: { title: 'Sign up', focusHeading: false },
      },
      {
        path: '/user/signin',
        element: <AuthModalRoute which="login" />,
        handle: { title: 'Log in', focusHeading: false },
      },
      {
        path: '/signup/:token',
        element: <FinishSignupPage />,
        handle: { title: 'Finish signing up' },
      },
      {
        path: '/forget-password',
        element: <ForgotPasswordPage />,
        handle: { title: 'Forgot your password' },
      },
      {
        path: '/reset-password/:token',
        element: <ResetPasswordPage />,
        handle: { title: 'New password' },
      },
      { path: '/privacy', element: <PrivacyPage />, handle: { title: 'Privacy Policy' } },
      { path: '/terms', element: <TermsPage />, handle: { title: 'Terms of Service' } },
      { path: '/refunds', element: <RefundsPage />, handle: { title: 'Refund Policy' } },
      {
        path: '/pay/:token',
        element: <ParentPayPage />,
        handle: { title: 'Pay for a full report' },
      },
      {
        path: '/consent/withdraw/:token',
        element: <WithdrawConsentPage />,
        handle: { title: 'Withdraw consent' },
      },
      {
        path: '/consent/:token',
        element: <ParentConsentPage />,
        handle: { title: "A parent's consent" },
      },
      {
        path: '/parent/:token',
        element: <ParentViewPage />,
        handle: { title: "Your child's career results" },
      },
      { path: '/cookies', element: <CookiesPage />, handle: { title: 'Cookies' } },
      { path: '/credits', element: <CreditsPage />, handle: { title: 'Credits' } },
      {
        path: '/unsubscribe',
        element: <UnsubscribePage />,
        handle: { title: 'Stop reminder emails' },
      },
      {
        path: '/user',
        element: <ProtectedRoute />,
        children: [
          { index: true, element: <NotFoundPage />, handle: { title: 'Page not found' } },
          {
            path: 'contact',
            element: <ContactPage />,
            handle: { navbar: 'tinted', title: 'Contact' },
          },
          { path: 'profile', element: <ProfilePage />, handle: { title: 'Profile' } },
          { path: 'journey', element: <JourneyHubPage />, handle: { title: 'Your journey' } },
          {
            // The journey's extra gates (product.md §2, §8); the paid actions live under the plan's layout.
            element: <JourneyGateRoute />,
            children: [
              { path: 'day1', element: <Day1Page />, handle: { title: 'Step 1' } },
              {
                path: 'day1home',
                element: <Day1ResultPage />,
                handle: { title: 'Step 1 result' },
              },
              { path: 'day2', element: <Day2Page />, handle: { title: 'Step 2' } },
              {
                path: 'day2home',
                element: <Day2ResultPage />,
                handle: { title: 'Step 2 result' },
              },
              { path: 'day3', element: <Day3Page />, handle: { title: 'Step 3' } },
              {
                element: <PaidPlanRoute />,
                children: [
                  {
                    path: 'day3home',
                    element: <BlueprintPage />,
                    handle: { title: 'Your career blueprint' },
                  },
                  { path: 'deep', element: <DeepPage />, handle: { title: 'Your roadmap' } },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
