import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  codeAt,
  isTotpCode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeDigest,
  stepAt,
  stepSeconds,
} from './totp';

/** RFC 6238's SHA-1 test secret "12345678901234567890", in base32 as apps get it. */
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** RFC 4226's truncation, written out here so the library is checked against the RFC, not itself. */
const referenceCode = (key: Buffer, step: number): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
};

const at = (step: number, secondsInto = 7) => (step * stepSeconds + secondsInto) * 1000;

describe('TOTP codes (RFC 6238)', () => {
  it("gives RFC 6238's test vectors (6 digits, SHA-1)", () => {
    // Appendix B: T = 59 s -> 94287082, 1111111109 s -> 07081804, 2000000000 s -> 69279037 (last 6 digits here).
    expect(codeAt(rfcSecret, 59_000)).toBe('287082');
    expect(codeAt(rfcSecret, 1_111_111_109_000)).toBe('081804');
    expect(codeAt(rfcSecret, 2_000_000_000_000)).toBe('279037');
    expect(codeAt(rfcSecret, 1_111_111_109_000)).toBe(referenceCode(Buffer.from('12345678901234567890'), stepAt(1_111_111_109_000)));
  });

  it('accepts the code of this step and of one step either side (a phone clock a little off)', () => {
    const secret = newTotpSecret();
    const now = at(58_000_000);
    for (const drift of [-1, 0, 1]) {
      const code = codeAt(secret, at(58_000_000 + drift, 29));
      expect(matchingStep(secret, code, now), `drift ${drift}`).toBe(58_000_000 + drift);
    }
  });

  it('refuses a code two steps or more away, either way', () => {
    const secret = newTotpSecret();
    const now = at(58_000_000, 0);
    for (const drift of [-3, -2, 2, 3]) {
      const code = codeAt(secret, at(58_000_000 + drift));
      // A six-digit code can repeat by chance; skip the rare step whose code is also a near step's.
      const near = [-1, 0, 1].map((d) => codeAt(secret, at(58_000_000 + d)));
      if (!near.includes(code)) expect(matchingStep(secret, code, now), `drift ${drift}`).toBeNull();
    }
  });

  it('holds at the edges of a step: the first and last second of it see the step before and after', () => {
    const secret = newTotpSecret();
    const previous = codeAt(secret, at(99, 0));
    const next = codeAt(secret, at(101, 0));
    expect(matchingStep(secret, previous, at(100, 0))).toBe(99);
    expect(matchingStep(secret, previous, at(100, 29))).toBe(99);
    expect(matchingStep(secret, next, at(100, 0))).toBe(101);
    expect(matchingStep(secret, codeAt(secret, at(98)), at(100, 29))).toBeNull();
  });

  it('ignores spaces in a typed code, and refuses anything but six digits', () => {
    const secret = newTotpSecret();
    const code = codeAt(secret, at(5_000));
    expect(matchingStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, at(5_000))).toBe(5_000);
    for (const typed of ['', '12345', '1234567', 'abcdef', `${code}0`]) expect(matchingStep(secret, typed, at(5_000))).toBeNull();
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('abcde-fghjk')).toBe(false);
  });

  it('matches no code once the secret is gone (an erased person)', () => {
    expect(matchingStep('[erased]', '123456', at(5_000))).toBeNull();
  });

  it('makes 160-bit secrets and the otpauth link apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrl('Acme Capital', 'ann lee', secret));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Acme Capital:ann lee');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Acme Capital');
  });
});

describe('recovery codes', () => {
  it('are ten distinct random codes of ten letters from an alphabet without look-alikes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(newRecoveryCodes()).not.toEqual(codes);
  });

  it('are kept as SHA-256 digests, found again however the code is typed', () => {
    const digest = recoveryCodeDigest('abcde-fg123');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeDigest('ABCDE FG123')).toBe(digest);
    expect(recoveryCodeDigest(' abcdefg123 ')).toBe(digest);
    expect(recoveryCodeDigest('abcde-fg124')).not.toBe(digest);
  });
});
