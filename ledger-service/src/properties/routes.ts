import Router from '@koa/router';
import { z } from 'zod';
import { propertyType } from '@portal/contracts';
import { commandContext, type AppContext, type AppState } from '../http/context';
import { amountCents, dateField, nameField, nonNegativeCents, requiredText } from '@portal/contracts/api';
import { created, type LedgerRouteDeps } from '../http/ledger-deps';
import { parseInput } from '../shared/parse-input';
import { propertyDecider, type PropertyCommand } from './decider';

/** A picture served by the app itself (a path) or from the web; never a script or data URL. */
const pictureUrl = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(2000, 'Expected at most 2,000 characters')
  .regex(/^(\/(?!\/)|https?:\/\/)\S*$/i, 'Expected a path starting with / or an http(s) URL');

const addPropertyBody = z
  .object({
    property_name: nameField,
    address: requiredText,
    purchase_date: dateField,
    purchase_price: amountCents,
    property_type: z.enum(propertyType.options, { errorMap: () => ({ message: 'Expected one of Rental, Land Contract, Other' }) }),
    picture_url: pictureUrl,
    llc: nameField,
    land_value: nonNegativeCents,
    property_value: nonNegativeCents,
  })
  .refine((body) => body.land_value <= body.purchase_price, { path: ['land_value'], message: 'Expected at most the purchase price' });

const setNotesBody = z.object({ property_name: nameField, notes: requiredText });

/** Adding a property and keeping its notes. */
export const propertyRoutes = (deps: LedgerRouteDeps) => {
  const router = new Router<AppState>();
  const run = (command: PropertyCommand, streamName: string, ctx: AppContext) =>
    deps.runner.execute(propertyDecider(command), streamName, command, commandContext(ctx));

  router.post('/admin/add_investment_property', ...deps.admin, async (ctx) => {
    const input = parseInput(addPropertyBody, ctx.request.body);
    const llc = await deps.references.llc(input.llc);
    const streamName = await deps.references.newProperty(input.property_name);
    await run(
      {
        type: 'AddProperty',
        propertyName: input.property_name,
        address: input.address,
        purchaseDate: input.purchase_date,
        purchasePriceCents: input.purchase_price,
        propertyType: input.property_type,
        pictureUrl: input.picture_url,
        llcName: llc.name,
        landValueCents: input.land_value,
        propertyValueCents: input.property_value,
      },
      streamName,
      ctx,
    );
    created(ctx, 'New property added successfully');
  });

  router.post('/admin/set_property_notes', ...deps.admin, async (ctx) => {
    const input = parseInput(setNotesBody, ctx.request.body);
    const property = await deps.references.property(input.property_name);
    await run({ type: 'SetPropertyNotes', propertyName: property.name, notes: input.notes }, property.streamName, ctx);
    ctx.body = { message: 'Notes updated successfully!' };
  });

  return router;
};
