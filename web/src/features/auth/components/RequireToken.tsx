import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useToken } from '../../../lib/token';
import { loginStateFor } from '../login-state';

/**
 * Guards a screen (or, without children, a group of child routes): no stored token means `/`, which
 * is told the page that asked so the sign-in can return to it.
 */
export function RequireToken({ children }: { children?: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  if (token === null) return <Navigate to="/" replace state={loginStateFor(location)} />;
  return children ?? <Outlet />;
}
