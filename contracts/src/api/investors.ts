import { z } from 'zod';
import { name } from '../names';
import type { FeeBasisPoints } from '../events/identity';
import { defineCall, recordCall } from './call';
import { amountCents, dateField, nameField, requiredText } from './fields';

/** Investors, their investments and their withdrawals. */

/** The four fee levels, looked up by value so no float arithmetic touches them. */
const feeLevels = new Map<number, FeeBasisPoints>([
  [0, 0],
  [0.1, 1000],
  [0.2, 2000],
  [0.3, 3000],
]);
const feePercentage = z.coerce
  .number({ invalid_type_error: 'Expected one of 0, 0.1, 0.2, 0.3' })
  .refine((value) => feeLevels.has(value), 'Expected one of 0, 0.1, 0.2, 0.3')
  .transform((value) => feeLevels.get(value)!);

export const addInvestor = defineCall({
  method: 'POST',
  path: '/admin/add_investor',
  access: 'admin',
  status: 201,
  body: z.object({
    name,
    email: z.string().trim().email().max(254),
    phone: z.string().trim().min(1).max(40),
    address: z.string().trim().min(1).max(2000),
    fee_percentage: z.union([z.number(), z.string().trim().min(1)]).pipe(feePercentage),
  }),
  /** The secret the investor registers their portal user with. */
  response: z.object({ secret: z.string().min(1) }).strict(),
});

export const getInvestorSecret = defineCall({
  method: 'GET',
  path: '/admin/get_investor_secret',
  access: 'admin',
  query: z.object({ investor_name: name }),
  response: z.object({ investor_secret: z.string().min(1) }).strict(),
});

const investmentBody = z.object({ property_name: nameField, amount: amountCents, date: dateField, investor_name: nameField });

export const addInvestment = recordCall('/admin/add_investment', investmentBody);

/**
 * The three withdrawals, each within its limit (the investor's cash balance, the capital left in
 * the property, the property's deposits held), which holds under concurrent requests.
 */
export const recordCashWithdrawal = recordCall(
  '/admin/record_cash_withdrawal',
  z.object({ amount: amountCents, date: dateField, investor_name: nameField, description: requiredText }),
);

export const recordInvestmentWithdrawal = recordCall('/admin/record_investment_withdrawal', investmentBody);

export const recordDepositWithdrawal = recordCall(
  '/admin/record_deposit_withdrawal',
  z.object({ property_name: nameField, amount: amountCents, date: dateField, notes: requiredText }),
);
