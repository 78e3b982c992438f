import { z } from 'zod';
import { dayCount, lateFeeType } from '../events/values';
import { adminCommand, defineCall, recordCall, staffRead } from './call';
import { amountCents, dateField, nameField, nonNegativeCents, requiredText, textField } from './fields';
import { recordLandContractPayment } from './properties';
import { timeAnswer, timeQuery } from './time';

/**
 * Land contracts (docs/land-contracts.md): a property of type Land Contract sold to a buyer who pays
 * over time. Opening records the terms; each land-contract payment (`/admin/record_lc_payment`) is
 * then split into late fees, interest and principal, computed from the terms, never recorded.
 * Amounts are dollars on the wire and integer cents inside; rates are parsed from their decimal
 * digits (no float arithmetic).
 */

/**
 * A decimal number (a JSON number or a numeric string) with at most `decimals` decimals, as an
 * integer scaled by 10^decimals: `8.125` with 3 decimals is 8125.
 */
const scaledDecimal = (decimals: number, min: number, max: number, what: string) => {
  const pattern = new RegExp(`^(\\d{1,4})(?:\\.(\\d{1,${decimals}}))?$`);
  const scale = 10 ** decimals;
  return z
    .union([z.number(), z.string()], {
      errorMap: (_issue, ctx) => ({ message: ctx.data === undefined ? 'Required' : `Expected ${what}` }),
    })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
      const match = pattern.exec(text);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `Expected ${what} with at most ${decimals} decimals` });
        return z.NEVER;
      }
      const [, whole, fraction = ''] = match;
      return Number(whole) * scale + Number(fraction.padEnd(decimals, '0'));
    })
    .pipe(
      z
        .number()
        .int()
        .min(min * scale, `Expected ${min} or more`)
        .max(max * scale, `Expected at most ${max}`),
    )
    .describe(`${what}: a number from ${min} to ${max} with at most ${decimals} decimals`);
};

/** The annual rate in percent (0-40, 3 decimals), as thousandths of a percent: 8.125 is 8125. */
export const annualRateField = scaledDecimal(3, 0, 40, 'a percent');

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ invalid_type_error: 'Expected a whole number' })
    .int('Expected a whole number')
    .min(min, `Expected ${min} or more`)
    .max(max, `Expected at most ${max}`);

const reason = requiredText;

/** The latest due date a contract may have (its maturity). */
export const lastAllowedDueDate = '2099-12-31';

/** The year of the last due date: `first` plus n − 1 months (clamped to a shorter month's end, so in that month). */
const lastDueYear = (first: string, n: number) => Math.floor((Number(first.slice(0, 4)) * 12 + Number(first.slice(5, 7)) + n - 2) / 12);

