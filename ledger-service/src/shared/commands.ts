import type { ApiCall, CallBody, CallResponse } from '@portal/contracts/api';
import type { PortalUserRow } from '@portal/projections';
import type { Clock } from './clock';
import type { Decider } from './decider';
import { newRecordId } from './ids';
import { parseInput } from './parse-input';
import type { References } from './references';
import type { ClosedPeriods } from './periods/closed-periods';
import type { PlacingDate } from './periods/placing';
import type { PersonalData } from './personal-data';
import type { Directory } from './personal-data/directory';
import type { NameLock } from './personal-data/name-lock';
import type { CommandContext, CommandRunner } from './runner';

/** What every command needs: the runner that decides and appends, and the names it resolves. */
export interface CommandDeps {
  runner: CommandRunner;
  references: References;
  clock: Clock;
  /** What the firm calls a partner ("Loren"), for the texts that name one. */
  partnerLabel: string;
  /** The closed period every dated command is held to (docs/periods.md). */
  periods: ClosedPeriods;
  /** Seals personal values before they are recorded (docs/personal-data.md). */
  personalData: PersonalData;
  /** Investors' and users' names, opened (shared/personal-data/directory.ts). */
  people: Directory;
  /** Held while a sealed name is checked and taken (shared/personal-data/name-lock.ts). */
  nameLock: NameLock;
  /** Every investor's order key, in key order (where a new investor sorts: figures' order.ts). */
  investorOrderKeys: () => Promise<{ investorId: string; orderKey: string }[]>;
}

/**
 * Who calls, as the HTTP layer tells it (infrastructure/http/context.ts): what the identity commands need beyond
 * the actor. A public call (register) has no signed-in user: its command names the actor itself.
 */
export interface RequestContext extends CommandContext {
  /** The client's address: registration and current-password checks are throttled by it (areas/users/client-address.ts). */
  clientAddress: string;
  /** The signed-in caller, on every call that is not public. */
  user?: PortalUserRow;
  /** The presented token (its `jti` and expiry), with `user`: signing out revokes it. */
  session?: { tokenId: string; expiresAt: string };
}

/** The signed-in caller of a command that needs one (every call that is not public has one). */
export const callerOf = (context: RequestContext): PortalUserRow => {
  if (!context.user) throw new Error('auth middleware did not run before a signed-in route');
  return context.user;
};

/**
 * One business command as a plain function of its parsed input (the call's body, in cents) and who
 * acts: the HTTP route, the demo and the command-line tools all run it the same way, so a rule
 * lives in one place and no caller needs a port. It answers what the call answers. Every command is
 * mounted from one table (commands.ts at the top of src). See docs/architecture.md.
 */
export interface Command<C extends ApiCall, D = CommandDeps, X extends CommandContext = CommandContext> {
  readonly call: C;
  // Methods (not properties) so a table of commands of different calls type-checks as one list.
  run(deps: D, input: CallBody<C>, context: X): Promise<CallResponse<C>>;
  /**
   * What a retry of the request (same Idempotency-Key) is answered instead of the answer itself,
   * when that differs: an answer carrying a secret is kept with the secret sealed (infrastructure/http/idempotency).
   */
  keptAnswer?(deps: D, input: CallBody<C>, answer: CallResponse<C>): Promise<unknown>;
}

type Run<C extends ApiCall, D, X> = (deps: D, input: CallBody<C>, context: X) => Promise<CallResponse<C>>;

/** Declares the command behind a call. */
export const command = <C extends ApiCall, D = CommandDeps, X extends CommandContext = CommandContext>(
  call: C,
  run: Run<C, D, X>,
  options: Pick<Command<C, D, X>, 'keptAnswer'> = {},
): Command<C, D, X> => ({ call, run, ...options });

/** Runs a command with a client's input (dollars, strings), parsed by its call's schema as a route would (a bad one is a 400). */
export const runWithClientInput = <C extends ApiCall, D>(
  cmd: Command<C, D>,
  deps: D,
  input: unknown,
  context: CommandContext,
): Promise<CallResponse<C>> => {
  if (!cmd.call.body) throw new Error(`${cmd.call.path} takes no body`);
  return cmd.run(deps, parseInput(cmd.call.body, input) as CallBody<C>, context);
};

/** Where a new record goes: its stream, the decider that rules on it, and the success text. */
export interface RecordTarget<S, C> {
  streamName: string;
  decider: (command: C) => Decider<S, C>;
  message: string;
}

/**
 * Records one new ledger record (income, expense, deposit, investment, withdrawal) placed in reports
 * by `dates`, its own date first (refused while the books are closed through any of them): the command is made with a fresh record id (the
 * same one on a retry of the same request), decided against its stream and appended; the answer is
 * the success text and the record's id.
 */
export const recordNew = async <S, C>(
  deps: CommandDeps,
  context: CommandContext,
  target: RecordTarget<S, C>,
  dates: readonly PlacingDate[],
  make: (recordId: string) => NoInfer<C>,
): Promise<{ message: string; id: string }> => {
  const recordId = newRecordId(context);
  const recorded = make(recordId);
  await deps.periods.guard(dates, () => deps.runner.execute(target.decider(recorded), target.streamName, recorded, context));
  return { message: target.message, id: recordId };
};
