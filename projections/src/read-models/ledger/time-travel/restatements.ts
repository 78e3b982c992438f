import type { DomainEvent } from '@portal/contracts';
import { foldBatch, voidKindOfGross, type VoidKind } from '../batch';
import { contractEventDate, type LedgerFacts } from '../figures';
import { ledgerAsOf, type LedgerAt } from './ledger-at';
import { reportsAt } from './reports';

/** An event of the log with what the restatements name: its id, when it was recorded and by whom. */
export interface LoggedEvent {
  readonly id: string;
  readonly recordedAt: string;
  readonly actor: string;
  readonly event: DomainEvent;
}

export type RestatedFigure = 'total_investments' | 'total_income' | 'cash_balance';

/** One investor's figure whose value as of a day differs between the log as known then and now. */
export interface Restatement {
  readonly investorId: string;
  readonly figure: RestatedFigure;
  readonly thenCents: number;
  readonly nowCents: number;
  /** The events recorded after then that the figure is computed from, in log order. */
  readonly events: readonly LoggedEvent[];
}

/** What an event of the ledger bears on: an investor, a property, or both, and its own date (null: every day). */
interface Touch {
  readonly investorId: string | null;
  readonly propertyName: string | null;
  readonly date: string | null;
  /** A capital movement: it moves the investor's investments and everyone's shares of the property. */
  readonly capital: boolean;
  /** A cash withdrawal: it moves the investor's cash balance only. */
  readonly cash: boolean;
  /** A land-contract record or payment (or its void): on a property with a contract it moves its holders' capital too. */
  readonly books?: boolean;
}

/** An income or expense of a property on its day (an expense may be one investor's own): it moves neither capital nor cash. */
const income = (propertyName: string, date: string, investorId: string | null = null): Touch => ({
  investorId,
  propertyName,
  date,
  capital: false,
  cash: false,
});

/** A cash withdrawal of an investor on its day. */
const cashWithdrawal = (investorId: string, date: string): Touch => ({ investorId, propertyName: null, date, capital: false, cash: true });

/** The voidable records of each `records` (facts or a fold's records) by the key a void names them with. */
const recordsById = (...recordSets: readonly Pick<LedgerFacts, 'gross' | 'expenses' | 'cashWithdrawals'>[]) => {
  const byId = new Map<string, Touch>();
  const key = (kind: VoidKind, recordId: string, owner: string) => `${kind}\n${owner}\n${recordId}`;
  for (const records of recordSets) {
    for (const r of records.gross) byId.set(key(voidKindOfGross(r), r.recordId, r.propertyName), income(r.propertyName, r.date));
    for (const r of records.expenses)
      byId.set(key('expense', r.recordId, r.propertyName), income(r.propertyName, r.expenseDate, r.investorId));
    for (const r of records.cashWithdrawals) byId.set(key('cash', r.recordId, r.investorId), cashWithdrawal(r.investorId, r.date));
  }
  return (kind: VoidKind, recordId: string, owner: string) => byId.get(key(kind, recordId, owner)) ?? null;
};

const touchOf = (event: DomainEvent, voided: ReturnType<typeof recordsById>): Touch | null => {
  switch (event.type) {
    case 'InvestorAdded': // a fee set again
      return { investorId: event.data.investorId, propertyName: null, date: null, capital: false, cash: false };
    case 'InvestmentMade':
    case 'InvestmentWithdrawn':
      return {
        investorId: event.data.investorId,
        propertyName: event.data.propertyName,
        date: event.data.date,
        capital: true,
        cash: false,
      };
    case 'CashWithdrawn':
      return cashWithdrawal(event.data.investorId, event.data.date);
    case 'IncomeRecorded':
    case 'PartnerIncomeRecorded':
      return income(event.data.propertyName, event.data.incomeDate);
    case 'LandContractPaymentRecorded':
      return { ...income(event.data.propertyName, event.data.paymentDate), books: true };
    case 'LandContractOpened':
    case 'LandContractClosed':
    case 'LandContractReopened':
    case 'LandContractVoided':
    case 'LandContractLateFeeWaived':
      return { ...income(event.data.propertyName, ''), date: contractEventDate(event), books: true };
    case 'PropertyExpenseRecorded':
      return income(event.data.propertyName, event.data.expenseDate, event.data.investorId);
    case 'IncomeVoided':
      return voided('income', event.data.recordId, event.data.propertyName);
    case 'LandContractPaymentVoided': {
      const touch = voided('payment', event.data.recordId, event.data.propertyName);
      return touch && { ...touch, books: true };
    }
    case 'ExpenseVoided':
      return voided('expense', event.data.recordId, event.data.propertyName);
    case 'CashWithdrawalVoided':
      return voided('cash', event.data.recordId, event.data.investorId);
    default: // deposits, LLC expenses, the catalogue and identity move no investor figure
      return null;
  }
};

