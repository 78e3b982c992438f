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
import type { Directory } from '../personal-data/directory';
import type { NameLock } from '../personal-data/name-lock';

/** What the ledger's commands read besides their streams. */
export interface LedgerCommandSources {
  runner: CommandRunner;
  clock: Clock;
  partnerLabel: string;
  names: NameQueries;
  recordLocations: RecordLocationQueries;
  ledger: Pick<LedgerQueries, 'investorIncomeCents' | 'investorOrderKeys'>;
  personalData: PersonalData;
  people: Directory;
  nameLock: NameLock;
}

export type AllCommandDeps = VoidDeps & WithdrawalDeps;

/** The deps every ledger command runs with, built once: the routes, the demo and the CLIs share it. */
export const ledgerCommandDeps = (sources: LedgerCommandSources): AllCommandDeps => ({
  runner: sources.runner,
  clock: sources.clock,
  partnerLabel: sources.partnerLabel,
  references: createReferences(sources.names, sources.runner, sources.partnerLabel, sources.people),
  periods: createClosedPeriods(sources.runner),
  personalData: sources.personalData,
  people: sources.people,
  nameLock: sources.nameLock,
  investorOrderKeys: () => sources.ledger.investorOrderKeys(),
  recordLocations: sources.recordLocations,
  investorIncomeCents: (investorId) => sources.ledger.investorIncomeCents(investorId),
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
