import Router from '@koa/router';
import { z } from 'zod';
import { commandContext, type AppState } from '../http/context';
import { nameField } from '@portal/contracts/api';
import { created, type LedgerRouteDeps } from '../http/ledger-deps';
import { parseInput } from '../shared/parse-input';
import { partnerDecider, type AddPartner } from './decider';

const addPartnerBody = z.object({ loren_name: nameField });

/** DOMAIN.md's 'Add New Partner' (the counterparty kind labelled by PARTNER_LABEL). */
export const partnerRoutes = (deps: LedgerRouteDeps) => {
  const router = new Router<AppState>();

  router.post('/admin/add_partner', ...deps.admin, async (ctx) => {
    const input = parseInput(addPartnerBody, ctx.request.body);
    const command: AddPartner = { type: 'AddPartner', partnerName: input.loren_name, label: deps.partnerLabel };
    const streamName = await deps.references.newPartner(command.partnerName);
    await deps.runner.execute(partnerDecider, streamName, command, commandContext(ctx));
    created(ctx, `New ${deps.partnerLabel} added successfully`);
  });

  return router;
};
