import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Section } from '@acp/shared';
import { withSection } from '@/lib/i18n/section-messages';
import { LandingPage } from '@/features/landing/components/landing-page';
import { AuthModalRoute } from './auth-modal-route';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';

/**
 * Lazy-loads one named export of a module as a route component; with a section, its catalogue
 * loads beside it (decision 016).
 */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K, section?: Section) {
  const page = async () => (await load())[name] as ComponentType;
  return lazy(async () => (section ? withSection(section, page()) : { default: await page() }));
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
  'legal',
);
const TermsPage = lazyNamed(
  () => import('@/features/legal/components/terms-page'),
  'TermsPage',
  'legal',
);
const RefundsPage = lazyNamed(
  () => import('@/features/legal/components/refunds-page'),
  'RefundsPage',
  'legal',
);
const ParentPayPage = lazyNamed(
  () => import('@/features/payment/components/parent-pay-page'),
  'ParentPayPage',
  'payment',
);
const ParentConsentPage = lazyNamed(
  () => import('@/features/consent/components/parent-consent-page'),
  'ParentConsentPage',
  'consent',
);
const WithdrawConsentPage = lazyNamed(
  () => import('@/features/consent/components/withdraw-consent-page'),
  'WithdrawConsentPage',
  'consent',
);
const ParentViewPage = lazyNamed(
  () => import('@/features/journey/components/parent-view-page'),
  'ParentViewPage',
  'results',
);
const CookiesPage = lazyNamed(
  () => import('@/features/legal/components/cookies-page'),
  'CookiesPage',
  'legal',
);
const CreditsPage = lazyNamed(
  () => import('@/features/legal/components/credits-page'),
  'CreditsPage',
);
const UnsubscribePage = lazyNamed(
  () => import('@/features/profile/components/unsubscribe-page'),
  'UnsubscribePage',
  'profile',
);
const ContactPage = lazyNamed(
  () => import('@/features/contact/components/contact-page'),
  'ContactPage',
  'contact',
);
const JourneyHubPage = lazyNamed(
  () => import('@/features/journey/components/journey-hub-page'),
  'JourneyHubPage',
  'journey',
);
const ProfilePage = lazyNamed(
  () => import('@/features/profile/components/profile-page'),
  'ProfilePage',
  'profile',
);
const JourneyGateRoute = lazyNamed(
  () => import('@/features/journey/components/journey-gate-route'),
  'JourneyGateRoute',
  'journey',
);
const PaidPlanRoute = lazyNamed(
  () => import('@/features/payment/components/paid-plan-route'),
  'PaidPlanRoute',
  'payment',
);
const Day1Page = lazyNamed(stepPages, 'Day1Page');
const Day2Page = lazyNamed(stepPages, 'Day2Page');
const Day3Page = lazyNamed(stepPages, 'Day3Page');
const Day1ResultPage = lazyNamed(
  () => import('@/features/journey/components/day1-result-page'),
  'Day1ResultPage',
  'results',
);
const Day2ResultPage = lazyNamed(
  () => import('@/features/journey/components/day2-result-page'),
  'Day2ResultPage',
  'results',
);
const BlueprintPage = lazyNamed(
  () => import('@/features/journey/components/blueprint-page'),
  'BlueprintPage',
  'results',
);
const DeepPage = lazyNamed(
  () => import('@/features/roadmap/components/deep-page'),
  'DeepPage',
  'results',
);

/** The routes of product.md §2; every page but the landing page loads on demand. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/user/signup',
        element: <AuthModalRoute which="signup" />,
        handle: { title: 'title.signUp', focusHeading: false },
      },
      {
        path: '/user/signin',
        element: <AuthModalRoute which="login" />,
        handle: { title: 'title.logIn', focusHeading: false },
      },
      {
        path: '/signup/:token',
        element: <FinishSignupPage />,
        handle: { title: 'title.finishSigningUp' },
      },
      {
        path: '/forget-password',
        element: <ForgotPasswordPage />,
        handle: { title: 'title.forgotYourPassword' },
      },
      {
        path: '/reset-password/:token',
        element: <ResetPasswordPage />,
        handle: { title: 'title.newPassword' },
      },
      { path: '/privacy', element: <PrivacyPage />, handle: { title: 'title.privacyPolicy' } },
      { path: '/terms', element: <TermsPage />, handle: { title: 'title.termsOfService' } },
      { path: '/refunds', element: <RefundsPage />, handle: { title: 'title.refundPolicy' } },
      {
        path: '/pay/:token',
        element: <ParentPayPage />,
        handle: { title: 'title.payForAFullReport' },
      },
      {
        path: '/consent/withdraw/:token',
        element: <WithdrawConsentPage />,
        handle: { title: 'title.withdrawConsent' },
      },
      {
        path: '/consent/:token',
        element: <ParentConsentPage />,
        handle: { title: 'title.aParentsConsent' },
      },
      {
        path: '/parent/:token',
        element: <ParentViewPage />,
        handle: { title: 'title.yourChildsCareerResults' },
      },
      { path: '/cookies', element: <CookiesPage />, handle: { title: 'title.cookies' } },
      { path: '/credits', element: <CreditsPage />, handle: { title: 'title.credits' } },
      {
        path: '/unsubscribe',
        element: <UnsubscribePage />,
        handle: { title: 'title.stopReminderEmails' },
      },
      {
        path: '/user',
        element: <ProtectedRoute />,
        children: [
          { index: true, element: <NotFoundPage />, handle: { title: 'title.pageNotFound' } },
          {
            path: 'contact',
            element: <ContactPage />,
            handle: { navbar: 'tinted', title: 'title.contact' },
          },
          { path: 'profile', element: <ProfilePage />, handle: { title: 'title.profile' } },
          { path: 'journey', element: <JourneyHubPage />, handle: { title: 'title.yourJourney' } },
          {
            // The journey's extra gates (product.md §2, §8); the paid actions live under the plan's layout.
            element: <JourneyGateRoute />,
            children: [
              { path: 'day1', element: <Day1Page />, handle: { title: 'title.step1' } },
              {
                path: 'day1home',
                element: <Day1ResultPage />,
                handle: { title: 'title.step1Result' },
              },
              { path: 'day2', element: <Day2Page />, handle: { title: 'title.step2' } },
              {
                path: 'day2home',
                element: <Day2ResultPage />,
                handle: { title: 'title.step2Result' },
              },
              { path: 'day3', element: <Day3Page />, handle: { title: 'title.step3' } },
              {
                element: <PaidPlanRoute />,
                children: [
                  {
                    path: 'day3home',
                    element: <BlueprintPage />,
                    handle: { title: 'title.yourCareerBlueprint' },
                  },
                  { path: 'deep', element: <DeepPage />, handle: { title: 'title.yourRoadmap' } },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: { title: 'title.pageNotFound' } },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
