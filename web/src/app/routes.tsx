import type { RouteObject } from 'react-router-dom';
import { AdminPage } from '../features/admin';
import { ChangePasswordPage, LoginPage, ProtectedPage, RegisterPage, RequireToken } from '../features/auth';
import { InvestorSummaryPage } from '../features/investor-summary';
import { ErrorView } from './ErrorView';
import { RootLayout } from './RootLayout';

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
