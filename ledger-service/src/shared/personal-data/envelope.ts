import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The encryption envelope of a personal value (docs/personal-data.md): AES-256-GCM under the
 * person's own key, written as one string that names the key it needs:
 *
 *   pd1.<key id>.<iv, base64url>.<ciphertext and tag, base64url>
 *
 * The key id is authenticated with the value (additional data), so an envelope cannot be moved to
 * another person's key. Pure functions: the keys come from key-store.ts.
 */
export const envelopePrefix = 'pd1';

/** Shown wherever a value's key has been destroyed. */
export const erasedText = '[erased]';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const base64url = '[A-Za-z0-9_-]+';
const envelopeSource = `${envelopePrefix}\\.(${uuid})\\.(${base64url})\\.(${base64url})`;
const wholeEnvelope = new RegExp(`^${envelopeSource}$`);
/** Envelopes inside a longer text (an audit sentence). */
export const envelopesIn = () => new RegExp(envelopeSource, 'g');

export interface ParsedEnvelope {
  readonly keyId: string;
  readonly iv: Buffer;
  readonly body: Buffer;
}

/** The parts of an envelope, or null for any other string (a value written before encryption). */
export const parseEnvelope = (text: string): ParsedEnvelope | null => {
  const match = wholeEnvelope.exec(text);
  if (!match) return null;
  return { keyId: match[1]!, iv: Buffer.from(match[2]!, 'base64url'), body: Buffer.from(match[3]!, 'base64url') };
};

export const isEnvelope = (text: string): boolean => wholeEnvelope.test(text);

const tagLength = 16;

const encrypt = (key: Buffer, plaintext: Buffer, associated: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
  cipher.setAAD(Buffer.from(associated));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return { iv, body };
};

const decrypt = (key: Buffer, iv: Buffer, body: Buffer, associated: string): Buffer => {
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
  decipher.setAAD(Buffer.from(associated));
  decipher.setAuthTag(body.subarray(body.length - tagLength));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - tagLength)), decipher.final()]);
};

/** Seals `value` under the person's key `key` (32 bytes) named `keyId`. */
export const seal = (key: Buffer, keyId: string, value: string): string => {
  const { iv, body } = encrypt(key, Buffer.from(value, 'utf8'), keyId);
  return `${envelopePrefix}.${keyId}.${iv.toString('base64url')}.${body.toString('base64url')}`;
};

/** Opens an envelope with its key; throws when the key is not the one it was sealed with or the text was altered. */
export const open = (key: Buffer, envelope: ParsedEnvelope): string =>
  decrypt(key, envelope.iv, envelope.body, envelope.keyId).toString('utf8');

/** A person's key as the key table keeps it: encrypted under the master key, bound to its id. */
export const wrapKey = (masterKey: Buffer, keyId: string, key: Buffer): Buffer => {
  const { iv, body } = encrypt(masterKey, key, `key ${keyId}`);
  return Buffer.concat([iv, body]);
};

export const unwrapKey = (masterKey: Buffer, keyId: string, wrapped: Buffer): Buffer =>
  decrypt(masterKey, wrapped.subarray(0, 12), wrapped.subarray(12), `key ${keyId}`);

/** Bytes sealed under `key`, bound to `associated` (iv, then ciphertext and tag): for what is kept outside the log. */
export const sealBytes = (key: Buffer, data: Buffer, associated: string): Buffer => {
  const { iv, body } = encrypt(key, data, associated);
  return Buffer.concat([iv, body]);
};

export const openBytes = (key: Buffer, sealed: Buffer, associated: string): Buffer =>
  decrypt(key, sealed.subarray(0, 12), sealed.subarray(12), associated);

/** A key for one purpose, derived from the master key (the master key itself only wraps persons' keys). */
export const derivedKey = (masterKey: Buffer, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', masterKey, 'investor-portal', purpose, 32));

/** The 32-byte master key from DATA_KEY's text (any length ≥ 32 characters), by HKDF-SHA256. */
export const masterKeyFrom = (text: string): Buffer =>
  Buffer.from(hkdfSync('sha256', Buffer.from(text, 'utf8'), 'investor-portal', 'personal data master key', 32));
