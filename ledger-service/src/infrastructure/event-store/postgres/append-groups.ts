import type { AppendResult } from '@portal/contracts';
import type { GroupedAppend } from './append-queries';

/** How a group of appends ran: each append's result, or undefined for one that did not go through. */
export type GroupOutcome = readonly (AppendResult | undefined)[];

export interface AppendGroupsOptions {
  /** Runs one append on its own, with every outcome an append can have (a retry, a conflict, an error). */
  readonly alone: (append: GroupedAppend) => Promise<AppendResult>;
  /** Runs a group in one statement; undefined when the statement failed as a whole (each then runs alone). */
  readonly together: (group: readonly GroupedAppend[]) => Promise<GroupOutcome | undefined>;
  /** Groups written at once. */
  readonly inFlight: number;
  /** Events at most in one group (an append larger than this still goes, alone). */
  readonly maxEvents: number;
}

interface Waiting {
  readonly append: GroupedAppend;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit (docs/architecture.md, Appends): an append asked for while `inFlight` groups are
 * being written waits, and goes with every other append that waited, in one statement and one
 * transaction, one append per stream (a second append to a stream waits for the next group, so
 * appends to one stream keep their order). With nobody else appending, an append goes at once,
 * alone. An append that did not go through in its group runs alone, which answers why.
 */
export const appendGroups = ({ alone, together, inFlight, maxEvents }: AppendGroupsOptions) => {
  const waiting: Waiting[] = [];
  let writing = 0;

  const take = (): Waiting[] => {
    const group: Waiting[] = [];
    const streams = new Set<string>();
    let events = 0;
    for (let i = 0; i < waiting.length;) {
      const next = waiting[i]!;
      const size = next.append.events.length;
      if (streams.has(next.append.streamName) || (group.length > 0 && events + size > maxEvents)) {
        i++;
        continue;
      }
      group.push(next);
      streams.add(next.append.streamName);
      events += size;
      waiting.splice(i, 1);
    }
    return group;
  };

  const runAlone = (member: Waiting) => alone(member.append).then(member.resolve, member.reject);

  const run = async (group: readonly Waiting[]) => {
    if (group.length === 1) return runAlone(group[0]!);
    let outcome: GroupOutcome | undefined;
    try {
      outcome = await together(group.map((member) => member.append));
    } catch {
      outcome = undefined; // each runs alone, and meets the error itself if it lasts
    }
    await Promise.all(
      group.map((member, index) => {
        const result = outcome?.[index];
        if (result) return member.resolve(result);
        return runAlone(member);
      }),
    );
  };

  const write = () => {
    while (writing < inFlight && waiting.length > 0) {
      writing++;
      void run(take()).finally(() => {
        writing--;
        write();
      });
    }
  };

  return (append: GroupedAppend): Promise<AppendResult> =>
    new Promise<AppendResult>((resolve, reject) => {
      waiting.push({ append, resolve, reject });
      write();
    });
};
