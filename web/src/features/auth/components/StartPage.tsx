import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '../../../components/ui';
import { getToken, useToken } from '../../../lib/token';
import { useRole, type Role } from '../api/use-admin-level';
import { readLoginState } from '../login-state';
import { LoginPage } from './LoginPage';

/** Each role's own page: an investor's summary; the back office (its Investors table) for an administrator or an auditor. */
export function ownPagePath(role: Exclude<Role, 'pending'>): string {
  return role === 'investor' ? '/investor' : '/admin';
}

/** Waits for the role, then opens its own page in place of `/`. */
function ToOwnPage() {
  const role = useRole();
  if (role === 'pending') return <Loading label="Opening your page..." />;
  return <Navigate to={ownPagePath(role)} replace />;
}

/**
 * Route `/`: the sign-in form, or for someone who arrives here signed in (a bookmark, the brand's
 * address typed again) their own page. Decided once, on arrival: signing in on this page goes where
 * the sign-in sends it, and an ended session (sent here with its notice, the token not yet gone)
 * shows the form and why.
 */
export function StartPage() {
  const { notice } = readLoginState(useLocation().state);
  const [arrivedSignedIn] = useState(() => getToken() !== null && notice === null);
  // A token the server no longer takes is dropped by the role check's 401 (lib/api): the form then.
  const signedIn = useToken() !== null;
  return arrivedSignedIn && signedIn ? <ToOwnPage /> : <LoginPage />;
}
