import * as api from '@portal/contracts/api';
import { llcCommands } from '../llcs/commands';
import { propertyCommands } from '../properties/commands';
import { command, type Command } from '../../shared/commands';
import { AppError, badRequest } from '../../shared/errors';
import { investorCommands, type InvestorDeps } from '../investors/commands';
import { parseInput } from '../../shared/parse-input';
import { withdrawalCommands, type WithdrawalDeps } from '../withdrawals/commands';
import type { LandContractDeps } from '../land-contracts/commands';

/** What the commands a batch may hold read. */
export type BatchDeps = WithdrawalDeps & InvestorDeps & LandContractDeps;

type BatchableCommand = Command<(typeof api.batchableCalls)[number], BatchDeps>;

/** The command of each call a batch may hold (the contract's `batchableCalls`), by the name items give it. */
const commandsByName = new Map(
  [...propertyCommands, ...investorCommands, ...llcCommands, ...withdrawalCommands]
    .filter((cmd) => (api.batchableCalls as readonly api.ApiCall[]).includes(cmd.call))
    .map((cmd): [string, BatchableCommand] => [cmd.call.path.slice('/admin/'.length), cmd as BatchableCommand]),
);
if (commandsByName.size !== api.batchableCalls.length) throw new Error('batches: a batchable call has no command');

/** An item's refusal as the batch's: its status and fields, its index, and a message naming it. */
const refusalOf = (error: AppError, index: number, call: string) =>
  new AppError(error.code, `Item ${index} (${call}): ${error.message}`, error.headers, { ...error.fields, index });

const cashOnly = 'record_cash_withdrawal';

/**
 * A cash withdrawal is held to the investor's cash balance, which the ledger read model computes
 * from income allocated across owners; inside a batch that is the balance before the batch. So a
 * batch holding one holds only cash withdrawals (whose limit each then sees the ones before it).
 */
const checkCashWithdrawalsAlone = (items: readonly { call: string }[]) => {
  if (!items.some((item) => item.call === cashOnly)) return;
  const other = items.findIndex((item) => item.call !== cashOnly);
  if (other === -1) return;
  throw new AppError(
    'bad_request',
    `Item ${other} (${items[other]!.call}): a batch with cash withdrawals may hold only cash withdrawals (each is held to the cash balance before the batch); send it in another batch.`,
    {},
    { index: other },
  );
};

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'record' : 'records'}`;

/**
 * POST /admin/batch: the items are decided one by one by their own commands (the same parsing,
 * names and rules as the single calls), on a planning runner that lets each see what the items
 * before it decided, all under one hold of the closed period; then recorded in one atomic append.
 * The first refusal refuses the batch and nothing is recorded. See docs/commands.md, Batches.
 */
export const recordBatch = command(api.recordBatch, async (deps: BatchDeps, { items }, context) => {
  checkCashWithdrawalsAlone(items);
  const results = await deps.periods.hold((periods) =>
    deps.runner.batch(async (planning) => {
      const itemDeps: BatchDeps = { ...deps, runner: planning, periods, references: deps.references.remembering() };
      const answers: api.CallResponse<typeof api.recordBatch>['results'] = [];
      for (const [index, item] of items.entries()) {
        const cmd = commandsByName.get(item.call);
        if (!cmd?.call.body) throw badRequest(`Item ${index}: ${item.call} cannot be part of a batch.`);
        // Each item its own seed: its record and event ids differ from its neighbours', and a retry derives the same ones.
        const seed = context.idempotencySeed === undefined ? undefined : `${context.idempotencySeed}/item:${index}`;
        try {
          const input = parseInput(cmd.call.body, item.body) as api.CallBody<typeof cmd.call>;
          answers.push(await cmd.run(itemDeps, input, { ...context, idempotencySeed: seed }));
        } catch (error) {
          throw error instanceof AppError ? refusalOf(error, index, item.call) : error;
        }
      }
      return answers;
    }),
  );
  return { message: `${count(results.length)} recorded`, results };
});
