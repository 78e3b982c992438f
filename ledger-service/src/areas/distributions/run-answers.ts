import type * as api from '@portal/contracts/api';
import type { RecordedEvent } from '@portal/contracts';
import { parseDomainEvent } from '@portal/contracts';
import type { PersonalData } from '../../shared/personal-data';
import type { Directory } from '../../shared/personal-data/directory';
import { notFound } from '../../shared/errors';
import type { CommandRunner } from '../../shared/runner';
import { centsToDollars } from '../reports/answers/ledger';
import type { DistributionDrafts, DraftPlan } from './drafts';
import { bankAccountOf } from './payment-details';
import { distributionsStream, outcomeKey, runsDecider, type PaymentOutcome } from './runs';

type RunAnswer = api.CallResponse<typeof api.getDistributionRun>;

export interface RunAnswerDeps {
  people: Directory;
  personalData: Pick<PersonalData, 'revealAll'>;
}

export interface RunReadDeps extends RunAnswerDeps {
  runner: Pick<CommandRunner, 'read'>;
  distributionDrafts: Pick<DistributionDrafts, 'get' | 'all'>;
}

/** A run (a draft, or as confirmed) as answers show it: names, dollars, and only the last four digits of an account. */
export const runAnswer = async (
  deps: RunAnswerDeps,
  run: { runId: string; state: 'draft' | 'confirmed'; at: string; plan: DraftPlan },
  outcomes: ReadonlyMap<string, PaymentOutcome> = new Map(),
): Promise<RunAnswer> => {
  const people = await deps.people.current();
  const sealed = run.plan.lines.map((line) => line.account ?? '');
  const opened = await deps.personalData.revealAll(sealed);
  const lines = run.plan.lines.map((line, index) => ({
    investor_name: people.investorName(line.investorId),
    cash_balance: centsToDollars(line.cashBalanceCents),
    amount: centsToDollars(line.amountCents),
    method: line.method,
    account_last4: line.account === null ? null : (bankAccountOf(opened[index]!)?.account.slice(-4) ?? null),
    skipped_reason: line.skippedReason,
    payment_status: run.state === 'draft' ? null : (outcomes.get(outcomeKey(run.runId, line.investorId))?.status ?? ('sent' as const)),
    return_code: outcomes.get(outcomeKey(run.runId, line.investorId))?.returnCode ?? null,
  }));
  const total = run.plan.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const { date, description, mode } = run.plan;
  return { run_id: run.runId, state: run.state, date, description, mode, at: run.at, lines, total: centsToDollars(total) };
};

/** The confirmed runs, newest first, each with the moment it was confirmed and by whom; and their payments' outcomes. */
export const confirmedRuns = async (deps: Pick<RunReadDeps, 'runner'>) => {
  const events = (await deps.runner.read(distributionsStream)).map((recorded: RecordedEvent) => ({
    recorded,
    event: parseDomainEvent(recorded),
  }));
  const outcomes = events.reduce((state, { event }) => runsDecider.evolve(state, event), runsDecider.initialState()).outcomes;
  const runs = events
    .flatMap(({ recorded, event }) =>
      event.type === 'DistributionRunConfirmed' ? [{ at: recorded.recordedAt, actor: recorded.metadata.actor, run: event.data }] : [],
    )
    .reverse();
  return { runs, outcomes };
};

/** A confirmed run's lines as its draft had them: the paid lines (the skipped ones are not recorded). */
const confirmedPlan = (run: { at: string; run: Awaited<ReturnType<typeof confirmedRuns>>['runs'][number]['run'] }): DraftPlan => ({
  date: run.run.date,
  description: run.run.description,
  mode: run.run.mode,
  lines: run.run.lines.map((line) => ({ ...line, skippedReason: null })),
});

/** GET /admin/distribution_run: a draft, or a confirmed run. A draft planned more than a day ago is gone, as from the list. */
export const readRun = async (deps: RunReadDeps, runId: string): Promise<RunAnswer> => {
  const { runs, outcomes } = await confirmedRuns(deps);
  const confirmed = runs.find(({ run }) => run.runId === runId);
  if (confirmed) return runAnswer(deps, { runId, state: 'confirmed', at: confirmed.at, plan: confirmedPlan(confirmed) }, outcomes);
  const draft = await deps.distributionDrafts.get(runId);
  if (draft === null) throw notFound(`No distribution run ${runId}.`);
  if (draft.expired) throw notFound('This run was planned more than a day ago: plan it again.');
  return runAnswer(deps, { runId, state: 'draft', at: draft.plannedAt, plan: draft.plan });
};

/** GET /admin/distribution_runs: the drafts, then the confirmed runs, newest first. */
export const listRuns = async (deps: RunReadDeps): Promise<api.CallResponse<typeof api.listDistributionRuns>> => {
  const drafts = (await deps.distributionDrafts.all()).map((draft) => ({
    runId: draft.runId,
    state: 'draft' as const,
    at: draft.plannedAt,
    plan: draft.plan,
  }));
  const confirmed = (await confirmedRuns(deps)).runs.map((run) => ({
    runId: run.run.runId,
    state: 'confirmed' as const,
    at: run.at,
    plan: confirmedPlan(run),
  }));
  return Promise.all(
    [...drafts, ...confirmed].map(async (run) => {
      const { lines, ...answer } = await runAnswer(deps, run);
      return { ...answer, paid: lines.filter((line) => line.skipped_reason === null).length };
    }),
  );
};
