import type { AppendResult, DomainEvent, RecordedEvent } from '@portal/contracts';
import type { Decider } from './decider';

/** Who is acting, for the audit trail. */
export interface CommandContext {
  actor: string;
  correlationId: string;
  /**
   * Set for a request carrying an Idempotency-Key: event ids are then derived from it, so a retry
   * of a command whose events were already appended finds them and appends nothing new.
   */
  idempotencySeed?: string;
}

/** Runs commands against streams (command-runner.ts makes the one the service uses; a batch plans on another: batch-plan.ts). */
export interface CommandRunner {
  load<State>(
    decider: Pick<Decider<State, never>, 'initialState' | 'evolve'>,
    streamName: string,
  ): Promise<{ state: State; version: number }>;
  execute<State, Command>(
    decider: Decider<State, Command>,
    streamName: string,
    command: Command,
    context: CommandContext,
  ): Promise<DomainEvent[]>;
  record(streamName: string, events: DomainEvent[], context: CommandContext): Promise<AppendResult>;
  read(streamName: string): Promise<RecordedEvent[]>;
  batch<T>(work: (planning: CommandRunner) => Promise<T>): Promise<T>;
  catchUp(): Promise<void>;
}
