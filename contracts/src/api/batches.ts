import { z } from 'zod';
import { createdAnswer, defineCall, type CallBodyInput } from './call';
import { addInvestment, recordCashWithdrawal, recordDepositWithdrawal, recordInvestmentWithdrawal } from './investors';
import { recordLlcExpense } from './llcs';
import {
  addRentalDeposit,
  recordInvestorPropertyExpense,
  recordLandContractPayment,
  recordPartnerIncome,
  recordPropertyExpense,
  recordPropertyIncome,
} from './properties';

/**
 * The record calls a batch may hold, each named as its path without `/admin/`
 * (`record_property_income`). See docs/commands.md, Batches.
 */
export const batchableCalls = [
  recordPropertyIncome,
  recordPartnerIncome,
  recordLandContractPayment,
  addRentalDeposit,
  recordPropertyExpense,
  recordInvestorPropertyExpense,
  recordLlcExpense,
  addInvestment,
  recordCashWithdrawal,
  recordInvestmentWithdrawal,
  recordDepositWithdrawal,
] as const;

type Batchable = (typeof batchableCalls)[number];
type NameOf<C extends Batchable> = C['path'] extends `/admin/${infer N}` ? N : never;
export type BatchCallName = NameOf<Batchable>;

const names = batchableCalls.map((call) => call.path.slice('/admin/'.length)) as [BatchCallName, ...BatchCallName[]];

/** The most items one batch may hold. */
export const maxBatchItems = 1_000;

/** One item of a batch, as a client sends it: the call's name and its body, typed by that call. */
export type BatchItem = Batchable extends infer C ? (C extends Batchable ? { call: NameOf<C>; body: CallBodyInput<C> } : never) : never;

/**
 * Up to 1,000 records in one request, decided one by one as the single calls would be (the same
 * rules, each seeing the items before it) and recorded together or not at all: the first item
 * refused refuses the batch, answered with that item's status, its `index` (from 0) and a message
 * naming it. Each item's body is checked by its own call's schema.
 */
export const recordBatch = defineCall({
  method: 'POST',
  path: '/admin/batch',
  access: 'admin',
  status: 201,
  body: z.object({
    items: z
      .array(z.object({ call: z.enum(names), body: z.record(z.unknown()) }))
      .min(1)
      .max(maxBatchItems, { message: `Expected at most ${maxBatchItems} items` }),
  }),
  response: z.object({ message: z.string(), results: z.array(createdAnswer) }).strict(),
});
