import { randomUUID } from 'node:crypto';
import { register, type Runtime, type Services, verifyPassword } from '@portal/ledger-service';
import { batchesOf, isBatched } from './batches';
import { createDemoClient, demoCommandDeps, runSequences, type DemoClient, type Outcome, type PhaseCounts } from './client';
import { distributionsPlan } from './distributions';
import { demoLogins, investors, type DemoLogin } from './investors';
import { loaderUsername, startLoader } from './loader';
import { paymentDetailsPlan, proposeChange } from './payment-details';
import { demoPlan } from './plan';
import { anchorLlc } from './firm';
import type { Chain, Phase } from './requests';
import { addMonths, monthOf } from './units';

/** What the loader tells as it goes (a progress bar in the CLI, nothing in tests). */
export interface DemoReporter {
  phaseStarted(name: string, calls: number): void;
  called(outcome: Outcome): void;
  phaseDone(name: string, counts: PhaseCounts, seconds: number): void;
  phaseFailed(name: string): void;
}

export const silentReporter: DemoReporter = { phaseStarted: () => {}, called: () => {}, phaseDone: () => {}, phaseFailed: () => {} };

export interface DemoResult {
  /** The month the portfolio's dates are counted back from (the month of the first run). */
  anchor: string;
  /** What the calls found: recorded now, recorded by an earlier run, or a name already there. */
  counts: PhaseCounts;
  /** Calls sent, and how many of them were mistakes deleted again (each one more call). */
  calls: number;
  voids: number;
  logins: DemoLogin[];
}

export interface DemoOptions {
  runtime: Runtime;
  services: Services;
  /** Chains of calls in flight at once. Default 4. */
  concurrency?: number;
  reporter?: DemoReporter;
  partnerLabel?: string;
  /** The administrator the demo prints: the loader is dismissed at the end unless it is this one. */
  keepAdmin?: string;
  /** Only these properties (and what concerns them): a quicker load for tests. */
  properties?: readonly string[];
  /** Cuts the load off after this many calls, as a crash would (for tests). */
  stopAfter?: number;
  /** Stops starting calls (Ctrl-C): the load then fails once the calls in flight are answered. */
  signal?: AbortSignal;
}

/** A reporter that fails the load after `calls` calls, as a crash in the middle would. */
const stopping = (reporter: DemoReporter, calls: number): DemoReporter => {
  let made = 0;
  return {
    ...reporter,
    called: (outcome) => {
      reporter.called(outcome);
      if (++made >= calls) throw new Error(`stopped after ${made} calls`);
    },
  };
};

/** The read models first catch up with the log (the loader reads them, and so does the API). */
const catchUp = async (runtime: Runtime, services: Services) => {
  const head = await runtime.store.headPosition();
  if (head) while (!(await services.projections.waitFor(head, 10_000))) console.info('Read models are catching up with the log...');
};

/**
 * The anchor month of a demo already (partly) loaded: a second run in a later month must send the
 * very same calls, so the dates are counted from the first run's month, read back from the first
 * LLC's start date. An LLC of that name the demo did not make stops the load.
 */
const findAnchor = async (services: Services): Promise<string | null> => {
  // The LLC's stream, whichever way it is named (by the name as written, or by its key since names are normalised).
  const llc = await services.names.resolve('llc', anchorLlc.name);
  if (llc === null) return null;
  const { state } = await services.runner.load(
    {
      initialState: (): { address: string; dateStarted: string } | null => null,
      evolve: (found, event) => (event.type === 'LlcAdded' ? { address: event.data.address, dateStarted: event.data.dateStarted } : found),
    },
    llc.streamName,
  );
  if (state === null) return null;
  if (state.address !== anchorLlc.address) {
    throw new Error(
      `An LLC named ${anchorLlc.name} exists that the demo did not add: load the demo into a fresh database (DATA_DIR or DATABASE_URL).`,
    );
  }
  return addMonths(monthOf(state.dateStarted), anchorLlc.startedMonthsAgo);
};

const add = (total: PhaseCounts, counts: PhaseCounts) => {
  total.recorded += counts.recorded;
  total.replayed += counts.replayed;
  total.existed += counts.existed;
};

interface PhaseRun {
  client: DemoClient;
  concurrency: number;
  reporter: DemoReporter;
  total: PhaseCounts;
  signal?: AbortSignal;
  /**
   * Record calls in batches, which need a store that appends to several streams at once: on
   * EventStoreDB every call goes alone, under its own key (docs/commands.md, Batches).
   */
  batches: boolean;
}

/** The sequences holding the most requests first, so a phase ends as soon as it can. */
const longestFirst = <Step>(sequences: readonly Step[][], requests: (step: Step) => number) => {
  const size = (sequence: readonly Step[]) => sequence.reduce((sum, step) => sum + requests(step), 0);
  return [...sequences].sort((a, b) => size(b) - size(a));
};

/** A phase of record calls goes in batches (see batches.ts), any other one call at a time, each chain in order. */
const sendPhase = ({ client, concurrency, reporter, signal, batches }: PhaseRun, phase: Phase) =>
  batches && isBatched(phase)
    ? runSequences(
        longestFirst(batchesOf(phase), (batch) => batch.requests.length),
        client.sendBatch,
        concurrency,
        reporter.called,
        signal,
      )
    : runSequences(
        longestFirst(phase.chains, () => 1),
        async (request) => [await client.send(request)],
        concurrency,
        reporter.called,
        signal,
      );

