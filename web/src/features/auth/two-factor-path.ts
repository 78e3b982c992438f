/** The two-factor sign-in page; the app opens it when the server says an administrator must turn it on first. */
export const TWO_FACTOR_PATH = '/security';

/** What a page that sends a person there says, in the router's location state. */
export interface TwoFactorState {
  /** The server requires two-factor sign-in of them before anything else (REQUIRE_ADMIN_TOTP). */
  required?: boolean;
}

/** Reads the location state defensively: it survives reloads and could hold anything. */
export const readTwoFactorRequired = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>).required === true;
