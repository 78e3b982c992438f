import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Parts of the bench that run in a process of their own: each store's cases (Emmett's driver changes
 * `pg`'s global type parsers, and every store gets a fresh process alike), and the HTTP load clients
 * (a client in the server's process would take its CPU from the server it measures).
 */

type Envelope<T> = { readonly id: number } & ({ readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string });

export interface Child<Request, Reply> {
  ask(request: Request): Promise<Reply>;
  close(): Promise<void>;
}

/** Starts `file` (a module of this folder that calls serveRequests) under tsx, talking over IPC. */
export const startChild = <Request, Reply>(file: string): Child<Request, Reply> => {
  const child: ChildProcess = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let next = 0;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.on('message', (message) => {
    const envelope = message as Envelope<Reply>;
    const pending = waiting.get(envelope.id);
    waiting.delete(envelope.id);
    if (envelope.ok) pending?.resolve(envelope.value);
    else pending?.reject(new Error(`${file}: ${envelope.error}`));
  });
  child.once('exit', (code) => {
    for (const pending of waiting.values()) pending.reject(new Error(`${file} exited (code ${code}) before answering`));
    waiting.clear();
  });
  return {
    ask: (request) =>
      new Promise<Reply>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        child.send({ id, request });
      }),
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.disconnect();
      await exited;
    },
  };
};

/** The child's side: answers each request with `handle`; exits when the parent disconnects. */
export const serveRequests = <Request, Reply>(handle: (request: Request) => Promise<Reply>): void => {
  process.on('message', (message) => {
    const { id, request } = message as { id: number; request: Request };
    const answer = (envelope: Envelope<Reply>) => process.send?.(envelope);
    handle(request).then(
      (value) => answer({ id, ok: true, value }),
      (error: unknown) => answer({ id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
  process.once('disconnect', () => process.exit(0));
};
