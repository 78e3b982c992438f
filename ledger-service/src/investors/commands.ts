import * as api from '@portal/contracts/api';
import { investorSubject } from '../personal-data';
import { newRegistrationSecret } from '../personal-data/registration-secrets';
import { command, recordNew } from '../shared/commands';
import { investorDecider, type AddInvestor, type MakeInvestment } from './decider';

/** Investors and the capital they put into properties (recorded in the investor's stream). */

// Contact details and the secret are sealed under the investor's own key before they reach the log.
export const addInvestor = command(api.addInvestor, async (deps, input, context) => {
  const streamName = await deps.references.newInvestor(input.name);
  const subject = investorSubject(input.name);
  const seal = (value: string) => deps.personalData.protect(subject, value);
  const { secret, ...sealedSecret } = await newRegistrationSecret(deps.personalData, subject);
  const add: AddInvestor = {
    type: 'AddInvestor',
    investorName: input.name,
    email: await seal(input.email),
    phone: await seal(input.phone),
    address: await seal(input.address),
    feeBasisPoints: input.fee_percentage,
    ...sealedSecret,
  };
  const [added] = await deps.runner.execute(investorDecider(add), streamName, add, context);
  // The recorded secret: on a retried request that was recorded already, the first attempt's one.
  return { secret: added?.type === 'InvestorAdded' ? await deps.personalData.reveal(added.data.registrationSecret) : secret };
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
