import { z } from 'zod';
import { investorId, sealedValue } from './people';
import { cents, isoDate, text } from './values';

/**
 * Paying investors their cash (docs/distributions.md): the payment details each is paid by, and the
 * distribution runs. Bank details are never in clear in the log: routing and account numbers, the
 * account's type and name (and so its last four digits) are one value sealed under the investor's key,
 * so erasing the investor's data erases them everywhere.
 */

export const paymentMethods = ['ach', 'check', 'hold'] as const;
export const paymentMethod = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** What an investor is paid by: the method, and for `ach` the sealed bank account (null otherwise). */
const paymentDetails = z.object({ investorId, method: paymentMethod, account: sealedValue.nullable() });

export const distributionEvents = {
  /** An administrator set an investor's payment details; a pending change of theirs is dropped. */
  PaymentDetailsSet: paymentDetails,
  /** The investor proposed new payment details; they wait for an administrator's review. */
  PaymentDetailsChangeProposed: paymentDetails,
  /** An administrator approved (the proposed details are now the investor's) or rejected a proposed change. */
  PaymentDetailsChangeReviewed: z.object({ investorId, decision: z.enum(['approve', 'reject']) }),
  /**
   * A planned run was confirmed: appended with one CashWithdrawn per paid line, in one transaction.
   * Each ACH line keeps a copy of the sealed account it is paid to, so the run's bank file is the same
   * whatever changes later (and unreadable once the investor's data is erased).
   */
  DistributionRunConfirmed: z.object({
    runId: z.string().uuid(),
    date: isoDate,
    description: text,
    mode: z.enum(['balance', 'percent', 'amount']),
    lines: z.array(
      z.object({
        investorId,
        recordId: z.string().uuid(),
        cashBalanceCents: z.number().int(),
        amountCents: cents,
        method: z.enum(['ach', 'check']),
        account: sealedValue.nullable(),
      }),
    ),
  }),
  /**
   * A confirmed run's bank file was first downloaded: its SHA-256, so every later download is checked
   * to be the same bytes (docs/distributions.md, The bank file).
   */
  /** The bank settled a run's payment, or returned it with its ACH return code (its cash withdrawal is voided with it). */
  DistributionPaymentMarked: z.object({
    runId: z.string().uuid(),
    investorId,
    status: z.enum(['settled', 'returned']),
    returnCode: z
      .string()
      .regex(/^R\d\d$/)
      .nullable(),
  }),
  DistributionFileIssued: z.object({ runId: z.string().uuid(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
} as const;
