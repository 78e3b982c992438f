import type { RouteObject } from 'react-router-dom';
import { AdminPage } from '../features/admin';
import { ByRole, ChangePasswordPage, LoginPage, ProtectedPage, RegisterPage, RequireAdmin, RequireToken } from '../features/auth';
import { InvestorSummaryPage } from '../features/investor-summary';
import { InvestorPickerPage } from '../features/navigation/InvestorPickerPage';
import { ErrorView } from './ErrorView';
import { RootLayout } from './RootLayout';

/**
 * Spec section 2. Unknown paths reach the error view as "404 Not Found". `/investor` is the
 * investor's own summary, or the investor picker for an admin; `/admin` is for admins only.
 */
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
          {
            path: '/investor',
            element: <ByRole title="Investment Summary" admin={<InvestorPickerPage />} investor={<InvestorSummaryPage />} />,
          },
          { path: '/investor/:investor_name', element: <InvestorSummaryPage /> },
          {
            path: '/admin',
            element: (
              <RequireAdmin>
                <AdminPage />
              </RequireAdmin>
            ),
          },
          { path: '/change-password', element: <ChangePasswordPage /> },
        ],
      },
    ],
  },
];
