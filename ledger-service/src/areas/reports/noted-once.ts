import type { DomainEvent } from '@portal/contracts';
import type { Decider } from '../../shared/decider';
import type { CommandContext, CommandRunner } from '../../shared/runner';

/** What one day's stream of notes holds: the things noted in it (a report's path, an investor). */
export interface NotedState {
  noted: ReadonlySet<string>;
}

export type NoteCommand = { type: 'Note'; key: string; event: DomainEvent };

/**
 * The rule of a stream of notes of one person and one day (an auditor's reads, a viewer's views of
 * investors' pages): each thing is noted once. `keyOf` says which thing an event of the stream notes.
 * The runner decides against the stream's version, so two processes noting the same thing at the same
 * moment append one event: the second is decided again on the first's, and appends nothing.
 */
export const notedOnceDecider = (foldKey: string, keyOf: (event: DomainEvent) => string | null): Decider<NotedState, NoteCommand> => ({
  initialState: () => ({ noted: new Set() }),
  foldKey,
  evolve: (state, event) => {
    const key = keyOf(event);
    return key === null || state.noted.has(key) ? state : { noted: new Set(state.noted).add(key) };
  },
  decide: (command, state) => (state.noted.has(command.key) ? [] : [command.event]),
});

/**
 * Notes `event` in `stream` unless the thing `key` is noted there already. The notes this process
 * made are remembered (at most `maxRemembered`, the oldest forgotten first), so a refetch costs no
 * read of the log; concurrent notes of one thing wait for one. Forgetting one costs a read, never a
 * second event.
 */
export const createNoteOnce = (
  runner: Pick<CommandRunner, 'execute'>,
  decider: Decider<NotedState, NoteCommand>,
  maxRemembered = 10_000,
) => {
  const noted = new Map<string, Promise<unknown>>();
  return async (stream: string, key: string, event: DomainEvent, context: CommandContext): Promise<void> => {
    const remembered = JSON.stringify([stream, key]);
    let note = noted.get(remembered);
    if (note === undefined) {
      note = runner.execute(decider, stream, { type: 'Note', key, event }, context);
      if (noted.size >= maxRemembered) noted.delete(noted.keys().next().value!);
      noted.set(remembered, note);
      // A note that failed is tried again by the next read.
      note.catch(() => noted.delete(remembered));
    }
    await note;
  };
};