/**
 * GET /admin/restatements in cents (docs/time-travel.md): for each investor and each of total
 * investments, total income and cash balance, its value as of `asOf` over the events recorded at or
 * before `knownOn` and over all of them; those that differ, with the later events the figure is
 * computed from (the investor's own capital movements for investments; for income and cash balance
 * the records and voids of the properties the investor holds, everyone's capital movements in them,
 * the investor's fee and, for cash, withdrawals), each dated on or before `asOf`.
 */
export const restatementsOf = (
  log: readonly LoggedEvent[],
  ledgers: { readonly then: LedgerAt; readonly now: LedgerAt },
  knownOn: string,
  asOf: string,
): Restatement[] => {
  const then = reportsAt(ledgerAsOf(ledgers.then, asOf), asOf);
  const now = reportsAt(ledgerAsOf(ledgers.now, asOf), asOf);
  const laterLog = log.filter((e) => e.recordedAt > knownOn);
  // A later void names a record known then, or one recorded later too: both are looked up.
  const voided = recordsById(ledgers.then.facts, foldBatch(laterLog.map((e) => e.event)).records);
  const later = laterLog
    .map((e) => ({ logged: e, touch: touchOf(e.event, voided) }))
    .filter((e): e is { logged: LoggedEvent; touch: Touch } => e.touch !== null && (e.touch.date === null || e.touch.date <= asOf));
  if (later.length === 0) return [];

  const { facts } = ledgers.now;
  const propertiesOf = (investorId: string) =>
    new Set(facts.capital.filter((r) => r.investorId === investorId && r.kind === 'investment').map((r) => r.propertyName));

  // On a property with a contract, its records, payments and everyone's capital move what its holders have invested.
  const contracted = new Set([...ledgers.then.contractProperties(), ...ledgers.now.contractProperties()]);
  const movesBooks = (touch: Touch, held: ReadonlySet<string>) =>
    touch.propertyName !== null &&
    held.has(touch.propertyName) &&
    contracted.has(touch.propertyName) &&
    (touch.books === true || touch.capital);

  const restatements: Restatement[] = [];
  const investors = facts.investors.map((i) => i.investorId).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const investorId of investors) {
    const before = then.investorSummary(investorId);
    const after = now.investorSummary(investorId);
    const held = propertiesOf(investorId);
    // Their own capital, expenses and fee; and in the properties they hold, the shared records and everyone's capital.
    const movesIncome = ({ touch }: { touch: Touch }) =>
      !touch.cash &&
      (touch.investorId === investorId ||
        (touch.propertyName !== null && held.has(touch.propertyName) && (touch.capital || touch.investorId === null)));
    const figures: [RestatedFigure, number, number, (e: { touch: Touch }) => boolean][] = [
      [
        'total_investments',
        before?.totalInvestmentsCents ?? 0,
        after?.totalInvestmentsCents ?? 0,
        ({ touch }) => (touch.capital && touch.investorId === investorId) || movesBooks(touch, held),
      ],
      ['total_income', before?.totalIncomeCents ?? 0, after?.totalIncomeCents ?? 0, movesIncome],
      [
        'cash_balance',
        before?.cashBalanceCents ?? 0,
        after?.cashBalanceCents ?? 0,
        (e) => movesIncome(e) || (e.touch.cash && e.touch.investorId === investorId),
      ],
    ];
    for (const [figure, thenCents, nowCents, moves] of figures) {
      if (thenCents === nowCents) continue;
      restatements.push({ investorId, figure, thenCents, nowCents, events: later.filter(moves).map((e) => e.logged) });
    }
  }
  return restatements;
};
