import { useSyncExternalStore } from 'react';

/** The session token lives in localStorage under this key. */
export const TOKEN_STORAGE_KEY = 'token';

/** The role the server last gave the stored token, kept beside it and dropped whenever the token changes. */
const TOKEN_ROLE_STORAGE_KEY = 'token-role';

// The in-memory copy is what API calls read; localStorage keeps it across reloads and tabs.
let memoryToken: string | null = null;
const listeners = new Set<() => void>();
// Whether the last token went because the person signed out here (not because a session ended).
let signedOutHere = false;

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return memoryToken ?? readStoredToken();
}

/** The application's token setter: keeps memory and localStorage in step and tells subscribers. */
export function setToken(token: string | null): void {
  memoryToken = token;
  if (token !== null) signedOutHere = false;
  try {
    window.localStorage.removeItem(TOKEN_ROLE_STORAGE_KEY);
    if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // the in-memory copy still carries this session
  }
  notify();
}

export function clearToken(): void {
  setToken(null);
}

/**
 * Sign Out's end of the token: like `clearToken`, and remembered until the next sign-in, so the
 * guarded page being left does not ask the sign-in page to return to it (React may render that page
 * without a token before Sign Out's own navigation to / lands).
 */
export function signOutToken(): void {
  signedOutHere = true;
  setToken(null);
}

/** Whether the token went by Sign Out in this tab (`signOutToken`) and no sign-in followed. */
export function wasSignedOut(): boolean {
  return signedOutHere;
}

/**
 * Remembers the role the server gave `token` (the role check's answer), if it is still the stored
 * one. Only a hint for what to fetch early on the next visit (docs/decisions/react-in-production.md):
 * the pages still wait for the role check itself.
 */
export function rememberTokenRole(token: string, role: string): void {
  if (getToken() !== token) return;
  try {
    window.localStorage.setItem(TOKEN_ROLE_STORAGE_KEY, role);
  } catch {
    // no hint: the next visit waits for the role check, as it would anyway
  }
}

/** The role remembered for the stored token, or null (signed out, or not known yet). */
export function tokenRole(): string | null {
  if (getToken() === null) return null;
  try {
    return window.localStorage.getItem(TOKEN_ROLE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function onStorage(event: StorageEvent): void {
  if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
  memoryToken = event.newValue; // another tab signed in or out
  notify();
}

export function subscribeToken(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, re-rendering when it changes; `null` means signed out. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
