import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * The rules of two-factor sign-in's codes (docs/two-factor.md): TOTP of RFC 6238 as authenticator
 * apps make them (SHA-1, 6 digits, 30-second steps), one step of drift either way, and ten random
 * recovery codes kept only as SHA-256 digests. Pure: the time comes in as an argument.
 */

/** Seconds per time step (RFC 6238's X, what every authenticator app uses). */
export const stepSeconds = 30;

/** How many recovery codes a user gets when turning two-factor sign-in on. */
export const recoveryCodeCount = 10;

/** A fresh TOTP secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => generateSecret();

/** The `otpauth://` link an authenticator app reads from the QR code. */
export const otpauthUrl = (issuer: string, account: string, secret: string): string => generateURI({ issuer, label: account, secret });

/** The time step a moment falls in (RFC 6238's T). */
export const stepAt = (nowMs: number): number => Math.floor(nowMs / 1000 / stepSeconds);

/** The code of a time step (what the app shows during it); for tests and the browser tests. */
export const codeAt = (secret: string, nowMs: number): string => generateSync({ secret, epoch: Math.floor(nowMs / 1000) });

/** A typed code: digits with the spaces some apps show in the middle ("123 456") left out. */
const sixDigits = /^\d{6}$/;
const withoutSpaces = (code: string) => code.replace(/\s+/g, '');

/** Whether a typed code is an authenticator app's code (else it may be a recovery code). */
export const isTotpCode = (code: string): boolean => sixDigits.test(withoutSpaces(code));

/**
 * The time step whose code `code` is, among the step of `nowMs` and one step either side (a phone's
 * clock a little off), or null when it is none of them. Whether that step was used already is the
 * decider's to say (areas/two-factor/decider.ts), against the user's stream.
 */
export const matchingStep = (secret: string, code: string, nowMs: number): number | null => {
  const token = withoutSpaces(code);
  if (!sixDigits.test(token)) return null;
  try {
    // A tolerance of one step's seconds either side of this moment covers exactly the steps T-1, T and T+1.
    const result = verifySync({ secret, token, epoch: Math.floor(nowMs / 1000), epochTolerance: stepSeconds });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // Not a secret otplib can read ('[erased]', once the person's key is destroyed): no code matches.
    return null;
  }
};

/** Crockford's base32 alphabet, lower case: no i, l, o or u to misread. 32 letters: no modulo bias. */
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const recoveryCodeLength = 10;

/** Ten fresh recovery codes, `xxxxx-xxxxx`: 50 random bits each. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: recoveryCodeCount }, () => {
    const letters = Array.from({ length: recoveryCodeLength }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });

/** A typed recovery code as it was issued: lower case, without the dash and spaces. */
const normalisedRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]+/g, '');

/** The SHA-256 digest (hex) a recovery code is kept as; a code is random, so no salt or slow hash is needed. */
export const recoveryCodeDigest = (code: string): string => createHash('sha256').update(normalisedRecoveryCode(code)).digest('hex');
