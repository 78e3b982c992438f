import { createHash, randomUUID } from 'node:crypto';

/**
 * A UUID (RFC 9562 version 8) derived from a seed and a purpose: the same seed and purpose always
 * give the same id. A request carrying an Idempotency-Key gets a seed, so a retry after a crash
 * chooses the same record ids and event ids as the first attempt and cannot record twice.
 */
export const derivedUuid = (seed: string, purpose: string): string => {
  const hex = createHash('sha256').update(seed).update('\u0000').update(purpose).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** A fresh random id, or the id derived from the seed when there is one. */
export const newId = (seed: string | undefined, purpose: string): string =>
  seed === undefined ? randomUUID() : derivedUuid(seed, purpose);

/** The id of the ledger record a command creates (income, expense, deposit, withdrawal, ...). */
export const newRecordId = (context: { idempotencySeed?: string }): string => newId(context.idempotencySeed, 'record');
