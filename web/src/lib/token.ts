import { useSyncExternalStore } from 'react';

/** The session token lives in localStorage under this key. */
export const TOKEN_STORAGE_KEY = 'token';

// The in-memory copy is what API calls read; localStorage keeps it across reloads and tabs.
let memoryToken: string | null = null;
const listeners = new Set<() => void>();

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
  try {
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
