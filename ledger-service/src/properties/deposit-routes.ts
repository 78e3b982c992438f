import Router from '@koa/router';
import { z } from 'zod';
import { commandContext, type AppState } from '../http/context';
import { amountCents, dateField, nameField, optionalName, requiredText } from '@portal/contracts/api';
import { created, type LedgerRouteDeps } from '../http/ledger-deps';
import { parseInput } from '../shared/parse-input';
import { newRecordId } from '../shared/ids';
import { propertyDecider, type ReceiveRentalDeposit } from './decider';

const depositBody = z.object({
  property_name: nameField,
  amount: amountCents,
  date: dateField,
  notes: requiredText,
  loren_name: optionalName,
});

/** Rental deposits received (their withdrawal is in withdrawals/). */
export const depositRoutes = (deps: LedgerRouteDeps) => {
  const router = new Router<AppState>();

  router.post('/admin/add_rental_deposit', ...deps.admin, async (ctx) => {
    const input = parseInput(depositBody, ctx.request.body);
    const partnerName = await deps.references.optionalPartner(input.loren_name);
    const property = await deps.references.property(input.property_name);
    const recordId = newRecordId(commandContext(ctx));
    const command: ReceiveRentalDeposit = {
      type: 'ReceiveRentalDeposit',
      recordId,
      propertyName: property.name,
      partnerName,
      amountCents: input.amount,
      date: input.date,
      notes: input.notes,
    };
    await deps.runner.execute(propertyDecider(command), property.streamName, command, commandContext(ctx));
    created(ctx, 'New deposit added successfully', recordId);
  });

  return router;
};
