import { describe, expect, it } from 'vitest';
import { CheckpointTracker } from './checkpoint-tracker';

const at = (commit: number, prepare: number) => ({ commit: BigInt(commit), prepare: BigInt(prepare) });

describe('CheckpointTracker', () => {
  it('answers at once when every projector is already there', async () => {
    const tracker = new CheckpointTracker(['a', 'b']);
    tracker.advance('a', at(2, 5));
    tracker.advance('b', at(3, 1));
    expect(await tracker.waitFor(at(2, 5), 0)).toBe(true);
    expect(await tracker.waitFor(at(2, 6), 0)).toBe(false);
  });

  it('resolves a wait when the last projector commits the position', async () => {
    const tracker = new CheckpointTracker(['a', 'b']);
    const waiting = tracker.waitFor(at(1, 3), 1_000);
    tracker.advance('a', at(1, 3));
    tracker.advance('b', at(1, 2));
    tracker.advance('b', at(4, 4));
    expect(await waiting).toBe(true);
  });

  it('resolves false after the timeout while a projector is stuck', async () => {
    const tracker = new CheckpointTracker(['a', 'stuck']);
    tracker.advance('a', at(9, 9));
    expect(await tracker.waitFor(at(1, 1), 20)).toBe(false);
  });

  it("changes a read model's version when a batch changes its tables or a rebuild swaps new ones in", () => {
    const tracker = new CheckpointTracker(['a']);
    tracker.swappedIn('a', '100');
    const first = tracker.version('a');
    tracker.advance('a', at(1, 1), false);
    expect(tracker.version('a')).toBe(first);
    tracker.advance('a', at(2, 2));
    const changed = tracker.version('a');
    expect(changed).not.toBe(first);
    tracker.swappedIn('a', '100');
    expect(tracker.version('a')).toBe(changed);
    tracker.swappedIn('a', '200');
    expect(tracker.version('a')).not.toBe(changed);
    tracker.swappedIn('unknown', '300');
    expect(() => tracker.version('unknown')).toThrow();
  });

  it("changes a read model's version when it first learns which tables are live", () => {
    // A process that starts beside a rebuild may keep answers before it has read which tables are
    // live, and read them first after the swap: those answers came from the swapped-out tables.
    const tracker = new CheckpointTracker(['a']);
    tracker.advance('a', at(1, 1));
    const unknown = tracker.version('a');
    tracker.swappedIn('a', '200');
    expect(tracker.version('a')).not.toBe(unknown);
  });

  it('never moves a checkpoint backwards', () => {
    const tracker = new CheckpointTracker(['a']);
    tracker.advance('a', at(5, 5));
    tracker.advance('a', at(4, 9));
    tracker.advance('a', null);
    expect(tracker.snapshot()).toEqual({ a: at(5, 5) });
  });

  it('says where each projector last changed: batches that cannot change its tables move only its checkpoint', async () => {
    const tracker = new CheckpointTracker(['a', 'b']);
    tracker.advance('a', at(5, 5));
    tracker.advance('a', at(6, 1), false);
    tracker.advance('a', at(7, 1), false);
    expect(tracker.changedAt('a')).toEqual(at(5, 5));
    expect(await tracker.waitFor(at(7, 1), 0)).toBe(false); // b has applied nothing yet
    tracker.advance('b', at(7, 1), false);
    expect(await tracker.waitFor(at(7, 1), 0)).toBe(true);
    expect(tracker.changedAt('b')).toBeNull();
    tracker.advance('a', at(8, 1));
    tracker.advance('a', at(7, 9)); // older: ignored, changed or not
    expect(tracker.changedAt('a')).toEqual(at(8, 1));
    expect(() => tracker.changedAt('c')).toThrow('No projector named c');
  });

  it("follows another runner's standing: where its tables changed moves before the waits are answered", async () => {
    const tracker = new CheckpointTracker(['a']);
    const seenWhenAnswered: unknown[] = [];
    void tracker.waitFor(at(6, 1), 1_000).then(() => seenWhenAnswered.push(tracker.changedAt('a')));
    tracker.follow('a', at(6, 1), at(5, 5));
    await Promise.resolve();
    expect(seenWhenAnswered).toEqual([at(5, 5)]);
    tracker.follow('a', at(5, 9), at(5, 9)); // a late announcement: the change it names is kept, the checkpoint stays
    expect(tracker.standing()).toEqual([{ name: 'a', checkpoint: at(6, 1), changedAt: at(5, 9) }]);
    tracker.follow('a', at(7, 1), null);
    expect(tracker.standing()).toEqual([{ name: 'a', checkpoint: at(7, 1), changedAt: at(5, 9) }]);
    tracker.follow('unknown', at(9, 9), at(9, 9));
    expect(() => tracker.changedAt('unknown')).toThrow('No projector named unknown');
  });

  it('settles pending waits with false when closed', async () => {
    const tracker = new CheckpointTracker(['a']);
    const waiting = tracker.waitFor(at(1, 1), 10_000);
    tracker.close();
    expect(await waiting).toBe(false);
    expect(await tracker.waitFor(at(1, 1), 10_000)).toBe(false);
  });

  it('is satisfied by any position when there are no projectors', async () => {
    expect(await new CheckpointTracker([]).waitFor(at(1, 1), 0)).toBe(true);
  });
});
