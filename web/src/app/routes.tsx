import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ByRole, RegisterPage, RequireBackOffice, RequireToken, StartPage, TWO_FACTOR_PATH } from '../features/auth';
import { ErrorView } from './ErrorView';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import { ViewAsBanner } from './ViewAsBanner';

/** The back office's statements: the admin action that issues and lists them. */
const ISSUE_STATEMENTS_PATH = '/admin?action=issue-statements';
/** The back office's payment details: every investor's, in an admin action. */
const PAYMENT_DETAILS_ACTION_PATH = '/admin?action=payment-details';

// Fetched when first opened: the sign-in page carries neither the admin area, the investor page, the
// picker nor the pages a signed-in person opens now and then (docs/decisions/react-in-production.md).
const AdminPage = lazyPage(() => import('../features/admin/AdminPage').then((module) => module.AdminPage));
const InvestorSummaryPage = lazyPage(() =>
  import('../features/investor-summary/components/InvestorSummaryPage').then((module) => module.InvestorSummaryPage),
);
const InvestorPickerPage = lazyPage(() => import('../features/navigation/InvestorPickerPage').then((module) => module.InvestorPickerPage));
const TwoFactorPage = lazyPage(() => import('../features/auth/components/TwoFactorPage').then((module) => module.TwoFactorPage));
const ChangePasswordPage = lazyPage(() =>
  import('../features/auth/components/ChangePasswordPage').then((module) => module.ChangePasswordPage),
);
const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/components/ForgotPasswordPage').then((module) => module.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/components/ResetPasswordPage').then((module) => module.ResetPasswordPage),
);
const ProtectedPage = lazyPage(() => import('../features/auth/components/ProtectedPage').then((module) => module.ProtectedPage));
const StatementsPage = lazyPage(() => import('../features/statements/components/StatementsPage').then((module) => module.StatementsPage));
const PaymentDetailsPage = lazyPage(() =>
  import('../features/payment-details/components/PaymentDetailsPage').then((module) => module.PaymentDetailsPage),
);

/** A page of the investor's own whose back-office side is an admin action: an admin or an auditor is sent there. */
const investorsOwn = (title: string, page: ReactNode, backOffice: string) => (
  <ByRole title={title} admin={<Navigate to={backOffice} replace />} auditor={<Navigate to={backOffice} replace />} investor={page} />
);

/**
 * A signed-in person opening `/investor` (an investor's own page, by far the most opened) or
 * `/admin` gets that screen's code fetched at start, beside the role check, instead of after it:
 * one round trip less before the figures on a phone (docs/decisions/investor-page-first-load.md).
 */
export function preloadScreen(pathname: string, signedIn: boolean): void {
  if (!signedIn) return;
  if (pathname === '/investor' || pathname.startsWith('/investor/')) InvestorSummaryPage.preload();
  else if (pathname === '/admin') AdminPage.preload();
}

/**
 * `/` signs in, or sends someone already signed in to their own page. An unknown path is a page
 * that says so and who is signed in. `/investor` is the investor's own summary,
 * or the investor picker for an admin or an auditor; `/statements` the investor's statements (the back
 * office's are an admin action); `/admin` and another investor's page are for
 * admins and auditors (read-only for auditors, docs/security.md) only.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorView />,
    children: [
      { path: '/', element: <StartPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot_password', element: <ForgotPasswordPage /> },
      { path: '/reset_password', element: <ResetPasswordPage /> },
      { path: '/protected', element: <ProtectedPage /> },
      {
        element: <RequireToken />,
        children: [
          {
            path: '/investor',
            element: (
              <ByRole
                title="Investment Summary"
                admin={<InvestorPickerPage />}
                auditor={<InvestorPickerPage />}
                investor={<InvestorSummaryPage />}
              />
            ),
          },
          {
            // An administrator or an auditor sees whose page it is, and the way back.
            path: '/investor/:investor_name',
            element: (
              <ByRole
                title="Investment Summary"
                admin={<InvestorSummaryPage banner={<ViewAsBanner />} />}
                auditor={<InvestorSummaryPage banner={<ViewAsBanner />} />}
                investor={<InvestorSummaryPage />}
              />
            ),
          },
          {
            path: '/admin',
            element: (
              <RequireBackOffice>
                <AdminPage />
              </RequireBackOffice>
            ),
          },
          // The back office issues and reads every investor's statements in its own action.
          { path: '/statements', element: investorsOwn('Statements', <StatementsPage />, ISSUE_STATEMENTS_PATH) },
          // An investor's own payment details; the back office sets and reviews every investor's in its own action.
          { path: '/payment-details', element: investorsOwn('Payment Details', <PaymentDetailsPage />, PAYMENT_DETAILS_ACTION_PATH) },
          { path: '/change-password', element: <ChangePasswordPage /> },
          { path: TWO_FACTOR_PATH, element: <TwoFactorPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
