import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { Layout } from './layout/layout';
import { NotFoundPage } from '../shared/page/not-found-page';
import { PATHS } from '../shared/routes/routes';

// Feature pages load on demand; the layout's Suspense shows the delayed loading text meanwhile.
const HomePage = lazy(() => import('../features/home/pages/home-page').then((m) => ({ default: m.HomePage })));
const SignInPage = lazy(() => import('../features/auth/pages/sign-in-page').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import('../features/auth/pages/sign-up-page').then((m) => ({ default: m.SignUpPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const PricingPage = lazy(() => import('../features/payments/pages/pricing-page').then((m) => ({ default: m.PricingPage })));
const PaymentResultPage = lazy(() => import('../features/payments/pages/payment-result-page').then((m) => ({ default: m.PaymentResultPage })));
const RefundPolicyPage = lazy(() => import('../features/payments/pages/refund-policy-page').then((m) => ({ default: m.RefundPolicyPage })));
const UserPage = lazy(() => import('../features/user/pages/user-page').then((m) => ({ default: m.UserPage })));
const HistoryPage = lazy(() => import('../features/files/pages/history-page').then((m) => ({ default: m.HistoryPage })));
const InquiryPage = lazy(() => import('../features/inquiry/pages/inquiry-page').then((m) => ({ default: m.InquiryPage })));
const InquiryCompletePage = lazy(() => import('../features/inquiry/pages/inquiry-complete-page').then((m) => ({ default: m.InquiryCompletePage })));
const DocumentPage = lazy(() => import('../features/docs/pages/document-page').then((m) => ({ default: m.DocumentPage })));

/** Every route of spec section 2 inside the shared layout; static paths outrank `/:type`, anything else is 404. */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: PATHS.home, element: <HomePage /> },
      { path: PATHS.signIn, element: <SignInPage /> },
      { path: PATHS.signUp, element: <SignUpPage /> },
      { path: PATHS.resetPassword, element: <ResetPasswordPage /> },
      { path: PATHS.pricing, element: <PricingPage /> },
      { path: PATHS.paymentResult, element: <PaymentResultPage /> },
      { path: PATHS.refundPolicy, element: <RefundPolicyPage /> },
      { path: PATHS.user, element: <UserPage /> },
      { path: PATHS.history, element: <HistoryPage /> },
      { path: PATHS.inquiry, element: <InquiryPage /> },
      { path: PATHS.inquiryComplete, element: <InquiryCompletePage /> },
      { path: PATHS.terms, element: <DocumentPage type="terms" /> },
      { path: PATHS.privacy, element: <DocumentPage type="privacy" /> },
      { path: PATHS.document, element: <DocumentPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route tree; mounted inside a BrowserRouter (main.tsx) or a MemoryRouter (tests). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