const openBody = z
  .object({
    property_name: nameField,
    buyer_name: z.string().trim().min(1, 'Required').max(120, 'Expected at most 120 characters'),
    buyer_address: requiredText,
    contract_date: dateField,
    origination_date: dateField.optional(),
    sale_price: amountCents,
    down_payment: nonNegativeCents,
    opening_balance: amountCents.optional(),
    annual_rate: annualRateField,
    day_count: z.enum(dayCount.options, { errorMap: () => ({ message: 'Expected one of actual/365, 30/360' }) }),
    payment_amount: amountCents,
    first_payment_date: dateField,
    number_of_payments: wholeNumber(1, 480),
    grace_days: wholeNumber(0, 60),
    late_fee_type: z.enum(lateFeeType.options, { errorMap: () => ({ message: 'Expected one of flat, percent' }) }),
    /** Flat: dollars (0 or at most the installment). Percent: 0-25 with 2 decimals, of the installment. */
    late_fee: z.union([z.number(), z.string()], { errorMap: () => ({ message: 'Expected a number' }) }),
    description: textField.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.down_payment >= body.sale_price) {
      ctx.addIssue({ code: 'custom', path: ['down_payment'], message: 'Expected less than the sale price' });
    }
    if (body.opening_balance !== undefined && body.opening_balance > body.sale_price - body.down_payment) {
      ctx.addIssue({ code: 'custom', path: ['opening_balance'], message: 'Expected at most the sale price less the down payment' });
    }
    if (body.origination_date !== undefined && body.origination_date > body.contract_date) {
      ctx.addIssue({ code: 'custom', path: ['origination_date'], message: 'Expected a date on or before contract_date' });
    }
    if (body.first_payment_date <= body.contract_date) {
      ctx.addIssue({ code: 'custom', path: ['first_payment_date'], message: 'Expected a date after contract_date' });
    }
    const lastDue = `Expected the last due date on or before ${lastAllowedDueDate}`;
    if (lastDueYear(body.first_payment_date, body.number_of_payments) > Number(lastAllowedDueDate.slice(0, 4))) {
      ctx.addIssue({ code: 'custom', path: ['number_of_payments'], message: lastDue });
    }
  })
  .transform((body, ctx) => {
    const fee = (body.late_fee_type === 'flat' ? flatLateFee : percentLateFee).safeParse(body.late_fee);
    if (!fee.success) {
      for (const issue of fee.error.issues) ctx.addIssue({ code: 'custom', path: ['late_fee'], message: issue.message });
      return z.NEVER;
    }
    if (body.late_fee_type === 'flat' && fee.data > body.payment_amount) {
      ctx.addIssue({ code: 'custom', path: ['late_fee'], message: 'Expected at most the payment amount' });
      return z.NEVER;
    }
    return {
      ...body,
      late_fee: fee.data,
      origination_date: body.origination_date ?? body.contract_date,
      description: body.description ?? '',
    };
  });

/** A flat late fee: dollars, 0 or more, as cents. */
const flatLateFee = nonNegativeCents;
/** A percent late fee: 0-25 with 2 decimals, as hundredths of a percent (5 % is 500). */
const percentLateFee = scaledDecimal(2, 0, 25, 'a percent');

export const openLandContract = recordCall('/admin/open_land_contract', openBody);
export const closeLandContract = adminCommand(
  '/admin/close_land_contract',
  z.object({ property_name: nameField, close_date: dateField, reason }),
);
export const reopenLandContract = adminCommand('/admin/reopen_land_contract', z.object({ property_name: nameField, reason }));
export const voidLandContract = adminCommand('/admin/void_land_contract', z.object({ property_name: nameField, reason }));
export const waiveLandContractLateFee = adminCommand(
  '/admin/waive_lc_late_fee',
  z.object({ property_name: nameField, due_date: dateField, waive_date: dateField, reason }),
);

const dollars = z.number();
const state = z.enum(['current', 'past_due', 'paid_off', 'closed']);

/** One row of the planned schedule: the installment paid exactly on its due date. */
const plannedInstallment = z.object({
  number: z.number().int(),
  due_date: z.string(),
  payment: dollars,
  interest: dollars,
  principal: dollars,
  unpaid_interest: dollars,
  balance: dollars,
});

