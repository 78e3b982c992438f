import type { FeeBasisPoints, PropertyType } from '@portal/contracts';
import { landContractPaymentCategory, partnerIncomeCategory } from '@portal/contracts';
import { monthOf } from './months';

/**
 * The plain facts the figures are computed from: the ledger's records with voided ones already
 * removed, money in integer cents, dates `YYYY-MM-DD`, months `YYYY-MM`.
 * A projector can as well load them from its own tables; nothing here knows about storage.
 */

export interface PropertyInfo {
  readonly propertyName: string;
  readonly propertyType: PropertyType;
  readonly llcName: string;
  readonly address: string;
  readonly purchaseDate: string;
  readonly purchasePriceCents: number;
  readonly landValueCents: number;
  readonly pictureUrl: string;
  /** The last notes set for the property ('' when never set). */
  readonly notes: string;
}

export interface InvestorInfo {
  readonly investorId: string;
  readonly feeBasisPoints: FeeBasisPoints;
  /** Where the investor sorts by name (order.ts): allocation ties go by it. */
  readonly orderKey: string;
}

/** An investment (adds capital) or an investment withdrawal (removes it); the amount is positive. */
export interface CapitalMovement {
  readonly recordId: string;
  readonly kind: 'investment' | 'withdrawal';
  readonly investorId: string;
  readonly propertyName: string;
  readonly amountCents: number;
  readonly date: string;
}

interface GrossRecordBase {
  readonly recordId: string;
  readonly propertyName: string;
  readonly description: string;
  readonly amountCents: number;
  /** The record's own date: income_date, or payment_date of a land-contract payment. */
  readonly date: string;
}

/** What makes gross(p, m): property income, partner ({name}) income, land-contract payments. */
export type GrossRecord =
  | (GrossRecordBase & { readonly kind: 'income'; readonly incomeForMonth: string; readonly category: string })
  | (GrossRecordBase & { readonly kind: 'partner_income' })
  | (GrossRecordBase & { readonly kind: 'land_contract_payment' });

/** The month a gross record counts in (docs/figures.md: gross(p, m)): property income by its income_for_month,
 * partner income and land-contract payments by the month of their own date. */
export const grossMonth = (record: GrossRecord): string => {
  switch (record.kind) {
    case 'income':
      return record.incomeForMonth;
    case 'partner_income':
    case 'land_contract_payment':
      return monthOf(record.date);
    default:
      return assertNever(record);
  }
};

/** The income category a gross record is reported under (property taxes' income_list). */
export const grossCategory = (record: GrossRecord): string => grossCategoryOf(record.kind, record.kind === 'income' ? record.category : '');

/** The category a gross record counts under: income its own, partner income and land-contract payments a fixed one. */
export const grossCategoryOf = (kind: GrossRecord['kind'], incomeCategory: string): string => {
  switch (kind) {
    case 'income':
      return incomeCategory;
    case 'partner_income':
      return partnerIncomeCategory;
    case 'land_contract_payment':
      return landContractPaymentCategory;
    default:
      return assertNever(kind);
  }
};

/** A property expense; `investorId` is set for an investor-specific one (charged to that investor alone). */
export interface PropertyExpense {
  readonly recordId: string;
  readonly propertyName: string;
  readonly investorId: string | null;
  readonly description: string;
  readonly amountCents: number;
  readonly expenseDate: string;
  readonly expenseForMonth: string;
  readonly category: string;
}

/** A rental deposit received for a property, or a deposit withdrawal from it; the amount is positive. */
export interface DepositMovement {
  readonly recordId: string;
  readonly kind: 'received' | 'withdrawn';
  readonly propertyName: string;
  readonly amountCents: number;
  readonly date: string;
  readonly notes: string;
}

export interface CashWithdrawal {
  readonly recordId: string;
  readonly investorId: string;
  readonly amountCents: number;
  readonly date: string;
  readonly description: string;
}

export interface LlcExpense {
  readonly recordId: string;
  readonly llcName: string;
  readonly description: string;
  readonly amountCents: number;
  readonly expenseDate: string;
  readonly category: string;
}

/** The ledger's dated records as plain facts: what the admin totals and the tax years run over. */
export interface LedgerRecords {
  readonly capital: readonly CapitalMovement[];
  readonly gross: readonly GrossRecord[];
  readonly expenses: readonly PropertyExpense[];
  readonly deposits: readonly DepositMovement[];
  readonly cashWithdrawals: readonly CashWithdrawal[];
  readonly llcExpenses: readonly LlcExpense[];
}

/** The whole ledger as plain facts. */
export interface LedgerFacts extends LedgerRecords {
  readonly properties: readonly PropertyInfo[];
  readonly investors: readonly InvestorInfo[];
}

/** Whether each kind of movement adds its amount or takes it off. */
const signs: Record<CapitalMovement['kind'] | DepositMovement['kind'], 1 | -1> = {
  investment: 1,
  withdrawal: -1,
  received: 1,
  withdrawn: -1,
};

/** The signed effect of a capital movement on invested(i, p, d). */
export const signedCapitalCents = (movement: CapitalMovement): number => signs[movement.kind] * movement.amountCents;

/** The signed effect of a deposit movement on the deposits held for a property. */
export const signedDepositCents = (movement: DepositMovement): number => signs[movement.kind] * movement.amountCents;

/** Makes a switch over a union exhaustive at compile time, and loud at run time. */
export const assertNever = (value: never): never => {
  throw new Error(`Unexpected value ${JSON.stringify(value)}`);
};

/** Sum of integer cents. Exact while the total stays below 2^53 cents (~90 trillion dollars). */
export const sumCents = (amounts: Iterable<number>): number => {
  let total = 0;
  for (const amount of amounts) {
    total += amount;
    if (!Number.isSafeInteger(total)) throw new RangeError(`A total of cents left the safe integer range: ${total}`);
  }
  return total;
};
