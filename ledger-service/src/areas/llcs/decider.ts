import { domainEvent, type DomainEvent, type EventData } from '@portal/contracts';
import { guardNamed, recordedAs, type Decider } from '../../shared/decider';
import { assertDeletable, listed, type DeleteRequest, type ListedRecord } from '../../shared/ledger-records';

export interface LlcState {
  exists: boolean;
  /** The LLC's name as written (the stream may be named by its key). */
  name: string | null;
  /** The expense a delete is about, when the decider watches one. */
  watched: ListedRecord | null;
}

export type AddLlc = { type: 'AddLlc' } & EventData<'LlcAdded'>;
export type RecordLlcExpense = { type: 'RecordLlcExpense' } & EventData<'LlcExpenseRecorded'>;
export type VoidLlcExpense = { type: 'VoidLlcExpense'; llcName: string } & DeleteRequest;
export type LlcCommand = AddLlc | RecordLlcExpense | VoidLlcExpense;

const watchedId = (command: LlcCommand) => (command.type === 'VoidLlcExpense' ? command.recordId : null);

/** The decider for one command: it folds only what that command needs (a delete watches its record). */
export const llcDecider = (command: LlcCommand): Decider<LlcState, LlcCommand> => {
  const watch = watchedId(command);
  return {
    initialState: () => ({ exists: false, name: null, watched: null }),
    foldKey: `llc/${watch ?? ''}`,
    evolve: (state, event) => {
      switch (event.type) {
        case 'LlcAdded':
          return { ...state, exists: true, name: event.data.llcName };
        case 'LlcExpenseRecorded': {
          const { recordId, amountCents, description, expenseDate } = event.data;
          return recordId === watch ? { ...state, watched: listed(recordId, amountCents, description, expenseDate) } : state;
        }
        case 'LlcExpenseVoided':
          return state.watched && event.data.recordId === watch ? { ...state, watched: { ...state.watched, voided: true } } : state;
        default:
          return state;
      }
    },
    decide: (cmd, state): DomainEvent[] => {
      guardNamed(state, cmd.type === 'AddLlc', ['An', 'LLC'], cmd.llcName);
      switch (cmd.type) {
        case 'AddLlc':
          return recordedAs('LlcAdded', cmd);
        case 'RecordLlcExpense':
          return recordedAs('LlcExpenseRecorded', cmd);
        case 'VoidLlcExpense':
          assertDeletable('LLC expense', state.watched, cmd);
          return [domainEvent('LlcExpenseVoided', { recordId: cmd.recordId, llcName: cmd.llcName })];
        default: {
          const exhaustive: never = cmd;
          return exhaustive;
        }
      }
    },
  };
};
