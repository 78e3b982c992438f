import * as api from '@portal/contracts/api';
import { command, type CommandDeps } from '../../shared/commands';
import { AppError, conflict, notFound } from '../../shared/errors';
import { newId } from '../../shared/ids';
import { formatCents } from '../../shared/money';
import type { CommandContext, CommandRunner } from '../../shared/runner';
import { recordCashWithdrawal, type WithdrawalDeps } from '../withdrawals/commands';
import type { Draft, DistributionDrafts, DraftLine, DraftPlan } from './drafts';
import { currentPaymentDetails } from './payment-reads';
import type { InvestorPaymentDetails } from './payment-details';
import { distributionsStream, runsDecider, type RunsCommand } from './runs';
import { planLines, SplitRefused, type Candidate, type SplitMode } from './split';
import { runAnswer } from './run-answers';
import type { DistributionNoticeIssuer } from '../statements/distribution-notices';
import type { TimeTravel } from '../reports/time-travel';

/**
 * Planning and confirming a distribution run (docs/distributions.md). A plan is a draft, kept outside
 * the log; a confirm records the run and one cash withdrawal per paid line in one atomic append, each
 * withdrawal decided by the cash-withdrawal command itself, so the limit and the closed period are
 * checked at that moment exactly as for a single withdrawal.
 */

export interface DistributionDeps extends WithdrawalDeps {
  distributionDrafts: DistributionDrafts;
  /** The books as of a day: a plan pays the cash balances as of its date. */
  timeTravel: Pick<TimeTravel, 'reports'>;
  /** Issues the notices of a confirmed run after its append (absent where no notice is issued: the demo, the CLIs). */
  statements?: { distributionNotices: Pick<DistributionNoticeIssuer, 'kick'> };
}

/**
 * Each investor's cash balance as of `date` (docs/distributions.md, The run): the summary's, over the
 * records dated on or before it, as the log stands now. A withdrawal or income dated later moves no line.
 */
const cashBalancesAsOf = async (deps: DistributionDeps, date: string) => {
  const reports = await deps.timeTravel.reports({ asOf: date, knownOn: null }, deps.clock.today());
  return (investorId: string) => reports.investorSummary(investorId)?.cashBalanceCents ?? 0;
};

/** Why an investor cannot be paid, whatever the amount; null when they can. */
const blockedBy = (details: InvestorPaymentDetails | undefined): string | null => {
  if (!details?.current) return 'no payment details';
  if (details.pending) return 'a change of payment details waits for review';
  if (details.current.method === 'hold') return 'payments held';
  return null;
};

const splitOf = (input: api.PlanDistributionInput): SplitMode =>
  input.mode === 'percent'
    ? { mode: 'percent', hundredths: input.percent! }
    : input.mode === 'amount'
      ? { mode: 'amount', totalCents: input.amount! }
      : { mode: 'balance' };

export const planDistribution = command(api.planDistribution, async (deps: DistributionDeps, input, context) => {
  const people = await deps.people.current();
  const investors = input.investor_names
    ? await Promise.all(input.investor_names.map((name) => deps.references.investor(name)))
    : people.investors();
  const [details, balanceOf] = await Promise.all([currentPaymentDetails(deps), cashBalancesAsOf(deps, input.date)]);
  const candidates: (Candidate & { details: InvestorPaymentDetails | undefined })[] = [
    ...new Map(investors.map((investor) => [investor.id, investor])).values(),
  ].map((investor) => ({
    investorId: investor.id,
    cashBalanceCents: balanceOf(investor.id),
    blocked: people.investorById(investor.id)?.erased ? 'personal data erased' : blockedBy(details.get(investor.id)),
    details: details.get(investor.id),
  }));
  let planned;
  try {
    planned = planLines(candidates, splitOf(input), input.minimum ?? 0);
  } catch (error) {
    if (error instanceof SplitRefused) {
      throw conflict(`The amount exceeds the paid investors' cash balances (${formatCents(error.balancesCents)} in all).`);
    }
    throw error;
  }
  const lines = planned.map((line, index): DraftLine => {
    const current = candidates[index]!.details?.current ?? null;
    return { ...line, method: current?.method ?? null, account: current?.account ?? null };
  });
  const plan: DraftPlan = { date: input.date, description: input.description, mode: input.mode, lines };
  const draft = await deps.distributionDrafts.save(newId(context.idempotencySeed, 'run'), plan);
  return runAnswer(deps, { runId: draft.runId, state: 'draft', at: draft.plannedAt, plan });
});

/** A draft line's investor as a message names them. */
const nameOf = async (deps: CommandDeps, investorId: string) => (await deps.people.current()).investorName(investorId);

