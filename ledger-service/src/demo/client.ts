import type { Chain, DemoRequest } from './requests';

/**
 * The demo's HTTP client: every call goes to the API as an admin, with an Idempotency-Key derived
 * from the call's stable demo key, so a second run replays the first answers and records nothing.
 */

/** The namespace of the demo's keys; a new version of the demo data would use a new one. */
export const keyPrefix = 'demo-v1/';

export type Outcome = 'recorded' | 'replayed' | 'existed';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  replayed: boolean;
  /** The server asks to try again later (a key still being processed). */
  retryAfter: boolean;
}

export interface DemoClient {
  /** Sends one planned call (and its delete, for a mistake); throws unless it is done. */
  send(request: DemoRequest): Promise<Outcome>;
  get<T extends Record<string, unknown>>(path: string, query: Record<string, string>): Promise<T>;
  /** A call without a token (registration), answered as it comes. */
  anonymous(path: string, body: unknown): Promise<Answer>;
}

const parseBody = (text: string): Record<string, unknown> => {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : { value: parsed };
  } catch {
    return { message: text };
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const createDemoClient = (base: string, token: string): DemoClient => {
  const raw = async (method: string, path: string, options: { body?: unknown; key?: string; token?: string }): Promise<Answer> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.key) headers['Idempotency-Key'] = options.key;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(base + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const body = parseBody(text);
    return {
      status: response.status,
      body,
      replayed: response.headers.get('Idempotent-Replayed') === 'true',
      retryAfter: response.headers.get('Retry-After') !== null,
    };
  };

  /**
   * Posts until the answer is final: a key still being processed (a crashed run's, within its
   * 60 s lease) is 409 with Retry-After, and a server error or a dropped connection is retried.
   */
  const post = async (path: string, body: unknown, key: string): Promise<Answer> => {
    for (let attempt = 1; ; attempt++) {
      let answer: Answer | null = null;
      try {
        answer = await raw('POST', path, { body, key, token });
      } catch (error) {
        if (attempt >= 5) throw error;
      }
      const busy = answer !== null && answer.status === 409 && answer.retryAfter;
      if (answer !== null && answer.status < 500 && !busy) return answer;
      if (answer !== null && attempt >= (busy ? 90 : 5)) return answer;
      await sleep(busy ? 1_000 : 200 * attempt);
    }
  };

  const fail = (request: { path: string; key: string }, answer: Answer) =>
    new Error(`${request.path} (${request.key}) answered ${answer.status}: ${String(answer.body.message ?? JSON.stringify(answer.body))}`);

  const send = async (request: DemoRequest): Promise<Outcome> => {
    const key = keyPrefix + request.key;
    if (key.length > 255) throw new Error(`demo key too long: ${key}`);
    const answer = await post(request.path, request.body, key);
    let outcome: Outcome;
    if (answer.status === 200 || answer.status === 201) outcome = answer.replayed ? 'replayed' : 'recorded';
    else if (answer.status === 409 && request.nameOnly && String(answer.body.message).includes('already exists')) outcome = 'existed';
    else throw fail(request, answer);

    if (request.voidedBy) {
      const id = answer.body.id;
      if (typeof id !== 'string') throw new Error(`${request.path} (${request.key}) answered no record id to delete`);
      const remove = { path: request.voidedBy.path, key: `${key}/delete` };
      const deleted = await post(remove.path, { id, ...request.voidedBy.row }, remove.key);
      if (deleted.status !== 200 && deleted.status !== 201) throw fail(remove, deleted);
    }
    return outcome;
  };

  const get = async <T extends Record<string, unknown>>(path: string, query: Record<string, string>): Promise<T> => {
    const url = `${path}?${new URLSearchParams(query).toString()}`;
    const answer = await raw('GET', url, { token });
    if (answer.status !== 200) throw fail({ path: url, key: '-' }, answer);
    return answer.body as T;
  };

  return { send, get, anonymous: (path, body) => raw('POST', path, { body }) };
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
