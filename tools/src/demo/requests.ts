import type { ApiCall, CallBodyInput } from '@portal/contracts/api';
import type { ZodTypeAny } from 'zod';
import {
  addExpenseCategory as addExpenseCategoryCommand,
  addInvestment,
  addInvestor as addInvestorCommand,
  addLlc as addLlcCommand,
  addPartner as addPartnerCommand,
  addProperty as addPropertyCommand,
  addRentalDeposit,
  type AllCommandDeps,
  openLandContract as openLandContractCommand,
  type Command,
  recordCashWithdrawal,
  recordDepositWithdrawal,
  recordInvestmentWithdrawal,
  recordInvestorPropertyExpense,
  recordLandContractPayment,
  recordLlcExpense,
  recordPartnerIncome,
  recordPropertyExpense,
  recordPropertyIncome,
  type RequestContext,
  type Services,
  setPaymentDetails,
  setPropertyNotes,
  voidCommands,
  waiveLandContractLateFee,
} from '@portal/ledger-service';
import { dollars } from './units';

/** What the demo's commands run with: the ledger's, and the sign-in throttle a command checking a password would take. */
export type DemoDeps = AllCommandDeps & Pick<Services, 'throttle'>;
export type DemoCommand = Command<ApiCall, DemoDeps, RequestContext>;
/** A call with a body: every command's. */
type CommandCall = ApiCall & { readonly body: ZodTypeAny };

/**
 * One admin command of the demo, with the body the web app would send (its call's contract types
 * it). `key` names it for good: the loader runs it under that Idempotency-Key, so a second run (or
 * the rest of a crashed one) gets the first answer back instead of recording again.
 */
export interface DemoRequest {
  key: string;
  command: DemoCommand;
  body: Record<string, unknown>;
  /** Adding a name: a 409 "already exists" means it is there, which is all the demo wants. */
  nameOnly?: boolean;
  /** A mistaken record, deleted once it is recorded (after its batch) with this command and the row the list shows. */
  voidedBy?: { command: DemoCommand; row: { amount: number; detail: string; date: string } };
}

/** Calls that run one after another (one property's or one investor's story). */
export type Chain = DemoRequest[];

/** Chains that may run side by side; a phase ends when all its chains have. */
export interface Phase {
  name: string;
  chains: Chain[];
}

/** A request of a command, its body typed by the command's call (what a client sends: dollars, strings). */
const call = <C extends CommandCall>(key: string, command: Command<C, DemoDeps, RequestContext>, body: CallBodyInput<C>): DemoRequest => ({
  key,
  command: command as DemoCommand,
  body: body as Record<string, unknown>,
});
const name = <C extends CommandCall>(key: string, command: Command<C, DemoDeps, RequestContext>, body: CallBodyInput<C>): DemoRequest => ({
  ...call(key, command, body),
  nameOnly: true,
});

export const addLlc = (key: string, body: CallBodyInput<typeof addLlcCommand.call>) => name(key, addLlcCommand, body);
export const addPartner = (key: string, partner: string) => name(key, addPartnerCommand, { loren_name: partner });
export const addExpenseCategory = (key: string, category: string) => name(key, addExpenseCategoryCommand, { expense_category: category });
export const addProperty = (key: string, body: CallBodyInput<typeof addPropertyCommand.call>) => name(key, addPropertyCommand, body);
export const addInvestor = (key: string, body: CallBodyInput<typeof addInvestorCommand.call>) => name(key, addInvestorCommand, body);
export const paymentDetails = (key: string, body: CallBodyInput<typeof setPaymentDetails.call>) => call(key, setPaymentDetails, body);
export const setNotes = (key: string, property: string, notes: string) => call(key, setPropertyNotes, { property_name: property, notes });

export const investment = (key: string, investor: string, property: string, cents: number, date: string) =>
  call(key, addInvestment, { property_name: property, amount: dollars(cents), date, investor_name: investor });

export const investmentWithdrawal = (key: string, investor: string, property: string, cents: number, date: string) =>
  call(key, recordInvestmentWithdrawal, { property_name: property, amount: dollars(cents), date, investor_name: investor });

export interface IncomeInput {
  property: string;
  date: string;
  month: string;
  cents: number;
  description: string;
  category: 'Rent' | 'Late Fees' | 'Fees and Reimbursements' | 'Other Income';
  partner?: string;
}
export const income = (key: string, i: IncomeInput) =>
  call(key, recordPropertyIncome, {
    income_date: i.date,
    property_name: i.property,
    loren_name: i.partner ?? null,
    description: i.description,
    amount: dollars(i.cents),
    income_for_month: i.month,
    income_category: i.category,
  });

