import type { LedgerQueries, NameQueries, RecordLocationQueries } from '@portal/projections';
import { addExpenseCategory } from '../expense-categories/commands';
import { investorCommands } from '../investors/commands';
import { llcCommands } from '../llcs/commands';
import { addPartner } from '../partners/commands';
import { propertyCommands } from '../properties/commands';
import { voidCommands, type VoidDeps } from '../voids/commands';
import { withdrawalCommands, type WithdrawalDeps } from '../withdrawals/commands';
import type { Clock } from './clock';
import type { CommandRunner } from './command-runner';
import { createReferences } from './references';
import { createClosedPeriods } from '../periods/closed-periods';
import { periodCommands } from '../periods/commands';
import type { PersonalData } from '../personal-data';

/** What the ledger's commands read besides their streams. */
export interface LedgerCommandSources {
  runner: CommandRunner;
  clock: Clock;
  partnerLabel: string;
  names: NameQueries;
  recordLocations: RecordLocationQueries;
  ledger: Pick<LedgerQueries, 'investorIncomeCents'>;
  personalData: PersonalData;
}

export type AllCommandDeps = VoidDeps & WithdrawalDeps;

/** The deps every ledger command runs with, built once: the routes, the demo and the CLIs share it. */
export const ledgerCommandDeps = (sources: LedgerCommandSources): AllCommandDeps => ({
  runner: sources.runner,
  clock: sources.clock,
  partnerLabel: sources.partnerLabel,
  references: createReferences(sources.names, sources.runner, sources.partnerLabel),
  periods: createClosedPeriods(sources.runner),
  personalData: sources.personalData,
  recordLocations: sources.recordLocations,
  investorIncomeCents: (name) => sources.ledger.investorIncomeCents(name),
});

/** Every command of the ledger: what an administrator records. */
export const ledgerCommands = [
  ...llcCommands,
  addPartner,
  addExpenseCategory,
  ...propertyCommands,
  ...investorCommands,
  ...withdrawalCommands,
  ...voidCommands,
  ...periodCommands,
];
