import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../infrastructure/database/scratch-postgres';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface MainProcess {
  readonly child: ChildProcess;
  /** http://127.0.0.1:<port> */
  readonly base: string;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  readonly exited: Promise<number | null>;
  /** Resolves once GET /healthz answers 200; throws with the output if it exits or takes too long. */
  waitHealthy(timeoutMs?: number): Promise<void>;
  /** SIGTERM (or `signal`), then its exit code. */
  stop(signal?: 'SIGTERM' | 'SIGINT'): Promise<number | null>;
  /** Ctrl-C in the terminal it runs in: SIGINT to its whole process group, its PostgreSQL included (with `ownProcessGroup`). */
  interrupt(): Promise<number | null>;
}

/**
 * The real server from its sources (`node --import tsx ledger-service/src/main.ts`; `npm start`, the
 * Docker image and the browser tests run the same code compiled) in a child process on 127.0.0.1 and
 * a free port, with `env` added to this process's environment.
 * `openFiles` lowers its open-file limit (ulimit -n, soft and hard: Node raises the soft one to the
 * hard one at start), as a host or container may have it. `ownProcessGroup` starts it in a process
 * group of its own, as a shell starts a command, so that `interrupt` can do what Ctrl-C does.
 * `script` runs another of the service's entry points instead (`ledger-service/src/cli/projections.ts`:
 * it answers no /healthz).
 */
export const startMainProcess = async (
  env: Record<string, string>,
  options: { openFiles?: number; ownProcessGroup?: boolean; script?: string } = {},
): Promise<MainProcess> => {
  const port = await freePort();
  const command = [process.execPath, '--import', 'tsx', options.script ?? 'ledger-service/src/main.ts'];
  const [file, args] =
    options.openFiles === undefined
      ? [command[0]!, command.slice(1)]
      : ['sh', ['-c', `ulimit -n ${options.openFiles} && exec "$0" "$@"`, ...command]];
  const child = spawn(file, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.ownProcessGroup ?? false,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const healthy = () =>
    fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (answer) => answer.ok,
      () => false,
    );
  return {
    child,
    base,
    output: () => output,
    exited,
    waitHealthy: async (timeoutMs = 40_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
        if (await healthy()) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the server did not become healthy:\n${output}`);
    },
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    interrupt: async () => {
      if (!options.ownProcessGroup) throw new Error('interrupt() needs a server started with ownProcessGroup');
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGINT');
      return exited;
    },
  };
};
