import { logPositionText, type LogPosition } from '@portal/contracts';
import { isAtOrAfter } from './checkpoint';

interface Waiter {
  readonly position: LogPosition;
  readonly resolve: (reached: boolean) => void;
}

/**
 * The runner's in-memory view of each projector's committed checkpoint, so read-your-writes waits
 * cost no query: waiters are settled right after the batch that reaches their position commits.
 */
export class CheckpointTracker {
  private readonly checkpoints = new Map<string, LogPosition | null>();
  /** Per projector, the checkpoint of the last batch that may have changed its tables. */
  private readonly changes = new Map<string, LogPosition | null>();
  /** Per projector, which tables are live, when known, and how many different live tables this process has seen. */
  private readonly tables = new Map<string, { readonly live: string; readonly seen: number }>();
  private waiters = new Set<Waiter>();
  private closed = false;

  constructor(names: readonly string[]) {
    for (const name of names) {
      this.checkpoints.set(name, null);
      this.changes.set(name, null);
    }
  }

  /**
   * Records a committed checkpoint; never moves backwards (another instance may report an older one).
   * `changed` false: the events up to it could not change the projector's tables (`Projector.touches`).
   */
  advance(name: string, checkpoint: LogPosition | null, changed = true): void {
    const current = this.checkpoints.get(name) ?? null;
    if (checkpoint === null || isAtOrAfter(current, checkpoint)) return;
    this.checkpoints.set(name, checkpoint);
    if (changed) this.changes.set(name, checkpoint);
    for (const waiter of this.waiters) {
      if (this.reached(waiter.position)) {
        this.waiters.delete(waiter);
        waiter.resolve(true);
      }
    }
  }

  /**
   * Records where another process's runner says a projector stands (its announcement: announcements.ts):
   * its checkpoint, and the checkpoint of the last batch that may have changed its tables. A name
   * this process does not know is left alone.
   */
  follow(name: string, checkpoint: LogPosition | null, changedAt: LogPosition | null): void {
    const changes = this.changes.get(name);
    if (changes === undefined) return;
    // Before the checkpoint moves, which answers the waits: an answer kept from the old tables must be gone by then.
    if (changedAt !== null && !isAtOrAfter(changes, changedAt)) this.changes.set(name, changedAt);
    this.advance(name, checkpoint, false);
  }

  /**
   * Records which tables are live for a projector (a rebuild swaps new ones in, maybe at the same
   * checkpoint); a name this process does not know is left alone.
   */
  swappedIn(name: string, live: string): void {
    if (!this.changes.has(name)) return;
    const known = this.tables.get(name);
    // The first sight counts too: answers kept before this process knew which tables were live may
    // come from tables a rebuild has swapped out since (a process that starts beside a rebuild).
    if (known?.live !== live) this.tables.set(name, { live, seen: (known?.seen ?? 0) + 1 });
  }

  /**
   * A key for answers kept from one projector's tables: it changes when they may have, by a batch
   * (`changedAt`) or by a rebuild swapping new ones in.
   */
  version(name: string): string {
    const changed = this.changedAt(name);
    const seen = this.tables.get(name)?.seen ?? 0;
    return `${changed === null ? '' : logPositionText(changed)}${seen === 0 ? '' : ` tables ${seen}`}`;
  }

  reached(position: LogPosition): boolean {
    for (const checkpoint of this.checkpoints.values()) if (!isAtOrAfter(checkpoint, position)) return false;
    return true;
  }

  /**
   * The checkpoint of the last batch that may have changed one projector's tables: they are the same
   * now as they were then. An unknown name is an error, not "nothing applied".
   */
  changedAt(name: string): LogPosition | null {
    const position = this.changes.get(name);
    if (position === undefined) throw new Error(`No projector named ${name}`);
    return position;
  }

  snapshot(): Readonly<Record<string, LogPosition | null>> {
    return Object.fromEntries(this.checkpoints);
  }

  /** Each projector's checkpoint and where its tables last changed, as `follow` takes them. */
  standing(): { name: string; checkpoint: LogPosition | null; changedAt: LogPosition | null }[] {
    return [...this.checkpoints].map(([name, checkpoint]) => ({ name, checkpoint, changedAt: this.changes.get(name) ?? null }));
  }

  /** True once every projector is at or after `position`; false after `timeoutMs` or on close. */
  waitFor(position: LogPosition, timeoutMs: number): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    if (this.closed || timeoutMs <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(false), timeoutMs);
      const waiter: Waiter = { position, resolve: (reached) => settle(reached) };
      const settle = (reached: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve(reached);
      };
      this.waiters.add(waiter);
    });
  }

  /** Settles every pending wait with false (the runner is stopping). */
  close(): void {
    this.closed = true;
    const pending = this.waiters;
    this.waiters = new Set();
    for (const waiter of pending) waiter.resolve(false);
  }
}
