import { randomBytes } from 'node:crypto';
import * as api from '@portal/contracts/api';
import { command, recordNew } from '../shared/commands';
import { investorDecider, type AddInvestor, type MakeInvestment } from './decider';

/** Investors and the capital they put into properties (recorded in the investor's stream). */

export const addInvestor = command(api.addInvestor, async (deps, input, context) => {
  const add: AddInvestor = {
    type: 'AddInvestor',
    investorName: input.name,
    email: input.email,
    phone: input.phone,
    address: input.address,
    feeBasisPoints: input.fee_percentage,
    registrationSecret: randomBytes(18).toString('base64url'),
  };
  const streamName = await deps.references.newInvestor(input.name);
  const [added] = await deps.runner.execute(investorDecider(add), streamName, add, context);
  // The recorded secret: on a retried request that was recorded already, the first attempt's one.
  return { secret: added?.type === 'InvestorAdded' ? added.data.registrationSecret : add.registrationSecret };
});

export const addInvestment = command(api.addInvestment, async (deps, input, context) => {
  const property = await deps.references.property(input.property_name);
  const investor = await deps.references.investor(input.investor_name);
  const target = { streamName: investor.streamName, decider: investorDecider, message: 'New investment added successfully' };
  return recordNew(deps, context, target, input.date, (recordId): MakeInvestment => ({
    type: 'MakeInvestment',
    recordId,
    investorName: investor.name,
    propertyName: property.name,
    amountCents: input.amount,
    date: input.date,
  }));
});

export const investorCommands = [addInvestor, addInvestment];