export interface PartnerIncomeInput {
  property: string;
  date: string;
  cents: number;
  description: string;
  start: string;
  end: string;
}
export const partnerIncome = (key: string, i: PartnerIncomeInput) =>
  call(key, recordPartnerIncome, {
    income_date: i.date,
    property_name: i.property,
    description: i.description,
    amount: dollars(i.cents),
    start_date: i.start,
    end_date: i.end,
  });

export interface PaymentInput {
  property: string;
  partner: string;
  date: string;
  cents: number;
  description: string;
}
export const landContractPayment = (key: string, p: PaymentInput) =>
  call(key, recordLandContractPayment, {
    payment_date: p.date,
    property_name: p.property,
    loren_name: p.partner,
    description: p.description,
    amount: dollars(p.cents),
  });

/** A land contract's terms, as the open form sends them (docs/land-contracts.md). */
export const openContract = (key: string, body: CallBodyInput<typeof openLandContractCommand.call>) =>
  call(key, openLandContractCommand, body);
export const waiveLateFee = (key: string, body: CallBodyInput<typeof waiveLandContractLateFee.call>) =>
  call(key, waiveLandContractLateFee, body);

export interface ExpenseInput {
  property: string;
  date: string;
  month: string;
  cents: number;
  description: string;
  category: string;
  partner?: string;
}
const expenseBody = (e: ExpenseInput) => ({
  expense_date: e.date,
  property_name: e.property,
  loren_name: e.partner ?? null,
  description: e.description,
  amount: dollars(e.cents),
  expense_category: e.category,
  expense_for_month: e.month,
});
export const expense = (key: string, e: ExpenseInput) => call(key, recordPropertyExpense, expenseBody(e));
export const investorExpense = (key: string, investor: string, e: ExpenseInput) =>
  call(key, recordInvestorPropertyExpense, { ...expenseBody(e), investor });

export const deposit = (key: string, d: { property: string; date: string; cents: number; notes: string; partner?: string }) =>
  call(key, addRentalDeposit, {
    property_name: d.property,
    amount: dollars(d.cents),
    date: d.date,
    notes: d.notes,
    loren_name: d.partner ?? null,
  });

export const depositWithdrawal = (key: string, d: { property: string; date: string; cents: number; notes: string }) =>
  call(key, recordDepositWithdrawal, { property_name: d.property, amount: dollars(d.cents), date: d.date, notes: d.notes });

export const llcExpense = (key: string, e: { llc: string; date: string; cents: number; description: string; category: string }) =>
  call(key, recordLlcExpense, {
    expense_date: e.date,
    llc_name: e.llc,
    description: e.description,
    amount: dollars(e.cents),
    expense_category: e.category,
  });

export const cashWithdrawal = (key: string, w: { investor: string; date: string; cents: number; description: string }) =>
  call(key, recordCashWithdrawal, {
    amount: dollars(w.cents),
    date: w.date,
    investor_name: w.investor,
    description: w.description,
  });

const [deleteIncome, deleteExpense, deleteDeposit, deleteLandContractPayment, deleteLlcExpense] = voidCommands;

/** Which delete removes a record of this call, and what the row shows as its detail and date. */
const deletes: Record<string, { command: DemoCommand; detail: string; date: string }> = {
  [recordPropertyIncome.call.path]: { command: deleteIncome!, detail: 'description', date: 'income_date' },
  [recordPartnerIncome.call.path]: { command: deleteIncome!, detail: 'description', date: 'income_date' },
  [recordPropertyExpense.call.path]: { command: deleteExpense!, detail: 'description', date: 'expense_date' },
  [recordInvestorPropertyExpense.call.path]: { command: deleteExpense!, detail: 'description', date: 'expense_date' },
  [addRentalDeposit.call.path]: { command: deleteDeposit!, detail: 'notes', date: 'date' },
  [recordLandContractPayment.call.path]: { command: deleteLandContractPayment!, detail: 'description', date: 'payment_date' },
  [recordLlcExpense.call.path]: { command: deleteLlcExpense!, detail: 'description', date: 'expense_date' },
};

/** A record entered by mistake and deleted again, as the transaction screens let an admin do. */
export const mistake = (request: DemoRequest): DemoRequest => {
  const remove = deletes[request.command.call.path];
  if (!remove) throw new Error(`no delete for ${request.command.call.path}`);
  const row = { amount: Number(request.body.amount), detail: String(request.body[remove.detail]), date: String(request.body[remove.date]) };
  return { ...request, voidedBy: { command: remove.command, row } };
};
