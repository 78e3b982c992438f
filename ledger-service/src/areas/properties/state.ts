import type { DomainEvent, PropertyType } from '@portal/contracts';
import { figures } from '@portal/projections';
import { ownDate, type PlacingDate } from '../../shared/periods/placing';
import { listed, type ListedRecord } from '../../shared/ledger-records';
import { expenseDates, incomeDates, partnerIncomeDates } from './placing';

export type PropertyRecordKind = 'income' | 'partner_income' | 'land_contract_payment' | 'expense' | 'deposit' | 'deposit_withdrawal';

export interface WatchedRecord extends ListedRecord {
  kind: PropertyRecordKind;
  /** The dates that place it in reports, its own first: its void is refused when one is in the closed period. */
  placing: readonly PlacingDate[];
}

/** What the property's commands need to know; a delete also watches its one record. */
export interface PropertyState {
  exists: boolean;
  /** The property's name as written (the stream may be named by its key). */
  name: string | null;
  propertyType: PropertyType | null;
  purchaseDate: string | null;
  /** Its land contracts and land-contract payments (areas/land-contracts/rules.ts holds them to their terms). */
  landContracts: figures.PropertyContracts;
  /** Deposits and deposit withdrawals that count (not voided), signed: a withdrawal is negative. */
  deposits: ReadonlyMap<string, number>;
  /** Rental deposits received minus deposit withdrawals, voids excluded (docs/figures.md). */
  depositsHeldCents: number;
  watched: WatchedRecord | null;
}

export const initialPropertyState = (): PropertyState => ({
  exists: false,
  name: null,
  propertyType: null,
  purchaseDate: null,
  landContracts: figures.noPropertyContracts(''),
  deposits: new Map(),
  depositsHeldCents: 0,
  watched: null,
});

const withDeposit = (state: PropertyState, recordId: string, signedCents: number): PropertyState => ({
  ...state,
  deposits: new Map(state.deposits).set(recordId, signedCents),
  depositsHeldCents: state.depositsHeldCents + signedCents,
});

const withoutDeposit = (state: PropertyState, recordId: string): PropertyState => {
  const signedCents = state.deposits.get(recordId);
  if (signedCents === undefined) return state;
  const deposits = new Map(state.deposits);
  deposits.delete(recordId);
  return { ...state, deposits, depositsHeldCents: state.depositsHeldCents - signedCents };
};

/**
 * Folds one event into the state. Only the record named `watch` (the one a delete is about) is kept
 * in full, so a long ledger folds into a small state; deposits are kept by id, since voiding one
 * changes the deposits held by its amount.
 */
export const evolveProperty =
  (watch: string | null) =>
  (state: PropertyState, event: DomainEvent): PropertyState => {
    // `placing` is asked only of the watched record: a long ledger folds without building them.
    const seen = (
      s: PropertyState,
      kind: PropertyRecordKind,
      recordId: string,
      amountCents: number,
      detail: string,
      date: string,
      placing = (): readonly PlacingDate[] => [ownDate('date', date)],
    ) => (recordId === watch ? { ...s, watched: { ...listed(recordId, amountCents, detail, date), kind, placing: placing() } } : s);
    const voided = (s: PropertyState, recordId: string) =>
      s.watched && recordId === watch ? { ...s, watched: { ...s.watched, voided: true } } : s;
    switch (event.type) {
      case 'PropertyAdded': {
        const { propertyName, propertyType, purchaseDate } = event.data;
        return {
          ...state,
          exists: true,
          name: propertyName,
          propertyType,
          purchaseDate,
          landContracts: figures.noPropertyContracts(propertyName),
        };
      }
      case 'IncomeRecorded': {
        const { recordId, amountCents, description, incomeDate } = event.data;
        return seen(state, 'income', recordId, amountCents, description, incomeDate, () => incomeDates(event.data));
      }
      case 'PartnerIncomeRecorded': {
        const { recordId, amountCents, description, incomeDate } = event.data;
        return seen(state, 'partner_income', recordId, amountCents, description, incomeDate, () => partnerIncomeDates(event.data));
      }
      case 'LandContractPaymentRecorded': {
        const { recordId, amountCents, description, paymentDate } = event.data;
        const landContracts = figures.foldPropertyContracts(state.landContracts, event);
        return seen({ ...state, landContracts }, 'land_contract_payment', recordId, amountCents, description, paymentDate);
      }
      case 'LandContractOpened':
      case 'LandContractClosed':
      case 'LandContractReopened':
      case 'LandContractVoided':
      case 'LandContractLateFeeWaived':
        return { ...state, landContracts: figures.foldPropertyContracts(state.landContracts, event) };
      case 'PropertyExpenseRecorded': {
        const { recordId, amountCents, description, expenseDate } = event.data;
        return seen(state, 'expense', recordId, amountCents, description, expenseDate, () => expenseDates(event.data));
      }
      case 'RentalDepositReceived': {
        const { recordId, amountCents, notes, date } = event.data;
        return seen(withDeposit(state, recordId, amountCents), 'deposit', recordId, amountCents, notes, date);
      }
      case 'DepositWithdrawn': {
        const { recordId, amountCents, notes, date } = event.data;
        return seen(withDeposit(state, recordId, -amountCents), 'deposit_withdrawal', recordId, -amountCents, notes, date);
      }
      case 'DepositVoided':
        return voided(withoutDeposit(state, event.data.recordId), event.data.recordId);
      case 'LandContractPaymentVoided':
        return voided({ ...state, landContracts: figures.foldPropertyContracts(state.landContracts, event) }, event.data.recordId);
      case 'IncomeVoided':
      case 'ExpenseVoided':
        return voided(state, event.data.recordId);
      default:
        return state;
    }
  };
