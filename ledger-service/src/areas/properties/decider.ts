import { domainEvent, type DomainEvent, type EventData } from '@portal/contracts';
import { assertOpen } from '../../shared/periods/placing';
import { conflict } from '../../shared/errors';
import { guardNamed, recordedAs, type Decider } from '../../shared/decider';
import { assertDeletable, type DeleteRequest } from '../../shared/ledger-records';
import { formatCents } from '../../shared/money';
import { assertPaymentChangeHolds, type ContractCapital } from '../land-contracts/rules';
import { evolveProperty, initialPropertyState, type PropertyRecordKind, type PropertyState } from './state';

type Command<T extends string, D> = { type: T } & D;

export type AddProperty = Command<'AddProperty', EventData<'PropertyAdded'>>;
export type SetPropertyNotes = Command<'SetPropertyNotes', EventData<'PropertyNotesSet'>>;
export type RecordIncome = Command<'RecordIncome', EventData<'IncomeRecorded'>>;
export type RecordPartnerIncome = Command<'RecordPartnerIncome', EventData<'PartnerIncomeRecorded'>>;
/** `capital`: the investors' capital in the property, null until the decider asks for it (land-contracts/rules.ts). */
export type RecordLandContractPayment = Command<
  'RecordLandContractPayment',
  EventData<'LandContractPaymentRecorded'> & { capital: ContractCapital | null }
>;
export type RecordPropertyExpense = Command<'RecordPropertyExpense', EventData<'PropertyExpenseRecorded'>>;
export type ReceiveRentalDeposit = Command<'ReceiveRentalDeposit', EventData<'RentalDepositReceived'>>;
export type WithdrawDeposit = Command<'WithdrawDeposit', EventData<'DepositWithdrawn'>>;
/**
 * `closedThrough`: the closed date as the void's guard read it (shared/periods/closed-periods.ts), null when none.
 * `capital`: for a land-contract payment's, as for its record.
 */
export type VoidPropertyRecord = Command<
  'VoidIncome' | 'VoidExpense' | 'VoidDeposit' | 'VoidLandContractPayment',
  { propertyName: string; closedThrough: string | null; capital?: ContractCapital | null } & DeleteRequest
>;

export type PropertyCommand =
  | AddProperty
  | SetPropertyNotes
  | RecordIncome
  | RecordPartnerIncome
  | RecordLandContractPayment
  | RecordPropertyExpense
  | ReceiveRentalDeposit
  | WithdrawDeposit
  | VoidPropertyRecord;

/** Which records each delete call covers, what it calls them, and the event that voids one. */
const voidable: Record<
  VoidPropertyRecord['type'],
  {
    label: string;
    kinds: readonly PropertyRecordKind[];
    voided: 'IncomeVoided' | 'ExpenseVoided' | 'DepositVoided' | 'LandContractPaymentVoided';
  }
> = {
  VoidIncome: { label: 'income', kinds: ['income', 'partner_income'], voided: 'IncomeVoided' },
  VoidExpense: { label: 'expense', kinds: ['expense'], voided: 'ExpenseVoided' },
  VoidDeposit: { label: 'deposit', kinds: ['deposit', 'deposit_withdrawal'], voided: 'DepositVoided' },
  VoidLandContractPayment: { label: 'land contract payment', kinds: ['land_contract_payment'], voided: 'LandContractPaymentVoided' },
};

const decideVoid = (command: VoidPropertyRecord, state: PropertyState): DomainEvent => {
  const { label, kinds, voided } = voidable[command.type];
  const watched = state.watched && kinds.includes(state.watched.kind) ? state.watched : null;
  const record = assertDeletable(label, watched, command);
  // The row's date is the record's own; the month it is for, or the period it covers, is known only here.
  assertOpen(watched?.placing ?? [], command.closedThrough);
  if (command.type === 'VoidDeposit' && state.depositsHeldCents - record.amountCents < 0) {
    throw conflict(
      `Deleting this deposit would make the deposits held for ${command.propertyName} negative: ` +
        `${formatCents(state.depositsHeldCents)} are held and ${formatCents(record.amountCents)} would be taken off.`,
    );
  }
  const event = domainEvent(voided, { recordId: command.recordId, propertyName: command.propertyName });
  if (event.type === 'LandContractPaymentVoided') assertPaymentChangeHolds(state.landContracts, event, command.capital ?? null);
  return event;
};

const decide = (command: PropertyCommand, state: PropertyState): DomainEvent[] => {
  guardNamed(state, command.type === 'AddProperty', ['A', 'property'], command.propertyName);
  switch (command.type) {
    case 'AddProperty':
      return recordedAs('PropertyAdded', command);
    case 'SetPropertyNotes':
      return recordedAs('PropertyNotesSet', command);
    case 'RecordIncome':
      return recordedAs('IncomeRecorded', command);
    case 'RecordPartnerIncome':
      return recordedAs('PartnerIncomeRecorded', command);
    case 'RecordLandContractPayment': {
      if (state.propertyType !== 'Land Contract') {
        throw conflict(
          `${command.propertyName} is not a Land Contract property: land contract payments are recorded on Land Contract properties only.`,
        );
      }
      const { type: _type, capital, ...data } = command;
      const event = domainEvent('LandContractPaymentRecorded', data);
      assertPaymentChangeHolds(state.landContracts, { type: 'LandContractPaymentRecorded', data }, capital);
      return [event];
    }
    case 'RecordPropertyExpense':
      return recordedAs('PropertyExpenseRecorded', command);
    case 'ReceiveRentalDeposit':
      return recordedAs('RentalDepositReceived', command);
    case 'WithdrawDeposit': {
      if (command.amountCents > state.depositsHeldCents) {
        throw conflict(
          `The amount exceeds the maximum deposit withdrawal of ${formatCents(state.depositsHeldCents)} for ${command.propertyName} (the deposits held).`,
        );
      }
      return recordedAs('DepositWithdrawn', command);
    }
    case 'VoidIncome':
    case 'VoidExpense':
    case 'VoidDeposit':
    case 'VoidLandContractPayment':
      return [decideVoid(command, state)];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
};

const watchedId = (command: PropertyCommand): string | null => {
  switch (command.type) {
    case 'VoidIncome':
    case 'VoidExpense':
    case 'VoidDeposit':
    case 'VoidLandContractPayment':
      return command.recordId;
    default:
      return null;
  }
};

/** The decider for one command: it folds the property's stream into what that command needs. */
export const propertyDecider = (command: PropertyCommand): Decider<PropertyState, PropertyCommand> => {
  const watch = watchedId(command);
  return { initialState: initialPropertyState, evolve: evolveProperty(watch), decide, foldKey: `property/${watch ?? ''}` };
};
