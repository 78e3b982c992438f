import * as api from '@portal/contracts/api';
import { command } from '../../shared/commands';
import { partnerDecider, type AddPartner } from './decider';

/** A partner: the counterparty kind the firm labels with PARTNER_LABEL. */
export const addPartner = command(api.addPartner, async (deps, input, context) => {
  const add: AddPartner = { type: 'AddPartner', partnerName: input.loren_name, label: deps.partnerLabel };
  const streamName = await deps.references.newPartner(add.partnerName);
  await deps.runner.execute(partnerDecider, streamName, add, context);
  return { message: `New ${deps.partnerLabel} added successfully` };
});