/** What must still hold at the confirm: each paid line's balance (as of the run's date) and payment details as planned. */
const assertStillAsPlanned = async (deps: DistributionDeps, plan: DraftPlan, paid: readonly DraftLine[]) => {
  const people = await deps.people.current();
  const [details, balanceOf] = await Promise.all([currentPaymentDetails(deps), cashBalancesAsOf(deps, plan.date)]);
  for (const line of paid) {
    const investor = people.investorById(line.investorId);
    if (!investor) throw notFound(`No investor with id ${line.investorId}.`);
    const now = details.get(line.investorId);
    if (blockedBy(now) !== null || now?.current?.account !== line.account || now?.current?.method !== line.method) {
      throw conflict(`The payment details of ${investor.name} changed since the run was planned: plan it again.`);
    }
    if (balanceOf(investor.id) !== line.cashBalanceCents) {
      throw conflict(`The cash balance of ${investor.name} moved since the run was planned: plan it again.`);
    }
  }
};

/** Each paid line's cash withdrawal, decided on the batch's planning runner; a refusal refuses the run whole. */
const withdrawAll = async (
  deps: DistributionDeps,
  planning: CommandRunner,
  plan: DraftPlan,
  paid: readonly DraftLine[],
  context: CommandContext,
) => {
  const recordIds: string[] = [];
  for (const [index, line] of paid.entries()) {
    const seed = context.idempotencySeed === undefined ? undefined : `${context.idempotencySeed}/line:${index}`;
    const input = {
      investor_name: await nameOf(deps, line.investorId),
      amount: line.amountCents,
      date: plan.date,
      description: plan.description,
    };
    try {
      recordIds.push((await recordCashWithdrawal.run({ ...deps, runner: planning }, input, { ...context, idempotencySeed: seed })).id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(
        error.code,
        `The run was refused whole at the line of ${input.investor_name}: ${error.message}`,
        error.headers,
        error.fields,
      );
    }
  }
  return recordIds;
};

/** Whether the run is in the log (confirmed). */
const isConfirmed = async (deps: CommandDeps, runId: string) =>
  (await deps.runner.load(runsDecider, distributionsStream)).state.runs.has(runId);

/** Records the draft's run and a cash withdrawal per paid line, in one append, unless a rule refuses it. */
const recordRun = async (deps: DistributionDeps, runId: string, draft: Draft, context: CommandContext) => {
  if (draft.expired) throw conflict('This run was planned more than a day ago: plan it again.');
  const { plan } = draft;
  const paid = plan.lines.filter((line) => line.skippedReason === null);
  if (paid.length === 0) throw conflict('No line of this run is paid: there is nothing to confirm.');
  await assertStillAsPlanned(deps, plan, paid);
  await deps.periods.hold((periods) =>
    deps.runner.batch(async (planning) => {
      // A run whose draft was left behind after its append (the process stopped before deleting it) is not recorded again.
      if ((await planning.load(runsDecider, distributionsStream)).state.runs.has(runId)) return;
      const recordIds = await withdrawAll({ ...deps, periods }, planning, plan, paid, context);
      const lines = paid.map((line, index) => ({
        investorId: line.investorId,
        recordId: recordIds[index]!,
        cashBalanceCents: line.cashBalanceCents,
        amountCents: line.amountCents,
        method: line.method as 'ach' | 'check',
        account: line.account,
      }));
      const confirm: RunsCommand = {
        type: 'ConfirmRun',
        run: { runId, date: plan.date, description: plan.description, mode: plan.mode, lines },
      };
      await planning.execute(runsDecider, distributionsStream, confirm, context);
    }),
  );
};

export const confirmDistribution = command(api.confirmDistribution, async (deps: DistributionDeps, { run_id: runId }, context) => {
  if (!(await isConfirmed(deps, runId))) {
    // The draft is held until its run is recorded: a confirm sent twice at once, or a discard, waits and finds it gone.
    await deps.distributionDrafts.confirming(runId, async (draft) => {
      if (draft !== null) return recordRun(deps, runId, draft, context);
      if (!(await isConfirmed(deps, runId))) throw notFound(`No distribution run ${runId}.`);
    });
  }
  // Each paid investor's notice is rendered after the append, as a statement run is: a pass that stops is finished by the next.
  deps.statements?.distributionNotices.kick();
  return { message: 'Distribution run confirmed' };
});

/** Deletes a draft: nothing was recorded, so nothing is (docs/distributions.md). A confirmed run is in the books for good. */
export const discardDistributionDraft = command(api.discardDistributionDraft, async (deps: DistributionDeps, { run_id: runId }) => {
  const discarded = await deps.distributionDrafts.discard(runId);
  // Asked after the delete, which waits for a confirm holding the draft: a run it recorded is in the log by then.
  if (await isConfirmed(deps, runId)) throw conflict('This run is confirmed: it is in the books and cannot be discarded.');
  if (!discarded) throw notFound(`No distribution run ${runId}.`);
  return { message: 'Distribution draft discarded' };
});

export const distributionRunCommands = [planDistribution, confirmDistribution, discardDistributionDraft];
