import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nameKey } from '@portal/contracts';
import type { PortalUserRow } from '@portal/projections';
import type { CommonQueryMethods } from 'slonik';
import { conflict } from '../errors';
import { envelopesIn, erasedText, masterKeyFrom, open, parseEnvelope, seal, type ParsedEnvelope } from './envelope';
import { createKeyStore } from './key-store';

/** Whose key a value is sealed under: an investor (their details, their portal user's password and secrets)... */
export const investorSubject = (investorName: string) => `investor:${nameKey(investorName)}`;
/** ...or a portal user that is no investor (an administrator, an auditor). */
export const userSubject = (username: string) => `user:${nameKey(username)}`;
/** ...or the buyer of a land contract (their name and address), by the contract's id. */
export const buyerSubject = (contractId: string) => `buyer:${contractId}`;

/** Whose key a portal user's own secrets are sealed under: their investor's, or their own (docs/personal-data.md). */
export const secretSubjectOf = (user: Pick<PortalUserRow, 'user_id' | 'investor_id'>): string =>
  user.investor_id === null ? userSubject(user.user_id) : investorSubject(user.investor_id);

/**
 * Personal values in and out of the log (docs/personal-data.md). `protect` seals a value under its
 * person's key before it is written into an event; `reveal` opens it for an answer, giving
 * `[erased]` once the key is destroyed. A value written before encryption (no envelope) is given
 * back as it is: erasure cannot reach it (`npm run protect-log` rewrites such a log).
 */
export const createPersonalData = (db: CommonQueryMethods, masterKey: Buffer) => {
  const keys = createKeyStore(db, masterKey);

  const protect = async (subject: string, value: string): Promise<string> => {
    const { keyId, key } = await keys.keyOf(subject);
    if (key === null) throw conflict('This person’s personal data has been erased; nothing personal can be recorded for them again.');
    return seal(key, keyId, value);
  };

  const openWith = (keyMap: Map<string, Buffer | null>, envelope: ParsedEnvelope): string => {
    const key = keyMap.get(envelope.keyId);
    // No row at all: the key table was lost or the value comes from another installation.
    return key ? open(key, envelope) : erasedText;
  };

  /** The clear values of these (envelopes or old clear values), in order, with one read of the key table. */
  const revealAll = async (values: readonly string[]): Promise<string[]> => {
    const envelopes = values.map(parseEnvelope);
    const keyMap = await keys.keysById(envelopes.flatMap((envelope) => (envelope ? [envelope.keyId] : [])));
    return values.map((value, index) => {
      const envelope = envelopes[index];
      return envelope ? openWith(keyMap, envelope) : value;
    });
  };

  const reveal = async (value: string): Promise<string> => (await revealAll([value]))[0]!;

  /** A text with envelopes inside (an audit sentence), each replaced by its clear value or `[erased]`. */
  const revealInTexts = async (texts: readonly string[]): Promise<string[]> => {
    const found = texts.flatMap((text) => [...text.matchAll(envelopesIn())].map((match) => match[1]!));
    if (found.length === 0) return [...texts];
    const keyMap = await keys.keysById(found);
    return texts.map((text) => text.replace(envelopesIn(), (whole) => openWith(keyMap, parseEnvelope(whole)!)));
  };

  return {
    protect,
    reveal,
    revealAll,
    revealInTexts,
    /** Destroys the subject's key: every value sealed under it reads `[erased]` from now on. */
    forget: (subject: string) => keys.erase(subject),
    isForgotten: (subject: string) => keys.isErased(subject),
    /** The key table itself, for a protected copy of the log (cli/log-copy/protect-log.ts). */
    keys,
  };
};

export type PersonalData = ReturnType<typeof createPersonalData>;

/** DATA_KEY when set; otherwise one generated at first start and kept in DATA_DIR (like the JWT secret). */
export const resolveMasterKey = (configured: string | undefined, dataDir: string): Buffer => {
  if (configured) return masterKeyFrom(configured);
  const file = join(dataDir, 'data-key');
  if (existsSync(file)) return masterKeyFrom(readFileSync(file, 'utf8').trim());
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process started at the same moment and wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return masterKeyFrom(readFileSync(file, 'utf8').trim());
};
