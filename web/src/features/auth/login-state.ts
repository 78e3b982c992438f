/**
 * What the sign-in page is told when a signed-in page sends a person there: the page to go back to
 * afterwards, and why they were sent (an ended session), carried in the router's location state.
 */
export interface LoginState {
  /** Path, query and hash of the page that asked for a sign-in. */
  from?: string;
  /** Said on the sign-in page (the server's word for an ended session). */
  notice?: string;
}

/** Said when the server ended a session without words of its own. */
export const SESSION_ENDED_NOTICE = 'Your session has ended. Please sign in again.';

/** Where to land after signing in when no page asked. */
export const DEFAULT_LANDING = '/investor';

interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

export function loginStateFor({ pathname, search, hash }: PathParts, notice?: string): LoginState {
  const state: LoginState = {};
  if (pathname !== '/') state.from = `${pathname}${search}${hash}`;
  if (notice !== undefined) state.notice = notice;
  return state;
}

/** Only a path of this app: never another origin (`//host`, `https:`), never the sign-in page itself. */
const isOwnPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && path !== '/';

/** Reads the location state defensively: it survives reloads and could hold anything. */
export function readLoginState(state: unknown): { from: string | null; notice: string | null } {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return {
    from: isOwnPath(record.from) ? record.from : null,
    notice: typeof record.notice === 'string' && record.notice !== '' ? record.notice : null,
  };
}
