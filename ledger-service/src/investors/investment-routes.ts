import Router from '@koa/router';
import { z } from 'zod';
import { commandContext, type AppState } from '../http/context';
import { amountCents, dateField, nameField } from '@portal/contracts/api';
import { created, type LedgerRouteDeps } from '../http/ledger-deps';
import { parseInput } from '../shared/parse-input';
import { newRecordId } from '../shared/ids';
import { investorDecider, type MakeInvestment } from './decider';

const investmentBody = z.object({ property_name: nameField, amount: amountCents, date: dateField, investor_name: nameField });

/** An investor puts capital into a property (recorded in the investor's stream). */
export const investmentRoutes = (deps: LedgerRouteDeps) => {
  const router = new Router<AppState>();

  router.post('/admin/add_investment', ...deps.admin, async (ctx) => {
    const input = parseInput(investmentBody, ctx.request.body);
    const property = await deps.references.property(input.property_name);
    const investor = await deps.references.investor(input.investor_name);
    const recordId = newRecordId(commandContext(ctx));
    const command: MakeInvestment = {
      type: 'MakeInvestment',
      recordId,
      investorName: investor.name,
      propertyName: property.name,
      amountCents: input.amount,
      date: input.date,
    };
    await deps.runner.execute(investorDecider(command), investor.streamName, command, commandContext(ctx));
    created(ctx, 'New investment added successfully', recordId);
  });

  return router;
};
