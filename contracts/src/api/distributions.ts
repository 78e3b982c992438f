import { z } from 'zod';
import { paymentMethod, paymentMethods } from '../events/distributions';
import { adminCommand, defineCall, messageAnswer, staffRead } from './call';
import { amountCents, dateField, nameField, requiredText } from './fields';

/**
 * Payment details and distribution runs (docs/distributions.md). An answer never carries a whole bank
 * account: only its last four digits.
 */

/** Whether a nine-digit routing number's check digit is right: weights 3, 7, 1 repeated, the sum a multiple of 10. */
export const isAbaRoutingNumber = (routing: string): boolean => {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return [...routing].reduce((sum, digit, index) => sum + Number(digit) * weights[index]!, 0) % 10 === 0;
};

export const accountTypes = ['checking', 'savings'] as const;

/** A body field taking one of a few words, refused in plain words rather than zod's list of quoted values. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { errorMap: () => ({ message }) });

const routingNumber = z
  .string()
  .trim()
  .regex(/^\d{9}$/, 'Expected the 9-digit ABA routing number')
  .refine(isAbaRoutingNumber, 'Not a valid ABA routing number: its check digit does not match');
const accountNumber = z
  .string()
  .trim()
  .regex(/^\d{4,17}$/, 'Expected the account number: 4 to 17 digits');
const accountName = z.string().trim().min(1, 'Required').max(200, 'Expected at most 200 characters');

const detailsFields = {
  method: oneOf(paymentMethods, 'Must be ach, check or hold'),
  routing_number: routingNumber.optional(),
  account_number: accountNumber.optional(),
  account_type: oneOf(accountTypes, 'Must be checking or savings').optional(),
  account_name: accountName.optional(),
  /** A company's account (the bank file's CCD entries) rather than a person's (PPD). */
  entity: z.boolean().optional(),
};

/** For `ach`, every bank field is required; for `check` and `hold`, none may be given. */
const bankFieldsFit = (body: { method: string } & Record<string, unknown>, ctx: z.RefinementCtx) => {
  const bankFields = ['routing_number', 'account_number', 'account_type', 'account_name'] as const;
  for (const field of bankFields) {
    if (body.method === 'ach' && body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'Required for ach' });
    if (body.method !== 'ach' && body[field] !== undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: `Only an ach payment has bank details, not ${body.method}` });
    }
  }
};

const detailsBody = z.object(detailsFields);
export type PaymentDetailsInput = z.output<typeof detailsBody>;

/** How an investor is paid, as every answer shows it (last four digits only). */
const paymentDetailsShown = z
  .object({
    method: paymentMethod,
    account_last4: z.string().nullable(),
    account_type: z.enum(accountTypes).nullable(),
    account_name: z.string().nullable(),
    entity: z.boolean().nullable(),
  })
  .strict();
export type PaymentDetailsShown = z.infer<typeof paymentDetailsShown>;

export const paymentDetailsEntry = z
  .object({
    investor_name: z.string(),
    /** Null until details are set. */
    current: paymentDetailsShown.nullable(),
    /** A change the investor proposed, waiting for an administrator's review. */
    pending: paymentDetailsShown.nullable(),
    /** The investor's personal data was erased: no digits are left to show. */
    erased: z.boolean(),
  })
  .strict();

export const setPaymentDetails = adminCommand(
  '/admin/set_payment_details',
  detailsBody.extend({ investor_name: nameField }).superRefine(bankFieldsFit),
);

export const reviewPaymentDetails = adminCommand(
  '/admin/review_payment_details',
  z.object({ investor_name: nameField, decision: oneOf(['approve', 'reject'], 'Must be approve or reject') }),
);

export const listPaymentDetails = staffRead('/admin/payment_details', 'Payment Details', {
  response: z.array(paymentDetailsEntry),
});

/** The signed-in investor's own payment details. */
export const getOwnPaymentDetails = defineCall({
  method: 'GET',
  path: '/api/payment_details',
  access: 'signedIn',
  response: paymentDetailsEntry,
});

/** The signed-in investor proposes new details (with their password): they wait for an administrator's approval. */
export const proposePaymentDetails = defineCall({
  method: 'POST',
  path: '/api/payment_details',
  access: 'signedIn',
  body: detailsBody.extend({ current_password: z.string().min(1).max(200) }).superRefine(bankFieldsFit),
  response: messageAnswer,
});

/** A percentage with at most two decimals (7.25), as hundredths of a percent (725): no float reaches the arithmetic. */
const percentHundredths = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(String(value).trim());
  const hundredths = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
  if (!(hundredths > 0 && hundredths <= 100_00)) {
    ctx.addIssue({ code: 'custom', message: 'Expected a percentage above 0 and at most 100, with at most 2 decimals' });
    return z.NEVER;
  }
  return hundredths;
});

