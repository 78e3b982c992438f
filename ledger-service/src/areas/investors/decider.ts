import { domainEvent, type DomainEvent, type EventData } from '@portal/contracts';
import { conflict } from '../../shared/errors';
import { guardNamed, recordedAs, type Decider } from '../../shared/decider';
import { formatCents } from '../../shared/money';
import { maxInvestmentWithdrawal, type CapitalMovement } from './capital';

export interface InvestorState {
  exists: boolean;
  /** Never kept: the name is sealed in the log; messages use the name the command was given. */
  name: null;
  /** The cash withdrawals that count: all but those voided (a distribution's payment returned). */
  cashWithdrawnCents: number;
  /** Each counting cash withdrawal's amount, by record id: a void takes it back. */
  cashWithdrawals: ReadonlyMap<string, number>;
  /** Investments and investment withdrawals in the one property the command is about. */
  capital: readonly CapitalMovement[];
}

/** Every command names the investor as its messages do (`name`); the events name them by id. */
interface Named {
  name: string;
}
export type AddInvestor = { type: 'AddInvestor'; secretDigest: string } & Named & EventData<'InvestorAdded'>;
export type MakeInvestment = { type: 'MakeInvestment' } & Named & EventData<'InvestmentMade'>;
/**
 * `today` comes from the composition's clock, so the decider stays pure. `reductions`: the capital
 * land contracts returned to or wrote off for the investor in the property (negative movements, from
 * the read side): it is no longer invested, so it cannot be withdrawn again (docs/land-contracts.md).
 */
export type WithdrawInvestment = { type: 'WithdrawInvestment'; today: string; reductions?: readonly CapitalMovement[] } & Named &
  EventData<'InvestmentWithdrawn'>;
/** `incomeCents` is total_income(i) as the read side knows it when the command is handled. */
export type WithdrawCash = { type: 'WithdrawCash'; incomeCents: number } & Named & EventData<'CashWithdrawn'>;

/** A distribution's payment came back: its cash withdrawal is voided (areas/distributions). */
export type VoidCashWithdrawal = { type: 'VoidCashWithdrawal' } & Named & EventData<'CashWithdrawalVoided'>;

export type InvestorCommand = AddInvestor | MakeInvestment | WithdrawInvestment | WithdrawCash | VoidCashWithdrawal;

const watchedProperty = (command: InvestorCommand): string | null => (command.type === 'WithdrawInvestment' ? command.propertyName : null);

const decide = (command: InvestorCommand, state: InvestorState): DomainEvent[] => {
  guardNamed(state, command.type === 'AddInvestor', ['An', 'investor'], command.name);
  switch (command.type) {
    case 'AddInvestor':
      return recordedAs('InvestorAdded', command);
    case 'MakeInvestment':
      return recordedAs('InvestmentMade', command);
    case 'WithdrawInvestment': {
      const { type: _type, today, name, reductions = [], ...data } = command;
      const max = maxInvestmentWithdrawal([...state.capital, ...reductions], data.date, today);
      if (data.amountCents > max) {
        throw conflict(`The amount exceeds the maximum investment withdrawal of ${formatCents(max)} for ${name} in ${data.propertyName}.`);
      }
      return [domainEvent('InvestmentWithdrawn', data)];
    }
    case 'WithdrawCash': {
      const { type: _type, incomeCents, name, ...data } = command;
      const max = Math.max(0, incomeCents - state.cashWithdrawnCents);
      if (data.amountCents > max) {
        throw conflict(`The amount exceeds the maximum cash withdrawal of ${formatCents(max)} for ${name} (the cash balance).`);
      }
      return [domainEvent('CashWithdrawn', data)];
    }
    case 'VoidCashWithdrawal': {
      if (!state.cashWithdrawals.has(command.recordId))
        throw conflict(`No cash withdrawal ${command.recordId} of ${command.name} counts that could be voided.`);
      return [domainEvent('CashWithdrawalVoided', { recordId: command.recordId, investorId: command.investorId })];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
};

/** The decider for one command: it folds the investor's stream into what that command needs. */
export const investorDecider = (command: InvestorCommand): Decider<InvestorState, InvestorCommand> => {
  const property = watchedProperty(command);
  return {
    initialState: () => ({ exists: false, name: null, cashWithdrawnCents: 0, cashWithdrawals: new Map(), capital: [] }),
    evolve: (state, event) => {
      switch (event.type) {
        case 'InvestorAdded':
          return { ...state, exists: true };
        case 'InvestmentMade':
          return event.data.propertyName === property
            ? { ...state, capital: [...state.capital, { date: event.data.date, cents: event.data.amountCents }] }
            : state;
        case 'InvestmentWithdrawn':
          return event.data.propertyName === property
            ? { ...state, capital: [...state.capital, { date: event.data.date, cents: -event.data.amountCents }] }
            : state;
        case 'CashWithdrawn':
          return {
            ...state,
            cashWithdrawnCents: state.cashWithdrawnCents + event.data.amountCents,
            cashWithdrawals: new Map(state.cashWithdrawals).set(event.data.recordId, event.data.amountCents),
          };
        case 'CashWithdrawalVoided': {
          const amount = state.cashWithdrawals.get(event.data.recordId) ?? 0;
          const cashWithdrawals = new Map(state.cashWithdrawals);
          cashWithdrawals.delete(event.data.recordId);
          return { ...state, cashWithdrawnCents: state.cashWithdrawnCents - amount, cashWithdrawals };
        }
        default:
          return state;
      }
    },
    decide,
    foldKey: `investor/${property ?? ''}`,
  };
};
