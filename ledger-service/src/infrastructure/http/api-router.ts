import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Access, ApiCall, CallBody, CallQuery, CallResponse } from '@portal/contracts/api';
import type { Command, RequestContext } from '../../shared/commands';
import { parseInput } from '../../shared/parse-input';
import { compress, compressionThresholdBytes, keptEncodings, type KeptEncoding } from './compression';
import { requestContext, type AppContext, type AppState } from './context';

/** The middlewares that let a caller through, for each access a call declares. */
export type Guards = Record<Access, Middleware<AppState>[]>;

/**
 * Notes a read of a call with a `title` in the audit trail when the caller is an auditor
 * (routes/reports/auditor-reads.ts); `parsedQuery` is the call's parsed query, whose keys say which of
 * the query's parameters are the call's own.
 */
export type NoteRead = (ctx: AppContext, read: { title: string; path: ApiCall['path'] }, parsedQuery: unknown) => Promise<void>;

export interface ApiRouterOptions {
  guards: Guards;
  /** Run after the handler of every call with a `title`, before its answer is sent. */
  noteRead: NoteRead;
  /**
   * Run on every POST call after its guards, so only for callers the call's access lets in: the
   * write rate limit and the Idempotency-Key store (app.ts). A refused caller is counted and kept nowhere.
   */
  writes?: Middleware<AppState>[];
  /**
   * Check every answer against the call's response schema and fail the request when it does not
   * match (tests turn it on, so a shape that drifts from the contract fails there, not in a browser).
   */
  checkAnswers?: boolean;
}

/**
 * JSON already serialised (a cached answer), kept as UTF-8 bytes and sent as they are: a string body
 * would be measured and encoded again on every response, which for a large answer costs more than
 * the rest of the request. Compressed the same way once per encoding a browser asks for
 * (`compressedAs`), so a kept answer is not compressed again for every browser that reads it.
 */
export class SerialisedJson {
  readonly bytes: Buffer;
  private readonly compressed = new Map<KeptEncoding, Promise<Buffer>>();
  constructor(json: string) {
    this.bytes = Buffer.from(json, 'utf8');
  }

  /** An answer serialised once, to be sent as many times as it is asked for. */
  static of(answer: unknown): SerialisedJson {
    return new SerialisedJson(JSON.stringify(answer));
  }

  /** The bytes as the compression middleware would send them in `encoding`, compressed on the first call (off the event loop). */
  compressedAs(encoding: KeptEncoding): Promise<Buffer> {
    let kept = this.compressed.get(encoding);
    if (!kept) {
      kept = compress[encoding](this.bytes);
      this.compressed.set(encoding, kept);
      // A failure is not kept: the next request compresses again.
      kept.catch(() => this.compressed.delete(encoding));
    }
    return kept;
  }
}

/** Sends a kept answer, compressed when the browser takes brotli or gzip and it is large enough to gain (infrastructure/http/compression.ts). */
const sendKept = async (ctx: AppContext, answer: SerialisedJson) => {
  // Brotli first, as the middleware prefers it, whatever order the browser lists them in.
  const encoding = answer.bytes.length < compressionThresholdBytes ? null : keptEncodings.find((e) => ctx.acceptsEncodings(e) === e);
  if (encoding) {
    // With Content-Encoding set, the compression middleware leaves the body alone (it still adds Vary).
    ctx.set('Content-Encoding', encoding);
    ctx.body = await answer.compressedAs(encoding);
  } else {
    ctx.body = answer.bytes;
  }
  ctx.type = 'application/json'; // after the body: a Buffer body would make it application/octet-stream
};

export interface CallInput<C extends ApiCall> {
  query: CallQuery<C>;
  body: CallBody<C>;
}

export type CallHandler<C extends ApiCall> = (input: CallInput<C>, ctx: AppContext) => Promise<CallResponse<C> | SerialisedJson>;

const routerMethod = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/** An answer that breaks its contract is the server's fault: a 500 naming the call and the field. */
const checkAnswer = (call: ApiCall, answer: unknown) => {
  const result = call.response.safeParse(answer);
  if (result.success) return;
  const issue = result.error.issues[0];
  throw new Error(
    `The answer of ${call.method} ${call.path} breaks its contract at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
  );
};

/**
 * A router whose routes are built from the contract: `add(call, handler)` mounts the call at its
 * method and path behind the guards of its access, parses the query and body with its schemas (a
 * bad one is a 400 with a message) and sends the handler's answer with the call's status (which the
 * handler may change, as /healthz does while the service starts).
 */
export const apiRouter = (options: ApiRouterOptions) => {
  const router = new Router<AppState>();
  const add = <C extends ApiCall>(call: C, handler: CallHandler<C>) => {
    const writes = call.method === 'POST' ? (options.writes ?? []) : [];
    router[routerMethod[call.method]](call.path, ...options.guards[call.access], ...writes, async (ctx) => {
      const input = {
        query: call.query ? parseInput(call.query, ctx.query) : undefined,
        body: call.body ? parseInput(call.body, ctx.request.body) : undefined,
      } as CallInput<C>;
      // Set before the handler runs, so one that answers otherwise (503 while starting) may.
      ctx.status = call.status ?? 200;
      const answer = await handler(input, ctx);
      // An auditor's read is in the audit trail before its answer leaves (none is sent unnoted).
      if (call.title !== undefined) await options.noteRead(ctx, { title: call.title, path: call.path }, input.query);
      if (options.checkAnswers) checkAnswer(call, answer instanceof SerialisedJson ? JSON.parse(answer.bytes.toString('utf8')) : answer);
      if (answer instanceof SerialisedJson) {
        await sendKept(ctx, answer);
      } else {
        if (call.produces) ctx.type = call.produces;
        ctx.body = answer;
      }
    });
  };
  /**
   * Mounts commands as routes: the call's parsed body in, the caller as the context (the signed-in
   * user the actor); an answer kept otherwise for a retry is left for the idempotency middleware.
   */
  const commands = <D>(deps: D, list: readonly Command<ApiCall, D, RequestContext>[]) => {
    for (const cmd of list)
      add(cmd.call, async ({ body }, ctx) => {
        const answer = await cmd.run(deps, body, requestContext(ctx, cmd.call.access));
        if (cmd.keptAnswer) ctx.state.replayBody = await cmd.keptAnswer(deps, body, answer);
        return answer;
      });
  };
  return { router, add, commands };
};

export type ApiRouter = ReturnType<typeof apiRouter>;
