import { z } from 'zod';
import { investorId } from './people';
import { isoDate } from './values';

/**
 * The documents issued to investors (docs/statements.md). The event records what was issued and its
 * fingerprint; the document's bytes are kept outside the log, sealed under the investor's key, so
 * erasing their personal data makes them unreadable while the record that they were issued stays.
 */

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'Expected a SHA-256 in hex');

export const statementEvents = {
  /**
   * A capital-account statement for the months `from` to `through`, computed from the log as known at
   * `knownOn`, was issued to the investor; `supersedes` names the statement of the same period it
   * replaces (a reissue whose figures changed).
   */
  StatementIssued: z.object({
    statementId: z.string().uuid(),
    investorId,
    from: isoDate,
    through: isoDate,
    knownOn: z.string().datetime(),
    sha256: sha256Hex,
    bytes: z.number().int().positive(),
    templateVersion: z.string().min(1).max(40),
    supersedes: z.string().uuid().nullable(),
  }),
  /**
   * A distribution notice was issued to an investor paid in the confirmed run `runId` (dated `date`),
   * as known at `knownOn`, the run's confirm instant; `statementId` is its id among the investor's
   * statements (docs/distributions.md, The notice).
   */
  DistributionNoticeIssued: z.object({
    statementId: z.string().uuid(),
    investorId,
    runId: z.string().uuid(),
    date: isoDate,
    knownOn: z.string().datetime(),
    sha256: sha256Hex,
    bytes: z.number().int().positive(),
    templateVersion: z.string().min(1).max(40),
  }),
} as const;