const runPhase = async (run: PhaseRun, phase: Phase) => {
  const { reporter, total } = run;
  const started = performance.now();
  reporter.phaseStarted(
    phase.name,
    phase.chains.reduce((sum, chain) => sum + chain.length, 0),
  );
  const counts = await sendPhase(run, phase).catch((error: unknown) => {
    reporter.phaseFailed(phase.name);
    throw error;
  });
  reporter.phaseDone(phase.name, counts, (performance.now() - started) / 1000);
  add(total, counts);
};

/** Distributions need the income the ledger computed: read for each investor once the activity is in. */
const distributionsPhase = async (services: Services, anchor: string): Promise<Phase> => {
  const chains: Chain[] = [];
  for (const investor of investors) {
    if (investor.distributions === 'none') continue;
    const found = (await services.people.current()).investorNamed(investor.name);
    const summary = found && (await services.ledger.investorSummary(found.id, services.clock.today()));
    const cashflow = (summary?.cashflowPerMonth ?? []).map(({ month, amountCents }) => ({ month, cents: amountCents }));
    chains.push(distributionsPlan(investor, cashflow, anchor));
  }
  return { name: 'Cash distributions', chains: chains.filter((chain) => chain.length > 0) };
};

/** The two demo investors' portal users, registered as an investor would (the register rules: a username not taken). */
const registerLogins = async (services: Services): Promise<DemoLogin[]> => {
  const logins: DemoLogin[] = [];
  for (const login of demoLogins) {
    const base = { investor: login.investor, username: login.username, password: login.password };
    const people = await services.people.current();
    const investor = people.investorNamed(login.investor);
    const taken = people.userNamed(login.username);
    const user = taken && (await services.users.byId(taken.userId));
    if (user) {
      const ours =
        user.investor_id === investor?.id && (await verifyPassword(await services.personalData.reveal(user.password_hash), login.password));
      logins.push(
        ours
          ? { ...base, status: 'existing' }
          : { ...base, status: 'unavailable', note: `the username ${login.username} is in use with another investor or password` },
      );
      continue;
    }
    try {
      // With the investor's current secret, as the investor would register (throttled under the demo's own address).
      const secret = investor && (await services.investors.registrationSecret(investor.id));
      if (!investor || !secret) throw new Error(`no investor ${login.investor}`);
      const input = {
        username: login.username,
        password: login.password,
        secret: await services.personalData.reveal(secret.registration_secret),
      };
      await register.run(services, input, { actor: loaderUsername, correlationId: randomUUID(), clientAddress: 'demo' });
      logins.push({ ...base, status: 'registered' });
    } catch (error) {
      logins.push({ ...base, status: 'unavailable', note: error instanceof Error ? error.message : String(error) });
    }
  }
  return logins;
};

/**
 * Loads the demo portfolio through the ledger's own commands (no HTTP): names, properties and investors, the capital, four
 * years of activity with a few corrections, then the distributions, the investors' payment details and the two investor logins
 * (one of whom proposes a change of their payment details).
 * Safe to run again: every call (or batch of record calls) carries its demo key, so a second run replays instead of recording.
 */
export const loadDemo = async (options: DemoOptions): Promise<DemoResult> => {
  const { runtime, services } = options;
  const concurrency = options.concurrency ?? 4;
  const reporter = options.reporter ?? silentReporter;
  await catchUp(runtime, services);
  const loader = await startLoader(services, { keepAdmin: options.keepAdmin });
  try {
    const commands = demoCommandDeps(services, options.partnerLabel);
    const client = createDemoClient({ commands, idempotency: services.idempotency, scope: loader.scope, actor: loader.actor });
    const anchor = (await findAnchor(services)) ?? monthOf(services.clock.today());
    const total: PhaseCounts = { recorded: 0, replayed: 0, existed: 0 };
    const phases = demoPlan(anchor, options.properties).phases;
    const cutOff = options.stopAfter === undefined ? reporter : stopping(reporter, options.stopAfter);
    const batches = runtime.store.appendAtomically !== undefined;
    const run: PhaseRun = { client, concurrency, reporter: cutOff, total, signal: options.signal, batches };
    for (const phase of phases) await runPhase(run, phase);
    const distributions = await distributionsPhase(services, anchor);
    await runPhase(run, distributions);
    // Set one investor at a time (each mails its investor: docs/distributions.md), side by side.
    const paymentDetails: Phase = { name: 'Payment details', chains: paymentDetailsPlan(investors).map((request) => [request]) };
    await runPhase(run, paymentDetails);
    const logins = await registerLogins(services);
    // The investor's own proposal needs their user, which the read models show once they catch up.
    await catchUp(runtime, services);
    await proposeChange(services, commands, logins);
    const sent = [...phases, distributions, paymentDetails].flatMap((phase) => phase.chains.flat());
    return { anchor, counts: total, calls: sent.length, voids: sent.filter((call) => call.voidedBy).length, logins };
  } finally {
    await loader.close();
  }
};
