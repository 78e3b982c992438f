import * as api from '@portal/contracts/api';
import type { RecordKind, RecordLocationQueries } from '@portal/projections';
import { llcDecider, type VoidLlcExpense } from '../llcs/decider';
import { ownDate } from '../../shared/periods/placing';
import { propertyDecider, type VoidPropertyRecord } from '../properties/decider';
import { command } from '../../shared/commands';
import { notFound } from '../../shared/errors';
import { withContractCapital, type LandContractDeps } from '../land-contracts/commands';

/** A land-contract payment's void is held to the property's contract, as its record is (areas/land-contracts/rules.ts). */
export interface VoidDeps extends LandContractDeps {
  recordLocations: RecordLocationQueries;
}

interface DeleteKind {
  /** What the messages call the record. */
  label: string;
  /** The success text: '{title} deleted successfully!'. */
  title: string;
  kinds: readonly RecordKind[];
  command: VoidPropertyRecord['type'] | VoidLlcExpense['type'];
}

/**
 * A delete records a void event naming the record, after matching the row the browser sent
 * against the recorded one. The row has no property or LLC name: the record-locations read model
 * tells which stream holds the record, and the decision is made against that stream.
 */
type DeleteCall =
  | typeof api.deleteIncome
  | typeof api.deleteExpense
  | typeof api.deleteDeposit
  | typeof api.deleteLandContractPayment
  | typeof api.deleteLlcExpense;

const deleteCommand = <C extends DeleteCall>(call: C, kind: DeleteKind) =>
  command(call, async (deps: VoidDeps, input, context) => {
    const location = await deps.recordLocations.locate(input.id);
    if (!location || !kind.kinds.includes(location.kind)) throw notFound(`No ${kind.label} with id ${input.id}.`);
    const row = { recordId: input.id, amountCents: input.amount, detail: input.detail, date: input.date };
    // The row's date is the record's own (the decider refuses a row that does not match the record);
    // the property's decider holds the record's other placing dates to the closed date.
    const { command: type } = kind;
    await withContractCapital(deps, location.ownerName, (capital) =>
      deps.periods.guard([ownDate('date', input.date)], async (closedThrough) => {
        if (type === 'VoidLlcExpense') {
          const voided: VoidLlcExpense = { type, llcName: location.ownerName, ...row };
          await deps.runner.execute(llcDecider(voided), location.streamName, voided, context);
        } else {
          const voided: VoidPropertyRecord = { type, propertyName: location.ownerName, closedThrough, capital, ...row };
          await deps.runner.execute(propertyDecider(voided), location.streamName, voided, context);
        }
      }),
    );
    return { message: `${kind.title} deleted successfully!` };
  });

export const voidCommands = [
  deleteCommand(api.deleteIncome, { label: 'income', title: 'Income', kinds: ['income', 'partner_income'], command: 'VoidIncome' }),
  deleteCommand(api.deleteExpense, { label: 'expense', title: 'Expense', kinds: ['property_expense'], command: 'VoidExpense' }),
  deleteCommand(api.deleteDeposit, {
    label: 'deposit',
    title: 'Deposit',
    kinds: ['rental_deposit', 'deposit_withdrawal'],
    command: 'VoidDeposit',
  }),
  deleteCommand(api.deleteLandContractPayment, {
    label: 'land contract payment',
    title: 'Payment',
    kinds: ['land_contract_payment'],
    command: 'VoidLandContractPayment',
  }),
  deleteCommand(api.deleteLlcExpense, { label: 'LLC expense', title: 'Expense', kinds: ['llc_expense'], command: 'VoidLlcExpense' }),
];
