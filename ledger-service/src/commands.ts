import type { ApiCall } from '@portal/contracts/api';
import type { LedgerQueries, NameQueries, RecordLocationQueries } from '@portal/projections';
import { recordBatch } from './areas/batches/commands';
import { addExpenseCategory } from './areas/expense-categories/commands';
import { investorCommands, type InvestorDeps } from './areas/investors/commands';
import { landContractCommands, type LandContractDeps } from './areas/land-contracts/commands';
import { llcCommands } from './areas/llcs/commands';
import { paymentDetailsCommands } from './areas/distributions/payment-commands';
import { markDistributionPayment } from './areas/distributions/mark-payment';
import { distributionRunCommands, type DistributionDeps } from './areas/distributions/run-commands';
import { addPartner } from './areas/partners/commands';
import { createClosedPeriods } from './shared/periods/closed-periods';
import type { PeriodLock } from './shared/periods/period-lock';
import { periodCommands } from './areas/periods/commands';
import { forgetPersonalData, type ErasureDeps } from './areas/personal-data/commands';
import type { PersonalData } from './shared/personal-data';
import type { Directory } from './shared/personal-data/directory';
import type { NameLock } from './shared/personal-data/name-lock';
import { propertyCommands } from './areas/properties/commands';
import type { Clock } from './shared/clock';
import type { Command, RequestContext } from './shared/commands';
import { createReferences } from './shared/references';
import { twoFactorCommands, type TwoFactorCommandDeps } from './areas/two-factor/commands';
import { userCommands, type SessionCommandDeps } from './areas/users/commands';
import { voidCommands, type VoidDeps } from './areas/voids/commands';
import { withdrawalCommands, type WithdrawalDeps } from './areas/withdrawals/commands';
import type { CommandRunner } from './shared/runner';

/** What the ledger's commands read besides their streams. */
export interface LedgerCommandSources {
  runner: CommandRunner;
  clock: Clock;
  partnerLabel: string;
  names: NameQueries;
  recordLocations: RecordLocationQueries;
  ledger: Pick<LedgerQueries, 'investorCashInCents' | 'investorReductions' | 'investorOrderKeys' | 'propertyCapitalMovements'>;
  investors: InvestorDeps['investors'];
  personalData: PersonalData;
  people: Directory;
  nameLock: NameLock;
  /** The closed period's lock, in the database (shared/periods/period-lock.ts). */
  periodLock: PeriodLock;
}

export type AllCommandDeps = VoidDeps & WithdrawalDeps & InvestorDeps & LandContractDeps;

/** The deps every ledger command runs with, built once: the server, the demo and the CLIs share it. */
export const ledgerCommandDeps = (sources: LedgerCommandSources): AllCommandDeps => ({
  runner: sources.runner,
  clock: sources.clock,
  partnerLabel: sources.partnerLabel,
  references: createReferences(sources.names, sources.runner, sources.partnerLabel, sources.people),
  periods: createClosedPeriods(sources.runner, sources.periodLock),
  personalData: sources.personalData,
  people: sources.people,
  nameLock: sources.nameLock,
  investorOrderKeys: () => sources.ledger.investorOrderKeys(),
  recordLocations: sources.recordLocations,
  // Income and the capital land contracts returned: the cash balance before cash withdrawals.
  investorIncomeCents: (investorId) => sources.ledger.investorCashInCents(investorId, sources.clock.today()),
  investorReductions: (investorId, propertyName) => sources.ledger.investorReductions(investorId, propertyName),
  propertyCapitalMovements: (propertyName) => sources.ledger.propertyCapitalMovements(propertyName),
  investors: sources.investors,
});

/** Every command of the ledger: what an administrator records. */
export const ledgerCommands = [
  ...llcCommands,
  addPartner,
  addExpenseCategory,
  ...propertyCommands,
  ...landContractCommands,
  ...investorCommands,
  ...withdrawalCommands,
  ...distributionRunCommands,
  markDistributionPayment,
  ...voidCommands,
  ...periodCommands,
  recordBatch,
];

/** The writes of the portal's people: registration, passwords and sessions, auditors, two-factor sign-in, erasure. */
export const identityCommands = [...userCommands, ...twoFactorCommands, forgetPersonalData, ...paymentDetailsCommands];

/** What the table's commands run with: the ledger's deps, and what the identity commands read. */
export type CommandTableDeps = AllCommandDeps &
  SessionCommandDeps &
  TwoFactorCommandDeps &
  ErasureDeps &
  Pick<DistributionDeps, 'distributionDrafts' | 'timeTravel' | 'statements'>;

/** Every write of the API, each mounted at its call by the HTTP layer (infrastructure/http/app.ts). */
export const allCommands: readonly Command<ApiCall, CommandTableDeps, RequestContext>[] = [...ledgerCommands, ...identityCommands];
