import { z } from 'zod';
import { recordedName as name } from '../names';
import { investorId, sealedValue } from './people';
import { cents, dayCount, isoDate, isoMonth, lateFeeType, propertyType, text } from './values';

/** Ids of ledger records (income, expenses, ...): UUIDs chosen when recorded, referenced by voids. */
const recordId = z.string().uuid();

/**
 * The ledger's facts. Money is integer cents; every dated record carries its own date. A 'delete'
 * is a void event naming the record; nothing is ever changed in place.
 */
export const ledgerEvents = {
  LlcAdded: z.object({
    llcName: name,
    address: text,
    dateStarted: isoDate,
    principalBusinessActivity: text,
    principalProduct: text,
    businessCodeNumber: z.string().max(20),
  }),
  PartnerAdded: z.object({ partnerName: name }),
  ExpenseCategoryAdded: z.object({ category: name }),
  /** The books are closed through `through`: no record, void or withdrawal dated (or placed) on or before it may be recorded. */
  PeriodClosed: z.object({ through: isoDate }),
  /** The close moved earlier (to `through`, or none when null), for a stated reason. */
  PeriodReopened: z.object({ through: isoDate.nullable(), reason: text }),
  PropertyAdded: z.object({
    propertyName: name,
    address: text,
    purchaseDate: isoDate,
    purchasePriceCents: cents,
    propertyType,
    pictureUrl: z.string().max(2000),
    llcName: name,
    /** Zero allowed: land value and property value may be unknown or nil. */
    landValueCents: z.number().int().min(0).max(100_000_000_000),
    propertyValueCents: z.number().int().min(0).max(100_000_000_000),
  }),
  PropertyNotesSet: z.object({ propertyName: name, notes: text }),
  InvestmentMade: z.object({ recordId, investorId, propertyName: name, amountCents: cents, date: isoDate }),
  InvestmentWithdrawn: z.object({ recordId, investorId, propertyName: name, amountCents: cents, date: isoDate }),
  IncomeRecorded: z.object({
    recordId,
    propertyName: name,
    partnerName: name.nullable(),
    description: text,
    amountCents: cents,
    incomeDate: isoDate,
    incomeForMonth: isoMonth,
    category: name,
  }),
  /** Income from the partner ({name}) kind, for a period; it counts in the month of incomeDate. */
  PartnerIncomeRecorded: z.object({
    recordId,
    propertyName: name,
    description: text,
    amountCents: cents,
    incomeDate: isoDate,
    startDate: isoDate,
    endDate: isoDate,
  }),
  LandContractPaymentRecorded: z.object({
    recordId,
    propertyName: name,
    partnerName: name,
    description: text,
    amountCents: cents,
    paymentDate: isoDate,
  }),
  PropertyExpenseRecorded: z.object({
    recordId,
    propertyName: name,
    partnerName: name.nullable(),
    /** Set for an investor-specific expense: charged to that investor alone. */
    investorId: investorId.nullable(),
    description: text,
    amountCents: cents,
    expenseDate: isoDate,
    expenseForMonth: isoMonth,
    category: name,
  }),
  RentalDepositReceived: z.object({
    recordId,
    propertyName: name,
    partnerName: name.nullable(),
    amountCents: cents,
    date: isoDate,
    notes: text,
  }),
  DepositWithdrawn: z.object({ recordId, propertyName: name, amountCents: cents, date: isoDate, notes: text }),
  LlcExpenseRecorded: z.object({
    recordId,
    llcName: name,
    description: text,
    amountCents: cents,
    expenseDate: isoDate,
    category: name,
  }),
  CashWithdrawn: z.object({ recordId, investorId, amountCents: cents, date: isoDate, description: text }),
  /** Voids: the record counts nowhere from now on. Partner income is voided as income. */
  IncomeVoided: z.object({ recordId, propertyName: name }),
  /** A distribution's payment came back from the bank (docs/distributions.md): its cash withdrawal counts nowhere, the money is back in the cash balance. */
  CashWithdrawalVoided: z.object({ recordId, investorId }),
  ExpenseVoided: z.object({ recordId, propertyName: name }),
  DepositVoided: z.object({ recordId, propertyName: name }),
  LandContractPaymentVoided: z.object({ recordId, propertyName: name }),
  LlcExpenseVoided: z.object({ recordId, llcName: name }),

  /**
   * A land contract on a property of type Land Contract (docs/land-contracts.md): its terms. The
   * buyer's name and address are personal data, sealed under the buyer's own key (subject
   * `buyer:{contractId}`). Splits are never recorded: they are computed from the terms and receipts.
   */
  LandContractOpened: z.object({
    contractId: recordId,
    propertyName: name,
    buyerName: sealedValue,
    buyerAddress: sealedValue,
    contractDate: isoDate,
    originationDate: isoDate,
    salePriceCents: cents,
    /** 0, or less than the sale price. */
    downPaymentCents: z.number().int().min(0).max(100_000_000_000),
    /** Only for a contract already running when the ledger takes it over. */
    openingBalanceCents: cents.nullable(),
    /** Thousandths of a percent: 8.125 % is 8125. */
    rateMilli: z.number().int().min(0).max(40_000),
    dayCount,
    paymentAmountCents: cents,
    firstPaymentDate: isoDate,
    numberOfPayments: z.number().int().min(1).max(480),
    graceDays: z.number().int().min(0).max(60),
    lateFeeType,
    /** `flat`: cents; `percent`: hundredths of a percent of the installment (5 % is 500). 0: none. */
    lateFee: z.number().int().min(0).max(100_000_000_000),
    description: text,
  }),
  /** Forfeiture or cancellation: the open contract ends on `closeDate`. */
  LandContractClosed: z.object({ contractId: recordId, propertyName: name, closeDate: isoDate, reason: text }),
  /** The close of the latest contract is voided; `closeDate` is the voided close's (the event's own date). */
  LandContractReopened: z.object({ contractId: recordId, propertyName: name, closeDate: isoDate, reason: text }),
  /** The latest contract is voided (wrong terms); `contractDate` is its own date. */
  LandContractVoided: z.object({ contractId: recordId, propertyName: name, contractDate: isoDate, reason: text }),
  /** The unpaid part of the late fee of the installment due on `dueDate` is cancelled from `waiveDate` on. */
  LandContractLateFeeWaived: z.object({ contractId: recordId, propertyName: name, dueDate: isoDate, waiveDate: isoDate, reason: text }),
} as const;
