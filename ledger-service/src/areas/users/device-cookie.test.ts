import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../infrastructure/http/context';
import { deviceCookieLifetimeMs, deviceCookies } from './device-cookie';

type SetOptions = Parameters<AppContext['cookies']['set']>[2];

/** A browser's cookie jar as the cookies library shows it to the server (only what device-cookie.ts uses). */
const jar = () => {
  const values = new Map<string, string>();
  const options = new Map<string, SetOptions>();
  const cookies = {
    secure: false,
    get: (name: string) => values.get(name),
    set: (name: string, value?: string | null, set?: SetOptions) => {
      values.set(name, value ?? '');
      options.set(name, set);
      return cookies;
    },
  };
  return { values, options, cookies: cookies as unknown as AppContext['cookies'] };
};

const secret = 'a-jwt-secret-of-some-length';
let now = Date.UTC(2026, 0, 1);
const devices = deviceCookies(secret, { secure: false, now: () => now });

describe('device cookies', () => {
  it('are issued per account and recognised for that account only', () => {
    const browser = jar();
    devices(browser.cookies).issueFor('admin');
    const id = devices(browser.cookies).idFor('admin');
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(devices(browser.cookies).idFor('vera')).toBeNull();
    const [name, value] = [...browser.values][0]!;
    expect(name).toMatch(/^device-[\w-]{16}$/);
    expect(browser.options.get(name)).toEqual({
      path: '/auth/login',
      maxAge: deviceCookieLifetimeMs,
      httpOnly: true,
      sameSite: 'strict',
      secure: false,
      overwrite: true,
    });

    // Vera's browser, with admin's cookie copied under vera's cookie name, is not vera's device.
    const veras = jar();
    devices(veras.cookies).issueFor('vera');
    const [veraName] = [...veras.values][0]!;
    veras.values.set(veraName, value);
    expect(devices(veras.cookies).idFor('vera')).toBeNull();
  });

  it('refuse a forged, altered, malformed or expired value, or one signed with another key', () => {
    const browser = jar();
    devices(browser.cookies).issueFor('admin');
    const [name, value] = [...browser.values][0]!;
    const [id, expires, tag] = value.split('.') as [string, string, string];
    const tries = [
      `${id}.${expires}.${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`,
      `${id}x.${expires}.${tag}`,
      `${id}.${Number(expires) + 1}.${tag}`,
      `${id}.${expires}`,
      `${value}.more`,
      '',
    ];
    for (const tried of tries) {
      browser.values.set(name, tried);
      expect(devices(browser.cookies).idFor('admin'), tried).toBeNull();
    }
    browser.values.set(name, value);
    expect(deviceCookies('another-secret-of-some-length', { secure: false, now: () => now })(browser.cookies).idFor('admin')).toBeNull();
    expect(devices(browser.cookies).idFor('admin')).toBe(id);
    now += deviceCookieLifetimeMs;
    expect(devices(browser.cookies).idFor('admin')).toBeNull();
  });

  it('are Secure when TLS ends in front of the server, even without X-Forwarded-Proto', () => {
    const browser = jar();
    deviceCookies(secret, { secure: true })(browser.cookies).issueFor('admin');
    expect([...browser.options.values()][0]).toMatchObject({ secure: true });
  });
});
