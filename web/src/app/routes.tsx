import type { RouteObject } from 'react-router-dom';
import { ChangePasswordPage, LoginPage, ProtectedPage, RegisterPage, RequireToken } from '../features/auth';
import { ErrorView } from './ErrorView';
import { lazyPage } from './lazy-page';
import { RootLayout } from './RootLayout';

// Fetched when first opened: the sign-in page carries neither the admin area nor the investor page.
const AdminPage = lazyPage(() => import('../features/admin/AdminPage').then((module) => module.AdminPage));
const InvestorSummaryPage = lazyPage(() =>
  import('../features/investor-summary/components/InvestorSummaryPage').then((module) => module.InvestorSummaryPage),
);

/** Spec section 2. Unknown paths reach the error view as "404 Not Found". */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorView />,
    children: [
      { path: '/', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/protected', element: <ProtectedPage /> },
      {
        element: <RequireToken />,
        children: [
          { path: '/investor', element: <InvestorSummaryPage /> },
          { path: '/investor/:investor_name', element: <InvestorSummaryPage /> },
          { path: '/admin', element: <AdminPage /> },
          { path: '/change-password', element: <ChangePasswordPage /> },
        ],
      },
    ],
  },
];
