import Router from '@koa/router';
import { z } from 'zod';
import { commandContext, type AppState } from '../http/context';
import { amountCents, dateField, nameField } from '../http/fields';
import { created, type LedgerRouteDeps } from '../http/ledger-deps';
import { parseInput } from '../http/validate';
import { newRecordId } from '../shared/ids';
import { investorDecider, investorStream, type MakeInvestment } from './decider';

const investmentBody = z.object({ property_name: nameField, amount: amountCents, date: dateField, investor_name: nameField });

/** An investor puts capital into a property (recorded in the investor's stream). */
export const investmentRoutes = (deps: LedgerRouteDeps) => {
  const router = new Router<AppState>();

  router.post('/admin/add_investment', ...deps.admin, async (ctx) => {
    const input = parseInput(investmentBody, ctx.request.body);
    await deps.references.property(input.property_name);
    const recordId = newRecordId(commandContext(ctx));
    const command: MakeInvestment = {
      type: 'MakeInvestment',
      recordId,
      investorName: input.investor_name,
      propertyName: input.property_name,
      amountCents: input.amount,
      date: input.date,
    };
    await deps.runner.execute(investorDecider(command), investorStream(command.investorName), command, commandContext(ctx));
    created(ctx, 'New investment added successfully', recordId);
  });

  return router;
};
