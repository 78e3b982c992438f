import * as api from '@portal/contracts/api';
import { command } from '../../shared/commands';
import { badRequest, notFound } from '../../shared/errors';
import { ownDate } from '../../shared/periods/placing';
import { investorDecider, type VoidCashWithdrawal } from '../investors/decider';
import type { DistributionDeps } from './run-commands';
import { distributionsStream, runsDecider, type RunsCommand } from './runs';

/**
 * POST /admin/mark_distribution_payment (docs/distributions.md): the bank settled a run's payment, or
 * returned it (an ACH payment with the bank's return code; a cheque that bounced or was never cashed,
 * without one). A return voids the payment's cash withdrawal in the same atomic append, so the money is
 * back in the investor's cash balance, to be paid again by a later run; the void is held to the closed
 * period by the run's date, as any change of a dated record is.
 */
export const markDistributionPayment = command(api.markDistributionPayment, async (deps: DistributionDeps, input, context) => {
  const investor = await deps.references.investor(input.investor_name);
  const run = (await deps.runner.load(runsDecider, distributionsStream)).state.runs.get(input.run_id);
  const line = run?.lines.find((one) => one.investorId === investor.id);
  if (!run || !line) throw notFound(`No payment to ${investor.name} in a confirmed distribution run ${input.run_id}.`);
  if (input.status === 'returned' && line.method === 'ach' && input.return_code === undefined)
    throw badRequest('return_code: Required for a returned ACH payment (the code the bank gave, such as R01)');
  if (line.method === 'check' && input.return_code !== undefined)
    throw badRequest('return_code: A cheque has no ACH return code: mark it returned without one');
  const mark: RunsCommand = {
    type: 'MarkPayment',
    investorName: investor.name,
    mark: { runId: run.runId, investorId: investor.id, status: input.status, returnCode: input.return_code ?? null },
  };
  await deps.periods.hold((periods) =>
    periods.guard([ownDate('date', run.date)], () =>
      deps.runner.batch(async (planning) => {
        const marked = await planning.execute(runsDecider, distributionsStream, mark, context);
        if (marked.length === 0 || input.status !== 'returned') return;
        const voided: VoidCashWithdrawal = {
          type: 'VoidCashWithdrawal',
          name: investor.name,
          recordId: line.recordId,
          investorId: investor.id,
        };
        await planning.execute(investorDecider(voided), investor.streamName, voided, context);
      }),
    ),
  );
  return {
    message:
      input.status === 'returned'
        ? `Payment to ${investor.name} returned (${input.return_code ?? 'cheque'}): its amount is back in the cash balance`
        : `Payment to ${investor.name} settled`,
  };
});
