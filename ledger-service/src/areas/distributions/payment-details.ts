import * as api from '@portal/contracts/api';
import { domainEvent, type DomainEvent, type PaymentMethod } from '@portal/contracts';
import type { Decider } from '../../shared/decider';
import { conflict } from '../../shared/errors';
import type { PersonalData } from '../../shared/personal-data';
import { erasedText } from '../../shared/personal-data';
import { investorSubject } from '../../shared/personal-data/personal-data';

/**
 * Every investor's payment details, in one small stream (`payment-details`): a set, a proposal and its
 * review are decided against one state and one expected version, so a review never approves a proposal
 * that a newer one replaced. The bank account is sealed under the investor's key (docs/distributions.md).
 */

/** A bank account as sealed: opened only to answer (last four digits) and to write the bank file. */
export interface BankAccount {
  routing: string;
  account: string;
  type: (typeof api.accountTypes)[number];
  name: string;
  entity: boolean;
}

/** Details as recorded: the method in clear, the account sealed (null unless `ach`). */
export interface RecordedDetails {
  method: PaymentMethod;
  account: string | null;
}

export interface InvestorPaymentDetails {
  current: RecordedDetails | null;
  pending: RecordedDetails | null;
}

export type PaymentDetailsState = ReadonlyMap<string, InvestorPaymentDetails>;

export type PaymentDetailsCommand =
  | { type: 'SetPaymentDetails'; investorId: string; details: RecordedDetails }
  | { type: 'ProposePaymentDetails'; investorId: string; details: RecordedDetails }
  | { type: 'ReviewPaymentDetails'; investorId: string; investorName: string; decision: 'approve' | 'reject' };

const none: InvestorPaymentDetails = { current: null, pending: null };

const evolve = (state: PaymentDetailsState, event: DomainEvent): PaymentDetailsState => {
  const change = (investorId: string, next: (was: InvestorPaymentDetails) => InvestorPaymentDetails) =>
    new Map(state).set(investorId, next(state.get(investorId) ?? none));
  switch (event.type) {
    case 'PaymentDetailsSet': {
      const { investorId, method, account } = event.data;
      return change(investorId, () => ({ current: { method, account }, pending: null }));
    }
    case 'PaymentDetailsChangeProposed': {
      const { investorId, method, account } = event.data;
      return change(investorId, (was) => ({ ...was, pending: { method, account } }));
    }
    case 'PaymentDetailsChangeReviewed':
      return change(event.data.investorId, (was) => ({
        current: event.data.decision === 'approve' ? was.pending : was.current,
        pending: null,
      }));
    default:
      return state;
  }
};

const decide = (command: PaymentDetailsCommand, state: PaymentDetailsState): DomainEvent[] => {
  switch (command.type) {
    case 'SetPaymentDetails':
      return [domainEvent('PaymentDetailsSet', { investorId: command.investorId, ...command.details })];
    case 'ProposePaymentDetails':
      return [domainEvent('PaymentDetailsChangeProposed', { investorId: command.investorId, ...command.details })];
    case 'ReviewPaymentDetails': {
      if (!state.get(command.investorId)?.pending)
        throw conflict(`No change of ${command.investorName}'s payment details waits for review.`);
      return [domainEvent('PaymentDetailsChangeReviewed', { investorId: command.investorId, decision: command.decision })];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
};

export const paymentDetailsDecider: Decider<PaymentDetailsState, PaymentDetailsCommand> = {
  initialState: () => new Map(),
  evolve,
  foldKey: 'payment-details',
  decide,
};

/** The details a call gives, sealed as they are recorded: the bank account under the investor's key. */
export const sealDetails = async (
  personalData: Pick<PersonalData, 'protect'>,
  investorId: string,
  input: api.PaymentDetailsInput,
): Promise<RecordedDetails> => {
  if (input.method !== 'ach') return { method: input.method, account: null };
  const bank: BankAccount = {
    routing: input.routing_number!,
    account: input.account_number!,
    type: input.account_type!,
    name: input.account_name!,
    entity: input.entity ?? false,
  };
  return { method: 'ach', account: await personalData.protect(investorSubject(investorId), JSON.stringify(bank)) };
};

/** A sealed account opened (by `PersonalData.revealAll`): null once the investor's key is destroyed. */
export const bankAccountOf = (opened: string): BankAccount | null => (opened === erasedText ? null : (JSON.parse(opened) as BankAccount));

/** Details as an answer shows them: the last four digits of the account, never more. */
export const shownDetails = (details: RecordedDetails, bank: BankAccount | null): api.PaymentDetailsShown => ({
  method: details.method,
  account_last4: bank ? bank.account.slice(-4) : null,
  account_type: bank?.type ?? null,
  account_name: bank?.name ?? null,
  entity: bank?.entity ?? null,
});
