import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ParameterizedContext } from 'koa';

/** How long a browser stays known to an account after its last sign-in there. */
export const deviceCookieLifetimeMs = 180 * 24 * 60 * 60_000;

/** What a sign-in asks of the browser it came from. */
export interface DeviceCookie {
  /** The id of the browser's valid device cookie for this account (its throttle key), or null. */
  idFor(account: string): string | null;
  /** Gives the browser a new device cookie for this account, after it signed in to it. */
  issueFor(account: string): void;
}

/**
 * Device cookies (OWASP, "Slow brute-force attacks with device cookies"): a browser that has signed
 * in to an account gets a cookie that lets it past the account's own ceiling of failed sign-ins
 * (sign-in-throttle.ts, `loginAccount`), so attackers failing from many addresses lock out strangers,
 * not the owner's browser. It still takes the per-(account, address) and per-address slots, and a
 * cookie's own failures are counted (`loginDevice`, 5 per 15 minutes): past them it is no cookie.
 *
 * The cookie is `<id>.<expiry ms>.<HMAC-SHA256 of account key, id and expiry>`, under a key derived
 * from the JWT secret (HKDF): it cannot be forged, and one account's cookie is worth nothing for
 * another (its name is per account too, so a browser keeps one for each account it signs in to). It
 * is HttpOnly, SameSite=Strict, sent only to `/auth/login`, kept 180 days, and Secure when TLS ends
 * in front of the server (TRUST_PROXY). A new sign-in replaces it with a new id.
 */
export const deviceCookies = (jwtSecret: string, options: { secure: boolean; now?: () => number }) => {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'investor-portal device cookie', 32));
  const now = options.now ?? Date.now;
  const mac = (...parts: string[]) => createHmac('sha256', key).update(parts.join('\n')).digest('base64url');
  const nameFor = (account: string) => `device-${mac('name', account).slice(0, 16)}`;

  return (cookies: ParameterizedContext['cookies']): DeviceCookie => ({
    idFor: (account) => {
      const [id, expires, tag, ...rest] = (cookies.get(nameFor(account)) ?? '').split('.');
      if (!id || !expires || !tag || rest.length > 0 || !/^\d{1,15}$/.test(expires) || Number(expires) <= now()) return null;
      const expected = Buffer.from(mac('cookie', account, id, expires));
      const given = Buffer.from(tag);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
    issueFor: (account) => {
      const id = randomBytes(16).toString('base64url');
      const expires = String(now() + deviceCookieLifetimeMs);
      // TRUST_PROXY says TLS ends at the proxy, whether or not it sends X-Forwarded-Proto (without
      // which the cookies library would refuse a Secure cookie on the proxy's plain connection).
      if (options.secure) cookies.secure = true;
      cookies.set(nameFor(account), `${id}.${expires}.${mac('cookie', account, id, expires)}`, {
        path: '/auth/login',
        maxAge: deviceCookieLifetimeMs,
        httpOnly: true,
        sameSite: 'strict',
        secure: options.secure,
        overwrite: true,
      });
    },
  });
};

export type DeviceCookies = ReturnType<typeof deviceCookies>;
