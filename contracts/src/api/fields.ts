import { z } from 'zod';
import { isoDate, isoMonth, maxCents } from '../events/values';
import { name } from '../names';

/**
 * Field schemas of the HTTP API, shared by every call. Amounts arrive as dollars (JSON numbers, or
 * numeric strings from form fields) and leave as integer cents: the conversion reads the decimal
 * digits, so no float arithmetic is ever involved.
 */
const dollarsPattern = /^(-)?(\d{1,10})(?:\.(\d{1,2}))?$/;

const parseDollars = (value: number | string, ctx: z.RefinementCtx): number => {
  const textValue = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = dollarsPattern.exec(textValue);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: 'Expected an amount in dollars with at most 2 decimals' });
    return z.NEVER;
  }
  const [, minus, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
};

const signedDollars = z
  .union([z.number(), z.string()], {
    errorMap: (_issue, ctx) => ({ message: ctx.data === undefined ? 'Required' : 'Expected an amount in dollars' }),
  })
  .transform(parseDollars);

/** What the API's description (GET /api/openapi.json) says of an amount field: what a client sends. */
const dollarsDescription = (range: string) =>
  `Dollars with at most 2 decimals, as a JSON number or a numeric string (\`1234.5\`, \`"1234.50"\`): ${range}. Kept as whole cents.`;

/** A positive amount up to 1,000,000,000.00 dollars, as integer cents. */
export const amountCents = signedDollars
  .pipe(z.number().int().positive('Expected an amount greater than 0').max(maxCents, 'Expected an amount of at most 1,000,000,000.00'))
  .describe(dollarsDescription('greater than 0, at most 1,000,000,000.00'));

/** A non-negative amount (land value, property value), as integer cents. */
export const nonNegativeCents = signedDollars
  .pipe(z.number().int().min(0, 'Expected an amount of 0 or more').max(maxCents, 'Expected an amount of at most 1,000,000,000.00'))
  .describe(dollarsDescription('0 or more, at most 1,000,000,000.00'));

/** An amount that may be negative but not zero (a row of a transaction list being deleted). */
export const signedCents = signedDollars
  .pipe(
    z
      .number()
      .int()
      .refine((cents) => cents !== 0, 'Expected a non-zero amount')
      .refine((cents) => Math.abs(cents) <= maxCents, 'Amount too large'),
  )
  .describe(dollarsDescription('negative or positive, not 0'));

export const dateField = isoDate;
export const monthField = isoMonth;
export const nameField = name;
/** Descriptions and notes (at most 2,000 characters). */
export const textField = z.string().trim().max(2000, 'Expected at most 2,000 characters');
export const requiredText = textField.pipe(z.string().min(1, 'Required'));
/** An optional name: absent, null or empty means none. */
export const optionalName = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined || value.trim() === '' ? null : value))
  .pipe(name.nullable());
