import type { EventData } from '@portal/contracts';
import * as api from '@portal/contracts/api';
import type { CallBody } from '@portal/contracts/api';
import { ownDate } from '../periods/placing';
import { investorSubject } from '../personal-data';
import { newRegistrationSecret } from '../personal-data/registration-secrets';
import type { CommandContext } from '../shared/command-runner';
import { command, recordNew, type CommandDeps } from '../shared/commands';
import { investorDecider, type AddInvestor, type MakeInvestment, type WithdrawInvestment } from './decider';

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

/**
 * An investment into a property or its withdrawal: the same movement of capital (the investor, the
 * property, the amount, the date), recorded in the investor's stream as the command `make` says.
 */
export const recordCapitalMovement = async <C extends MakeInvestment | WithdrawInvestment>(
  deps: CommandDeps,
  input: CallBody<typeof api.addInvestment>,
  context: CommandContext,
  message: string,
  make: (movement: EventData<'InvestmentMade'>) => C,
) => {
  const property = await deps.references.property(input.property_name);
  const investor = await deps.references.investor(input.investor_name);
  const target = { streamName: investor.streamName, decider: investorDecider, message };
  return recordNew(deps, context, target, [ownDate('date', input.date)], (recordId) =>
    make({ recordId, investorName: investor.name, propertyName: property.name, amountCents: input.amount, date: input.date }),
  );
};

export const addInvestment = command(api.addInvestment, (deps, input, context) =>
  recordCapitalMovement(deps, input, context, 'New investment added successfully', (movement): MakeInvestment => ({
    type: 'MakeInvestment',
    ...movement,
  })),
);

export const investorCommands = [addInvestor, addInvestment];
