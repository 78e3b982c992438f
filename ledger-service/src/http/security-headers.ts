import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/**
 * The security headers of every answer (the web app, its assets, the API, errors), set by helmet
 * before anything else runs so that no answer goes out without them.
 *
 * Content-Security-Policy: everything from our own origin only; no inline or foreign script, no
 * plugins, no <base>, forms post only to us, and no page may frame the app (clickjacking).
 * Images may also be `data:` URLs (the page icon in index.html is one; QR codes may come as such).
 * Styles: see `styleSources`.
 *
 * HSTS (and `upgrade-insecure-requests`) only when TRUST_PROXY says TLS ends in the proxy in front
 * of us: a plain http://localhost or LAN deployment must keep working, and a browser that once saw
 * HSTS would refuse plain HTTP to that host for a year.
 */

/**
 * styled-components injects its CSS into <style> elements it creates at run time. Checked in
 * Chromium against the built app: without 'unsafe-inline' every such element is refused and the app
 * shows unstyled. Inline script stays forbidden, which is what stops injected markup from running.
 */
export const styleSources = ["'self'", "'unsafe-inline'"];

/** Powerful browser features the portal never uses, denied to it and to anything it might embed. */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'bluetooth',
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

export const contentSecurityPolicyDirectives = (behindTlsProxy: boolean): Record<string, string[]> => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': styleSources,
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  ...(behindTlsProxy ? { 'upgrade-insecure-requests': [] } : {}),
});

export const securityHeaders = (options: { trustProxy?: boolean } = {}): Middleware => {
  const behindTlsProxy = options.trustProxy ?? false;
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(behindTlsProxy) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: behindTlsProxy ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  return async (ctx, next) => {
    ctx.set('Permissions-Policy', permissionsPolicy);
    await headers(ctx, next);
  };
};
