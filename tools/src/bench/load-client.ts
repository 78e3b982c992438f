import { serveRequests } from './child';
import { closedLoop, type ClosedLoopResult } from './closed-loop';
import { runCommands, type CommandsJob, type CommandsResult } from './commands';
import { openLoop, type LoadTarget, type OpenLoopResult } from './open-loop';
import { writeToVisible, type WriteVisibleJob, type WriteVisibleResult } from './write-visible';

export type LoadJob =
  | { readonly kind: 'open'; readonly target: LoadTarget; readonly perSecond: number; readonly seconds: number }
  | { readonly kind: 'closed'; readonly target: LoadTarget; readonly connections: number; readonly seconds: number }
  | ({ readonly kind: 'write-visible' } & WriteVisibleJob)
  | ({ readonly kind: 'commands' } & CommandsJob);
export type LoadReply = OpenLoopResult | ClosedLoopResult | WriteVisibleResult | CommandsResult;

/** The HTTP client of every load, in a process of its own (child.ts): one job at a time. */
serveRequests<LoadJob, LoadReply>(async (job) => {
  if (job.kind === 'open') return openLoop(job.target, { perSecond: job.perSecond, seconds: job.seconds });
  if (job.kind === 'closed') return closedLoop(job.target, { connections: job.connections, seconds: job.seconds });
  if (job.kind === 'commands') return runCommands(job);
  return writeToVisible(job);
});
