/**
 * What the tools (the demo and the benchmarks, in tools/) run the service with: its runtime and
 * configuration, the commands and their deps, and the pieces of the write path they time or call
 * directly. The server itself starts from main.ts; tests use `@portal/ledger-service/testing`.
 */
export { loadConfig } from './config';
export { openRuntime, startServices, type Runtime, type Services } from './runtime';
export { createApp } from './http/app';
export { defaultWriteLimits } from './http/write-rate-limit';
export { runOnce, userScope, type KeptAnswer } from './shared/idempotency/run-once';
export type { IdempotencyStore } from './shared/idempotency/store';
export { createPostgresEventStore, migratePostgresEventStore } from './event-store/postgres';
export { resolveMasterKey } from './shared/personal-data';
export { fixedClock, systemClock } from './shared/clock';
export { AppError } from './shared/errors';
export { createLogger } from './shared/logger';
export { interruptOnSignals } from './shared/signals';
export { runWithClientInput, type Command } from './shared/commands';
export { ledgerCommandDeps, type AllCommandDeps } from './commands';
export { recordBatch } from './batches/commands';
export { addExpenseCategory } from './expense-categories/commands';
export { addInvestment, addInvestor } from './investors/commands';
export { addLlc, recordLlcExpense } from './llcs/commands';
export { addPartner } from './partners/commands';
export {
  addProperty,
  addRentalDeposit,
  recordInvestorPropertyExpense,
  recordLandContractPayment,
  recordPartnerIncome,
  recordPropertyExpense,
  recordPropertyIncome,
  setPropertyNotes,
} from './properties/commands';
export { voidCommands } from './voids/commands';
export { recordCashWithdrawal, recordDepositWithdrawal, recordInvestmentWithdrawal } from './withdrawals/commands';
export { ensureAdministrator } from './users/ensure-admin';
export { isActiveAdministrator, portalUsersDecider } from './users/decider';
export { portalUsersStream } from './shared/streams';
export { hashPassword, verifyPassword } from './users/passwords';
export { register } from './users/commands';
