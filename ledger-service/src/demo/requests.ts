import { dollars } from './units';

/**
 * One admin call of the demo, as the web app would send it. `key` names it for good: the loader
 * sends it as the Idempotency-Key, so a second run (or the rest of a crashed one) replays the first
 * answer instead of recording again.
 */
export interface DemoRequest {
  key: string;
  path: string;
  body: Record<string, unknown>;
  /** Adding a name: a 409 "already exists" means it is there, which is all the demo wants. */
  nameOnly?: boolean;
  /** A mistaken record, deleted right after it is recorded with this call and the row the list shows. */
  voidedBy?: { path: string; row: { amount: number; detail: string; date: string } };
}

/** Calls that run one after another (one property's or one investor's story). */
export type Chain = DemoRequest[];

/** Chains that may run side by side; a phase ends when all its chains have. */
export interface Phase {
  name: string;
  chains: Chain[];
}

type Body = Record<string, unknown>;
const call = (key: string, path: string, body: Body): DemoRequest => ({ key, path, body });
const name = (key: string, path: string, body: Body): DemoRequest => ({ key, path, body, nameOnly: true });

export const addLlc = (key: string, body: Body) => name(key, '/admin/add_llc', body);
export const addPartner = (key: string, partner: string) => name(key, '/admin/add_partner', { loren_name: partner });
export const addExpenseCategory = (key: string, category: string) =>
  name(key, '/admin/add_expense_category', { expense_category: category });
export const addProperty = (key: string, body: Body) => name(key, '/admin/add_investment_property', body);
export const addInvestor = (key: string, body: Body) => name(key, '/admin/add_investor', body);
export const setNotes = (key: string, property: string, notes: string) =>
  call(key, '/admin/set_property_notes', { property_name: property, notes });

export const investment = (key: string, investor: string, property: string, cents: number, date: string) =>
  call(key, '/admin/add_investment', { property_name: property, amount: dollars(cents), date, investor_name: investor });

export const investmentWithdrawal = (key: string, investor: string, property: string, cents: number, date: string) =>
  call(key, '/admin/record_investment_withdrawal', { property_name: property, amount: dollars(cents), date, investor_name: investor });

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
  call(key, '/admin/record_property_income', {
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
  call(key, '/admin/record_loren_income', {
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
  call(key, '/admin/record_lc_payment', {
    payment_date: p.date,
    property_name: p.property,
    loren_name: p.partner,
    description: p.description,
    amount: dollars(p.cents),
  });

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
export const expense = (key: string, e: ExpenseInput) => call(key, '/admin/record_property_expense', expenseBody(e));
export const investorExpense = (key: string, investor: string, e: ExpenseInput) =>
  call(key, '/admin/record_investor_property_expense', { ...expenseBody(e), investor });

export const deposit = (key: string, d: { property: string; date: string; cents: number; notes: string; partner?: string }) =>
  call(key, '/admin/add_rental_deposit', {
    property_name: d.property,
    amount: dollars(d.cents),
    date: d.date,
    notes: d.notes,
    loren_name: d.partner ?? null,
  });

export const depositWithdrawal = (key: string, d: { property: string; date: string; cents: number; notes: string }) =>
  call(key, '/admin/record_deposit_withdrawal', { property_name: d.property, amount: dollars(d.cents), date: d.date, notes: d.notes });

export const llcExpense = (key: string, e: { llc: string; date: string; cents: number; description: string; category: string }) =>
  call(key, '/admin/record_llc_expense', {
    expense_date: e.date,
    llc_name: e.llc,
    description: e.description,
    amount: dollars(e.cents),
    expense_category: e.category,
  });

export const cashWithdrawal = (key: string, w: { investor: string; date: string; cents: number; description: string }) =>
  call(key, '/admin/record_cash_withdrawal', {
    amount: dollars(w.cents),
    date: w.date,
    investor_name: w.investor,
    description: w.description,
  });

/** Which delete call removes a record of this call, and what the row shows as its detail and date. */
const deletes: Record<string, { path: string; detail: string; date: string }> = {
  '/admin/record_property_income': { path: '/admin/delete_income', detail: 'description', date: 'income_date' },
  '/admin/record_loren_income': { path: '/admin/delete_income', detail: 'description', date: 'income_date' },
  '/admin/record_property_expense': { path: '/admin/delete_expense', detail: 'description', date: 'expense_date' },
  '/admin/record_investor_property_expense': { path: '/admin/delete_expense', detail: 'description', date: 'expense_date' },
  '/admin/add_rental_deposit': { path: '/admin/delete_deposit', detail: 'notes', date: 'date' },
  '/admin/record_lc_payment': { path: '/admin/delete_lc_payment', detail: 'description', date: 'payment_date' },
  '/admin/record_llc_expense': { path: '/admin/delete_llc_expense', detail: 'description', date: 'expense_date' },
};

/** A record entered by mistake and deleted again, as the transaction screens let an admin do. */
export const mistake = (request: DemoRequest): DemoRequest => {
  const remove = deletes[request.path];
  if (!remove) throw new Error(`no delete call for ${request.path}`);
  const row = { amount: Number(request.body.amount), detail: String(request.body[remove.detail]), date: String(request.body[remove.date]) };
  return { ...request, voidedBy: { path: remove.path, row } };
};
