import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { envelopesIn, isEnvelope, masterKeyFrom, open, openBytes, parseEnvelope, seal, sealBytes, unwrapKey, wrapKey } from './envelope';

const key = randomBytes(32);
const keyId = randomUUID();

describe('the personal-data envelope (AES-256-GCM)', () => {
  it('seals a value so that only its key opens it, with a fresh IV each time', () => {
    const sealed = seal(key, keyId, 'ann@example.com');
    expect(sealed).toMatch(/^pd1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('ann');
    expect(open(key, parseEnvelope(sealed)!)).toBe('ann@example.com');
    expect(seal(key, keyId, 'ann@example.com')).not.toBe(sealed);
    expect(() => open(randomBytes(32), parseEnvelope(sealed)!)).toThrow();
  });

  it('refuses an altered value and an envelope moved to another key id', () => {
    const sealed = seal(key, keyId, '555-0100');
    const parsed = parseEnvelope(sealed)!;
    const flipped = Buffer.from(parsed.body);
    flipped[0] = flipped[0]! ^ 1;
    expect(() => open(key, { ...parsed, body: flipped })).toThrow();
    expect(() => open(key, { ...parsed, keyId: randomUUID() })).toThrow();
  });

  it('keeps text that is no envelope apart (values written before sealing), and finds envelopes inside a sentence', () => {
    expect(parseEnvelope('ann@example.com')).toBeNull();
    expect(isEnvelope('pd1.not-a-key.abc.def')).toBe(false);
    const sealed = seal(key, keyId, 'x');
    expect([...`Investor Ann added (email ${sealed}, fee 10%)`.matchAll(envelopesIn())].map((m) => m[0])).toEqual([sealed]);
  });

  it('wraps a person key under the master key, bound to its id', () => {
    const master = masterKeyFrom('a master key of at least thirty-two characters');
    const wrapped = wrapKey(master, keyId, key);
    expect(unwrapKey(master, keyId, wrapped).equals(key)).toBe(true);
    expect(() => unwrapKey(master, randomUUID(), wrapped)).toThrow();
    expect(() => unwrapKey(masterKeyFrom('another master key of thirty-two characters'), keyId, wrapped)).toThrow();
  });

  it('seals bytes bound to what they belong to', () => {
    const sealed = sealBytes(key, Buffer.from('{"secret":"s"}'), 'scope key');
    expect(openBytes(key, sealed, 'scope key').toString()).toBe('{"secret":"s"}');
    expect(() => openBytes(key, sealed, 'other key')).toThrow();
  });
});
