/**
 * What the tools (the demo and the benchmarks, in tools/) run the service with: its runtime and
 * configuration, the commands and their deps, and the pieces of the write path they time or call
 * directly. The server itself starts from main.ts; tests use `@portal/ledger-service/testing`.
 */
export { loadConfig } from './config';
export { openRuntime, startServices, type Runtime, type Services } from './runtime';
export { createApp } from './infrastructure/http/app';
export { defaultWriteLimits } from './infrastructure/http/write-rate-limit';
export { runOnce, userScope, type KeptAnswer } from './shared/idempotency/run-once';
export type { IdempotencyStore } from './shared/idempotency/store';
export { createPostgresEventStore, migratePostgresEventStore } from './infrastructure/event-store/postgres';
export { resolveMasterKey } from './shared/personal-data';
export { fixedClock, systemClock } from './shared/clock';
export { AppError } from './shared/errors';
export { createLogger } from './shared/logger';
export { interruptOnSignals } from './shared/signals';
export { runWithClientInput, type Command, type RequestContext } from './shared/commands';
export { ledgerCommandDeps, type AllCommandDeps } from './commands';
export { recordBatch } from './areas/batches/commands';
export { proposePaymentDetails, setPaymentDetails } from './areas/distributions/payment-commands';
export { renderStatementPdf, templateVersion } from './areas/statements';
export { addExpenseCategory } from './areas/expense-categories/commands';
export { addInvestment, addInvestor } from './areas/investors/commands';
export { openLandContract, waiveLandContractLateFee } from './areas/land-contracts/commands';
export { addLlc, recordLlcExpense } from './areas/llcs/commands';
export { addPartner } from './areas/partners/commands';
export {
  addProperty,
  addRentalDeposit,
  recordInvestorPropertyExpense,
  recordLandContractPayment,
  recordPartnerIncome,
  recordPropertyExpense,
  recordPropertyIncome,
  setPropertyNotes,
} from './areas/properties/commands';
export { voidCommands } from './areas/voids/commands';
export { recordCashWithdrawal, recordDepositWithdrawal, recordInvestmentWithdrawal } from './areas/withdrawals/commands';
export { ensureAdministrator } from './areas/users/ensure-admin';
export { appointAdministrator, dismissAdministrator, usernameStanding } from './areas/users/administrators';
export { isActiveAdministrator, portalUsersDecider } from './areas/users/decider';
export { portalUsersStream } from './shared/streams';
export { hashPassword, verifyPassword } from './areas/users/passwords';
export { register } from './areas/users/commands';