export const landContractAnswer = z.object({
  property_name: z.string(),
  contract_id: z.string().uuid(),
  ...timeAnswer,
  terms: z.object({
    buyer_name: z.string(),
    buyer_address: z.string(),
    contract_date: z.string(),
    origination_date: z.string(),
    sale_price: dollars,
    down_payment: dollars,
    opening_balance: dollars.nullable(),
    principal: dollars,
    /** Percent, e.g. 8.125. */
    annual_rate: z.number(),
    day_count: dayCount,
    payment_amount: dollars,
    first_payment_date: z.string(),
    number_of_payments: z.number().int(),
    maturity_date: z.string(),
    grace_days: z.number().int(),
    late_fee_type: lateFeeType,
    /** Dollars (flat) or percent of the installment (percent). */
    late_fee: z.number(),
    late_fee_amount: dollars,
    description: z.string(),
  }),
  status: z.object({
    state,
    days_past_due: z.number().int(),
    oldest_unpaid_due_date: z.string().nullable(),
    next_due_date: z.string().nullable(),
    amount_past_due: dollars,
    principal_balance: dollars,
    unpaid_interest: dollars,
    accrued_interest: dollars,
    unpaid_late_fees: dollars,
    /** Null once the contract has ended. */
    payoff_amount: dollars.nullable(),
    per_diem: dollars.nullable(),
    end_date: z.string().nullable(),
  }),
  totals: z.object({
    payments: dollars,
    late_fees_paid: dollars,
    interest_paid: dollars,
    principal_paid: dollars,
    capital_returned: dollars,
    gain: dollars,
    capital_written_off: dollars,
  }),
  schedule: z.array(plannedInstallment),
  history: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['down_payment', 'payment']),
      date: z.string(),
      amount: dollars,
      days: z.number().int(),
      interest_accrued: dollars,
      late_fees_paid: dollars,
      interest_paid: dollars,
      principal_paid: dollars,
      capital_returned: dollars,
      gain: dollars,
      unpaid_interest: dollars,
      unpaid_late_fees: dollars,
      balance: dollars,
    }),
  ),
  late_fees: z.array(
    z.object({ due_date: z.string(), assessed_on: z.string(), amount: dollars, paid: dollars, waived: dollars, unpaid: dollars }),
  ),
  other_contracts: z.array(z.object({ contract_id: z.string(), contract_date: z.string(), state, end_date: z.string().nullable() })),
});

export const getLandContract = staffRead('/admin/land_contract', 'Land Contract', {
  query: z.object({ property_name: nameField, contract_id: z.string().trim().uuid('Expected a contract id').optional(), ...timeQuery }),
  response: landContractAnswer,
});

export const getLandContractPayoff = staffRead('/admin/land_contract_payoff', 'Land Contract Payoff', {
  query: z.object({ property_name: nameField, good_through: dateField }),
  response: z.object({
    property_name: z.string(),
    contract_id: z.string().uuid(),
    good_through: z.string(),
    last_receipt_date: z.string().nullable(),
    principal_balance: dollars,
    unpaid_interest: dollars,
    interest_days: z.number().int(),
    interest_accrued: dollars,
    unpaid_late_fees: dollars,
    late_fees: z.array(z.object({ due_date: z.string(), assessed_on: z.string(), unpaid: dollars })),
    payoff_amount: dollars,
    per_diem: dollars,
  }),
});

export const getLandContractStatementCsv = staffRead('/admin/land_contract_statement.csv', 'Land Contract Statement CSV', {
  query: z.object({
    property_name: nameField,
    year: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'Expected a year YYYY'),
    contract_id: z.string().trim().uuid('Expected a contract id').optional(),
  }),
  response: z.string(),
  produces: 'text/csv',
});

/** The previews the forms show before a call is sent, recording nothing: an opening's plan (400 as the open call). */
export const previewLandContract = defineCall({
  method: 'POST',
  path: '/admin/preview_land_contract',
  access: 'admin',
  body: openBody,
  response: z.object({
    principal: dollars,
    late_fee_amount: dollars,
    maturity_date: z.string(),
    schedule: z.array(plannedInstallment),
  }),
});

/**
 * How a land-contract payment would split, or the record call's refusal (409, same message). `governed`
 * false: no contract governs its date, so it counts whole as ever; `contract_id` and the amounts are null.
 */
export const previewLcPayment = defineCall({
  method: 'POST',
  path: '/admin/preview_lc_payment',
  access: 'admin',
  body: recordLandContractPayment.body,
  response: z.object({
    governed: z.boolean(),
    contract_id: z.string().uuid().nullable(),
    late_fees_paid: dollars.nullable(),
    interest_paid: dollars.nullable(),
    principal_paid: dollars.nullable(),
    balance_after: dollars.nullable(),
    unpaid_interest_after: dollars.nullable(),
    unpaid_late_fees_after: dollars.nullable(),
  }),
});
