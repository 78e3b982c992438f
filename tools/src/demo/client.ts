import { randomUUID } from 'node:crypto';
import {
  AppError,
  type IdempotencyStore,
  type KeptAnswer,
  ledgerCommandDeps,
  recordBatch,
  runOnce,
  runWithClientInput,
  type Services,
} from '@portal/ledger-service';
import { batchCallOf, type DemoBatch } from './batches';
import type { DemoCommand, DemoDeps, DemoRequest } from './requests';

/**
 * The demo's client: it runs each planned command directly (no HTTP, no port), as its loader, under
 * an Idempotency-Key derived from the request's stable demo key (or its batch's), kept in the same
 * store and scope as an HTTP call's, so a second run gets the first answers back and records nothing.
 */

/** The namespace of the demo's keys; a new version of the demo data would use a new one. */
export const keyPrefix = 'demo-v1/';

export type Outcome = 'recorded' | 'replayed' | 'existed';

export interface DemoClient {
  /** Runs one planned command (and its delete, for a mistake); throws unless it is done. */
  send(request: DemoRequest): Promise<Outcome>;
  /** Runs a batch of record commands (then the deletes of its mistakes): one outcome per request. */
  sendBatch(batch: DemoBatch): Promise<Outcome[]>;
}

export interface DemoClientDeps {
  commands: DemoDeps;
  idempotency: IdempotencyStore;
  /** Whose keys these are (the loader's registration), and who the audit trail says acted. */
  scope: string;
  actor: string;
}

/** The deps the demo's commands run with, as the server's run with them. */
export const demoCommandDeps = (services: Services, partnerLabel = 'Partner'): DemoDeps => ({
  ...ledgerCommandDeps({ ...services, partnerLabel }),
  throttle: services.throttle,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isBusy = (error: unknown) => error instanceof AppError && error.status === 409 && error.headers['Retry-After'] !== undefined;

const batchCommand = recordBatch as DemoCommand;

export const createDemoClient = (deps: DemoClientDeps): DemoClient => {
  /** Runs a command once under its key: a refusal (4xx) is an answer too, kept like an HTTP call's. */
  const runKeyed = (command: DemoCommand, body: Record<string, unknown>, key: string): Promise<KeptAnswer> =>
    runOnce(deps.idempotency, { scope: deps.scope, key, method: command.call.method, path: command.call.path, body }, async (seed) => {
      try {
        // Throttled by its address as a request would be, under the demo's own (as its registrations are).
        const context = { actor: deps.actor, correlationId: randomUUID(), idempotencySeed: seed, clientAddress: 'demo' };
        return { status: command.call.status ?? 200, body: await runWithClientInput(command, deps.commands, body, context) };
      } catch (error) {
        if (error instanceof AppError) return { status: error.status, body: { ...error.fields, message: error.message } };
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

  /** A field of an answer's JSON body (its message, a record's id, a refused item's index). */
  const fieldOf = (answer: KeptAnswer, name: string): unknown =>
    typeof answer.body === 'object' && answer.body !== null ? (answer.body as Record<string, unknown>)[name] : undefined;

  const messageOf = (answer: KeptAnswer) => {
    const message = fieldOf(answer, 'message');
    return message === undefined ? JSON.stringify(answer.body) : String(message);
  };

  const keyOf = (demoKey: string) => {
    const key = keyPrefix + demoKey;
    if (key.length > 255) throw new Error(`demo key too long: ${key}`);
    return key;
  };

  const done = (answer: KeptAnswer) => answer.status === 200 || answer.status === 201;

  const fail = (command: DemoCommand, key: string, answer: KeptAnswer) =>
    new Error(`${command.call.path} (${key}) answered ${answer.status}: ${messageOf(answer)}`);

  /** Deletes a mistake once recorded: the delete's key follows the record's, its body names the record's id. */
  const deleteMistake = async (request: DemoRequest, id: unknown) => {
    if (!request.voidedBy) return;
    if (typeof id !== 'string') throw new Error(`${request.command.call.path} (${request.key}) answered no record id to delete`);
    const deleted = await run(request.voidedBy.command, { id, ...request.voidedBy.row }, keyOf(`${request.key}/delete`));
    if (!done(deleted)) throw fail(request.voidedBy.command, `${request.key}/delete`, deleted);
  };

  const send = async (request: DemoRequest): Promise<Outcome> => {
    const answer = await run(request.command, request.body, keyOf(request.key));
    let outcome: Outcome;
    if (done(answer)) outcome = answer.replayed ? 'replayed' : 'recorded';
    else if (answer.status === 409 && request.nameOnly && messageOf(answer).includes('already exists')) outcome = 'existed';
    else throw fail(request.command, request.key, answer);
    await deleteMistake(request, fieldOf(answer, 'id'));
    return outcome;
  };

  const sendBatch = async (batch: DemoBatch): Promise<Outcome[]> => {
    const items = batch.requests.map((request) => {
      const call = batchCallOf(request);
      if (call === null) throw new Error(`${request.command.call.path} (${request.key}) cannot be part of a batch`);
      return { call, body: request.body };
    });
    const answer = await run(batchCommand, { items }, keyOf(batch.key));
    if (!done(answer)) {
      // The refusal names the item by its index (from 0): name it by its demo key too.
      const refused = batch.requests[Number(fieldOf(answer, 'index'))];
      throw fail(batchCommand, `${batch.key}, item ${refused?.key ?? '?'}`, answer);
    }
    const { results } = recordBatch.call.response.parse(answer.body);
    if (results.length !== batch.requests.length)
      throw new Error(`${batch.key}: ${results.length} answers to ${batch.requests.length} items`);
    // Each mistake is deleted once its batch is in, by the id the batch answered for it.
    for (const [index, request] of batch.requests.entries()) await deleteMistake(request, results[index]?.id);
    return batch.requests.map(() => (answer.replayed ? 'replayed' : 'recorded'));
  };

  return { send, sendBatch };
};

export interface PhaseCounts {
  recorded: number;
  replayed: number;
  existed: number;
}

/**
 * Runs sequences side by side, at most `concurrency` at a time, each sequence's steps one after
 * another (a chain's calls, or a long chain's batches), in the order given. A step answers an
 * outcome per request, each counted and told to `onCall`.
 */
export const runSequences = async <Step>(
  sequences: readonly (readonly Step[])[],
  runStep: (step: Step) => Promise<Outcome[]>,
  concurrency: number,
  onCall: (outcome: Outcome) => void,
  signal?: AbortSignal,
): Promise<PhaseCounts> => {
  const counts: PhaseCounts = { recorded: 0, replayed: 0, existed: 0 };
  const queue = [...sequences];
  let failure: unknown = null;
  const worker = async () => {
    for (let sequence = queue.shift(); sequence && failure === null; sequence = queue.shift()) {
      for (const step of sequence) {
        // Interrupted: the calls in flight finish, no new one starts.
        if (signal?.aborted) failure ??= new Error('Interrupted');
        if (failure !== null) return;
        try {
          for (const outcome of await runStep(step)) {
            counts[outcome]++;
            onCall(outcome);
          }
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
