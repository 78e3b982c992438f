import { describe, expect, it, vi } from 'vitest';
import { clearToken, getToken, rememberTokenRole, setToken, subscribeToken, tokenRole, TOKEN_STORAGE_KEY } from './token';

describe('token storage', () => {
  it('keeps the token in memory and in localStorage under "token"', () => {
    setToken('abc');
    expect(getToken()).toBe('abc');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(TOKEN_STORAGE_KEY).toBe('token');
  });

  it('reads a token stored by an earlier visit', () => {
    window.localStorage.setItem('token', 'from-last-visit');
    expect(getToken()).toBe('from-last-visit');
  });

  it('forgets the token everywhere and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);
    setToken('abc');
    clearToken();
    unsubscribe();

    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows sign-in and sign-out in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);
    setToken('mine');
    window.localStorage.removeItem('token'); // what the other tab's sign-out did to shared storage
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    unsubscribe();

    expect(listener).toHaveBeenCalledTimes(2);
    expect(getToken()).toBeNull();
  });

  it('remembers the role of the stored token across visits, and forgets it with the token', () => {
    setToken('ann');
    expect(tokenRole()).toBeNull();
    rememberTokenRole('ann', 'investor');
    expect(tokenRole()).toBe('investor');

    setToken('bob'); // another sign-in: whatever Ann's token was does not stand for Bob's
    expect(tokenRole()).toBeNull();
    rememberTokenRole('ann', 'investor'); // a late answer about the token before
    expect(tokenRole()).toBeNull();

    rememberTokenRole('bob', 'admin');
    clearToken();
    expect(tokenRole()).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });
});
