import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useToken, wasSignedOut } from '../../../lib/token';
import { loginStateFor } from '../login-state';

/**
 * Guards a screen (or, without children, a group of child routes): no stored token means `/`, which
 * is told the page that asked so the sign-in can return to it, unless the person signed out (the
 * next sign-in then lands where it always does).
 */
export function RequireToken({ children }: { children?: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  if (token === null) return <Navigate to="/" replace state={wasSignedOut() ? null : loginStateFor(location)} />;
  return children ?? <Outlet />;
}
