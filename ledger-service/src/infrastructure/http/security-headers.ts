import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import type { Context, Middleware } from 'koa';

/**
 * The security headers of every answer (the web app, its assets, the API, errors), set by helmet
 * before anything else runs so that no answer goes out without them.
 *
 * Content-Security-Policy: everything from our own origin only; no inline or foreign script, no
 * plugins, no <base>, forms post only to us, and no page may frame the app (clickjacking).
 * Images may also be `data:` URLs (the page icon in index.html is one; QR codes may come as such).
 * Styles: see `cspNonce`.
 *
 * HSTS (and `upgrade-insecure-requests`) only when TRUST_PROXY says TLS ends in the proxy in front
 * of us: a plain http://localhost or LAN deployment must keep working, and a browser that once saw
 * HSTS would refuse plain HTTP to that host for a year.
 */

/**
 * styled-components injects its CSS into <style> elements it creates at run time; under a bare
 * `style-src 'self'` Chromium refuses them all and the built app does not even render (checked).
 * Instead of allowing every inline style ('unsafe-inline'), each answer gets a fresh random nonce:
 * the CSP allows styles carrying it, and the web app's index.html is served with
 * `<meta property="csp-nonce" nonce="...">`, from which styled-components reads the nonce it puts
 * on its <style> elements. A <style> injected by anyone else lacks the nonce and is refused.
 */
const nonces = new WeakMap<ServerResponse, string>();

/** The CSP nonce of this answer's styles (set before anything else runs). */
export const cspNonce = (ctx: Pick<Context, 'res'>): string => {
  const nonce = nonces.get(ctx.res);
  if (nonce === undefined) throw new Error('securityHeaders did not run before cspNonce');
  return nonce;
};

/** index.html with the answer's nonce for styled-components, first thing in <head>. */
export const withCspNonce = (html: string, nonce: string): string =>
  html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<meta property="csp-nonce" nonce="${nonce}" />`);

const styleNonce = (_req: IncomingMessage, res: ServerResponse): string => `'nonce-${nonces.get(res) ?? ''}'`;

/**
 * Powerful browser features the portal never uses, denied to it and to anything it might embed. Only
 * names Chromium knows: an unknown one ('bluetooth') logs an error in the console of every page.
 */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export const permissionsPolicy = deniedFeatures.map((feature) => `${feature}=()`).join(', ');

export const hstsMaxAgeSeconds = 31_536_000;

type Directive = string | typeof styleNonce;

export const contentSecurityPolicyDirectives = (behindTlsProxy: boolean): Record<string, Directive[]> => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", styleNonce],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  ...(behindTlsProxy ? { 'upgrade-insecure-requests': [] } : {}),
});

/** Stands for the nonce while the headers are worked out: no base64 nonce can contain it. */
const nonceSlot = '{nonce}';

/**
 * The headers helmet sets, worked out once: helmet runs on a stand-in answer whose style nonce is a
 * slot, filled with each answer's own nonce. Running helmet on every answer cost about 30-60 us of
 * CPU each, a tenth of a kept report's time (docs/security.md, HTTP).
 */
const headersOf = (options: Readonly<HelmetOptions>): [string, string][] => {
  const answer = new ServerResponse(new IncomingMessage(new Socket()));
  nonces.set(answer, nonceSlot);
  let failed: unknown = 'helmet did not answer at once';
  helmet(options)(answer.req, answer, (error?: unknown) => {
    failed = error;
  });
  if (failed !== undefined) throw new Error(`security headers: ${String(failed)}`);
  return Object.entries(answer.getHeaders()).map(([name, value]) => [name, String(value)]);
};

/** What helmet is asked for. */
export const helmetOptions = (behindTlsProxy: boolean): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(behindTlsProxy) },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: behindTlsProxy ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: true } : false,
  xFrameOptions: { action: 'deny' },
});

export const securityHeaders = (options: { trustProxy?: boolean } = {}): Middleware => {
  const headers = headersOf(helmetOptions(options.trustProxy ?? false));
  const fixed = headers.filter(([name]) => name !== 'content-security-policy');
  const policy = headers.find(([name]) => name === 'content-security-policy')?.[1].split(nonceSlot);
  if (policy?.length !== 2) throw new Error('security headers: the Content-Security-Policy has no place for the nonce');
  const [beforeNonce, afterNonce] = policy as [string, string];
  return async (ctx, next) => {
    const nonce = randomBytes(16).toString('base64');
    nonces.set(ctx.res, nonce);
    for (const [name, value] of fixed) ctx.set(name, value);
    ctx.set('Content-Security-Policy', `${beforeNonce}${nonce}${afterNonce}`);
    ctx.set('Permissions-Policy', permissionsPolicy);
    await next();
  };
};
