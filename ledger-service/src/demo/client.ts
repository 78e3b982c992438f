import { randomUUID } from 'node:crypto';
import { runOnce, type KeptAnswer } from '../http/idempotency/run-once';
import type { IdempotencyStore } from '../http/idempotency/store';
import { runWithClientInput } from '../shared/commands';
import { AppError } from '../shared/errors';
import type { AllCommandDeps } from '../shared/ledger-commands';
import type { Chain, DemoCommand, DemoRequest } from './requests';

/**
 * The demo's client: it runs each planned command directly (no HTTP, no port), as its loader, under
 * an Idempotency-Key derived from the request's stable demo key, kept in the same store and scope
 * as an HTTP call's, so a second run gets the first answers back and records nothing.
 */

/** The namespace of the demo's keys; a new version of the demo data would use a new one. */
export const keyPrefix = 'demo-v1/';

export type Outcome = 'recorded' | 'replayed' | 'existed';

export interface DemoClient {
  /** Runs one planned command (and its delete, for a mistake); throws unless it is done. */
  send(request: DemoRequest): Promise<Outcome>;
}

export interface DemoClientDeps {
  commands: AllCommandDeps;
  idempotency: IdempotencyStore;
  /** Whose keys these are (the loader's registration), and who the audit trail says acted. */
  scope: string;
  actor: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isBusy = (error: unknown) => error instanceof AppError && error.status === 409 && error.headers['Retry-After'] !== undefined;

export const createDemoClient = (deps: DemoClientDeps): DemoClient => {
  /** Runs a command once under its key: a refusal (4xx) is an answer too, kept like an HTTP call's. */
  const runKeyed = (command: DemoCommand, body: Record<string, unknown>, key: string): Promise<KeptAnswer> =>
    runOnce(deps.idempotency, { scope: deps.scope, key, method: command.call.method, path: command.call.path, body }, async (seed) => {
      try {
        const context = { actor: deps.actor, correlationId: randomUUID(), idempotencySeed: seed };
        return { status: command.call.status ?? 200, body: await runWithClientInput(command, deps.commands, body, context) };
      } catch (error) {
        if (error instanceof AppError) return { status: error.status, body: { message: error.message } };
        throw error;
      }
    });

  /**
   * Runs until the answer is final: a key still being processed (a crashed run's, within its 60 s
   * lease) is waited for.
   */
  const run = async (command: DemoCommand, body: Record<string, unknown>, key: string): Promise<KeptAnswer> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await runKeyed(command, body, key);
      } catch (error) {
        if (!isBusy(error) || attempt >= 90) throw error;
        await sleep(1_000);
      }
    }
  };

  const messageOf = (answer: KeptAnswer) =>
    typeof answer.body === 'object' && answer.body !== null && 'message' in answer.body
      ? String(answer.body.message)
      : JSON.stringify(answer.body);

  const fail = (command: DemoCommand, key: string, answer: KeptAnswer) =>
    new Error(`${command.call.path} (${key}) answered ${answer.status}: ${messageOf(answer)}`);

  const send = async (request: DemoRequest): Promise<Outcome> => {
    const key = keyPrefix + request.key;
    if (key.length > 255) throw new Error(`demo key too long: ${key}`);
    const answer = await run(request.command, request.body, key);
    let outcome: Outcome;
    if (answer.status === 200 || answer.status === 201) outcome = answer.replayed ? 'replayed' : 'recorded';
    else if (answer.status === 409 && request.nameOnly && messageOf(answer).includes('already exists')) outcome = 'existed';
    else throw fail(request.command, request.key, answer);

    if (request.voidedBy) {
      const id = typeof answer.body === 'object' && answer.body !== null && 'id' in answer.body ? answer.body.id : undefined;
      if (typeof id !== 'string') throw new Error(`${request.command.call.path} (${request.key}) answered no record id to delete`);
      const deleted = await run(request.voidedBy.command, { id, ...request.voidedBy.row }, `${key}/delete`);
      if (deleted.status !== 200 && deleted.status !== 201) throw fail(request.voidedBy.command, `${request.key}/delete`, deleted);
    }
    return outcome;
  };

  return { send };
};

export interface PhaseCounts {
  recorded: number;
  replayed: number;
  existed: number;
}

/**
 * Runs chains side by side, at most `concurrency` at a time, each chain's calls one after another
 * (the longest chains first, so the phase ends as soon as it can).
 */
export const runChains = async (
  client: DemoClient,
  chains: readonly Chain[],
  concurrency: number,
  onCall: (outcome: Outcome) => void,
  signal?: AbortSignal,
): Promise<PhaseCounts> => {
  const counts: PhaseCounts = { recorded: 0, replayed: 0, existed: 0 };
  const queue = [...chains].sort((a, b) => b.length - a.length);
  let failure: unknown = null;
  const worker = async () => {
    for (let chain = queue.shift(); chain && failure === null; chain = queue.shift()) {
      for (const request of chain) {
        // Interrupted: the calls in flight finish, no new one starts.
        if (signal?.aborted) failure ??= new Error('Interrupted');
        if (failure !== null) return;
        try {
          const outcome = await client.send(request);
          counts[outcome]++;
          onCall(outcome);
        } catch (error) {
          failure ??= error;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  if (failure !== null) throw failure;
  return counts;
};