export const distributionModes = ['balance', 'percent', 'amount'] as const;

export const planDistributionBody = z
  .object({
    /** The day the run pays (its withdrawals' date); each line's cash balance is as of it, a day after today too. */
    date: dateField,
    /** The investors to pay; every investor when absent. */
    investor_names: z.array(nameField).min(1).max(10_000).optional(),
    mode: oneOf(distributionModes, 'Must be balance, percent or amount'),
    percent: percentHundredths.optional(),
    amount: amountCents.optional(),
    minimum: amountCents.optional(),
    description: requiredText,
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'percent' && body.percent === undefined)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Required for percent' });
    if (body.mode === 'amount' && body.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Required for amount' });
    if (body.mode !== 'percent' && body.percent !== undefined)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Only for percent' });
    if (body.mode !== 'amount' && body.amount !== undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Only for amount' });
    if (body.mode === 'amount' && body.minimum !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['minimum'], message: 'A split amount has no minimum' });
    }
  });
export type PlanDistributionInput = z.output<typeof planDistributionBody>;

const runLine = z
  .object({
    investor_name: z.string(),
    /** The investor's cash balance as of the run's date, over the records dated on or before it. */
    cash_balance: z.number(),
    amount: z.number(),
    method: paymentMethod.nullable(),
    account_last4: z.string().nullable(),
    /** Why the line is not paid; null for a paid line. */
    skipped_reason: z.string().nullable(),
    /** A confirmed run's paid line: `sent` until the bank settles or returns it; null in a draft. */
    payment_status: z.enum(['sent', 'settled', 'returned']).nullable(),
    /** The ACH return code of a returned payment (its amount is back in the cash balance, to pay again). */
    return_code: z.string().nullable(),
  })
  .strict();

export const distributionRunAnswer = z
  .object({
    run_id: z.string().uuid(),
    state: z.enum(['draft', 'confirmed']),
    date: z.string(),
    description: z.string(),
    mode: z.enum(distributionModes),
    /** When the draft was planned, or the run confirmed (ISO 8601). */
    at: z.string(),
    lines: z.array(runLine),
    total: z.number(),
  })
  .strict();

export const planDistribution = defineCall({
  method: 'POST',
  path: '/admin/plan_distribution',
  access: 'admin',
  status: 201,
  body: planDistributionBody,
  response: distributionRunAnswer,
});

/** A paid line's outcome at the bank: settled, or returned (an ACH payment with its ACH return code: R01 insufficient funds, ...; a cheque without one). */
export const markDistributionPayment = adminCommand(
  '/admin/mark_distribution_payment',
  z
    .object({
      run_id: z.string().uuid(),
      investor_name: nameField,
      status: oneOf(['settled', 'returned'], 'Must be settled or returned'),
      return_code: z
        .string()
        .trim()
        .regex(/^R\d\d$/, 'Expected an ACH return code such as R01')
        .optional(),
    })
    // Whether a return needs a code depends on the line's method (an ACH return has one, a cheque none): the command checks it.
    .superRefine((body, ctx) => {
      if (body.status === 'settled' && body.return_code !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['return_code'], message: 'Only for a returned payment' });
      }
    }),
);

export const confirmDistribution = adminCommand('/admin/confirm_distribution', z.object({ run_id: z.string().uuid() }));

/** Deletes a draft (nothing is recorded): an unknown run is 404, a confirmed one 409 (it is in the books for good). */
export const discardDistributionDraft = adminCommand('/admin/discard_distribution_draft', z.object({ run_id: z.string().uuid() }));

const runQuery = z.object({ run_id: z.string().uuid() });

export const getDistributionRun = staffRead('/admin/distribution_run', 'Distribution Run', {
  query: runQuery,
  response: distributionRunAnswer,
});

export const listDistributionRuns = staffRead('/admin/distribution_runs', 'Distribution Runs', {
  response: z.array(distributionRunAnswer.omit({ lines: true }).extend({ paid: z.number().int() }).strict()),
});

/** The run's ACH lines as a NACHA file for the firm's bank: whole account numbers, so administrators only. */
export const getDistributionAch = defineCall({
  method: 'GET',
  path: '/admin/distribution_run.ach',
  access: 'admin',
  query: runQuery,
  response: z.string(),
  produces: 'text/plain',
});

/** The run's payment list (investor, amount, method, last four, trace number), for cheques and the firm's records. */
export const getDistributionCsv = staffRead('/admin/distribution_run.csv', 'Distribution Run CSV', {
  query: runQuery,
  response: z.string(),
  produces: 'text/csv',
});
