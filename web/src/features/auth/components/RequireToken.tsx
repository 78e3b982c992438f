import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useToken } from '../../../lib/token';

/** Guards a screen (or, without children, a group of child routes): no stored token means `/`. */
export function RequireToken({ children }: { children?: ReactNode }) {
  const token = useToken();
  if (token === null) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
