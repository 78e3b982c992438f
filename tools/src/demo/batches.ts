import { createHash } from 'node:crypto';
import { batchableCalls, maxBatchItems, type BatchCallName } from '@portal/contracts/api';
import type { Chain, DemoRequest, Phase } from './requests';
import { slug } from './units';

/**
 * The demo's record calls go to the ledger in batches (POST /admin/batch, see docs/commands.md,
 * Batches): up to 1,000 records decided one by one and appended together, so the read models
 * catch up once per batch instead of once per record, which is most of a record call's cost.
 */

/** Records sent together: one call of the batch command, under its own Idempotency-Key. */
export interface DemoBatch {
  /** Stable across runs (the phase, the batch's place in it, its requests' keys), see `batchesOf`. */
  key: string;
  requests: DemoRequest[];
}

/** The name a batch item gives each record call: its path without `/admin/`. */
const batchNames = new Map<string, BatchCallName>(
  batchableCalls.map((call) => [call.path, call.path.slice('/admin/'.length) as BatchCallName]),
);

/** The batch item's call name of a request, or null when its call cannot be part of a batch (adding a name ...). */
export const batchCallOf = (request: DemoRequest): BatchCallName | null => batchNames.get(request.command.call.path) ?? null;

const cashWithdrawal: BatchCallName = 'record_cash_withdrawal';

/**
 * A phase goes in batches when every call of it is a record call; the other phases (names,
 * properties, investors, notes) are sent one call at a time. The batch command refuses a batch that
 * mixes cash withdrawals with other records (each is held to the cash balance before the batch), so
 * the plan keeps them in a phase of their own.
 */
export const isBatched = (phase: Phase): boolean => {
  const calls = phase.chains.flat().map(batchCallOf);
  if (calls.length === 0 || calls.includes(null)) return false;
  const cash = calls.filter((call) => call === cashWithdrawal).length;
  if (cash > 0 && cash < calls.length) throw new Error(`${phase.name}: cash withdrawals go in a phase of their own`);
  return true;
};

/** A chain longer than a batch, in consecutive pieces (sent one after another, so in order). */
const pieces = (chain: Chain, size: number): Chain[] =>
  Array.from({ length: Math.ceil(chain.length / size) }, (_, i) => chain.slice(i * size, (i + 1) * size));

const digest = (requests: readonly DemoRequest[]) =>
  createHash('sha256')
    .update(requests.map((request) => request.key).join('\n'))
    .digest('hex')
    .slice(0, 32);

/**
 * A phase's chains packed into batches of at most `size` requests, in the plan's order: whole
 * chains side by side (a batch decides its items one by one, so each chain keeps its order), a
 * chain longer than a batch cut into pieces. The answer is a list of sequences: the batches of one
 * sequence go one after another (the pieces of one long chain), sequences may go side by side
 * (their chains are independent). The packing depends on the plan alone, never on the concurrency,
 * so a second run makes the very same batches and keys, and replays them.
 */
export const batchesOf = (phase: Phase, size: number = maxBatchItems): DemoBatch[][] => {
  const sequences: DemoRequest[][][] = [];
  let open: DemoRequest[] | null = null;
  for (const chain of phase.chains) {
    if (chain.length > size) {
      sequences.push(pieces(chain, size));
      continue;
    }
    if (open === null || open.length + chain.length > size) {
      open = [];
      sequences.push([open]);
    }
    open.push(...chain);
  }
  let position = 0;
  return sequences.map((sequence) =>
    sequence.map((requests) => ({ key: `batch/${slug(phase.name)}/${++position}/${digest(requests)}`, requests })),
  );
};
