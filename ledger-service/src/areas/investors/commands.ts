import type { EventData } from '@portal/contracts';
import * as api from '@portal/contracts/api';
import type { CallBody } from '@portal/contracts/api';
import { figures, type InvestorQueries } from '@portal/projections';
import { ownDate } from '../../shared/periods/placing';
import { investorSubject } from '../../shared/personal-data';
import { newRegistrationSecret } from '../../shared/personal-data/registration-secrets';
import { command, recordNew, type CommandDeps } from '../../shared/commands';
import { investorDecider, type AddInvestor, type MakeInvestment, type WithdrawInvestment } from './decider';
import type { CommandContext } from '../../shared/runner';

/** Investors and the capital they put into properties (recorded in the investor's stream). */

export interface InvestorDeps extends CommandDeps {
  /** The secret as recorded, for the kept answer of add_investor. */
  investors: Pick<InvestorQueries, 'registrationSecret'>;
}

/** Where a new investor named `name` sorts among all investors (figures' order.ts): erased names are passed over. */
const orderKeyFor = async (deps: CommandDeps, name: string): Promise<string> => {
  const people = await deps.people.current();
  const keyed = (await deps.investorOrderKeys()).map(({ investorId, orderKey }) => {
    const investor = people.investorById(investorId);
    return { name: investor === undefined || investor.erased ? null : investor.name, orderKey };
  });
  return figures.orderKeyAmong(keyed, name);
};

// The name, contact details and the secret are sealed under the investor's own key before they reach
// the log; the events name the investor by a new id (docs/personal-data.md). Under the name lock, so
// no other add or registration takes the name between the check and the append.
export const addInvestor = command(
  api.addInvestor,
  (deps: InvestorDeps, input, context) =>
    deps.nameLock.exclusively(async () => {
      const investor = await deps.references.newInvestor(input.name, context.idempotencySeed);
      const subject = investorSubject(investor.id);
      const seal = (value: string) => deps.personalData.protect(subject, value);
      const { secret, ...sealedSecret } = await newRegistrationSecret(deps.personalData, subject);
      const add: AddInvestor = {
        type: 'AddInvestor',
        name: input.name,
        investorId: investor.id,
        investorName: await seal(input.name),
        orderKey: await orderKeyFor(deps, input.name),
        email: await seal(input.email),
        phone: await seal(input.phone),
        address: await seal(input.address),
        feeBasisPoints: input.fee_percentage,
        ...sealedSecret,
      };
      const [added] = await deps.runner.execute(investorDecider(add), investor.streamName, add, context);
      // The recorded secret: on a retried request that was recorded already, the first attempt's one.
      return { secret: added?.type === 'InvestorAdded' ? await deps.personalData.reveal(added.data.registrationSecret) : secret };
    }),
  {
    // A retry of the request (Idempotency-Key) is answered with the secret as recorded, sealed under
    // the investor's key until then (infrastructure/http/idempotency), so the kept answer holds no secret of its own
    // and an erasure reaches it.
    keptAnswer: async (deps, input, answer) => {
      const investor = (await deps.people.current()).investorNamed(input.name);
      const recorded = investor === undefined ? null : await deps.investors.registrationSecret(investor.id);
      return { ...answer, secret: recorded?.registration_secret ?? '' };
    },
  },
);

/**
 * An investment into a property or its withdrawal: the same movement of capital (the investor, the
 * property, the amount, the date), recorded in the investor's stream as the command `make` says.
 */
export const recordCapitalMovement = async <C extends MakeInvestment | WithdrawInvestment>(
  deps: CommandDeps,
  input: CallBody<typeof api.addInvestment>,
  context: CommandContext,
  message: string,
  make: (movement: EventData<'InvestmentMade'> & { name: string }) => C,
) => {
  const property = await deps.references.property(input.property_name);
  const investor = await deps.references.investor(input.investor_name);
  const target = { streamName: investor.streamName, decider: investorDecider, message };
  return recordNew(deps, context, target, [ownDate('date', input.date)], (recordId) =>
    make({
      recordId,
      name: investor.name,
      investorId: investor.id,
      propertyName: property.name,
      amountCents: input.amount,
      date: input.date,
    }),
  );
};

export const addInvestment = command(api.addInvestment, (deps, input, context) =>
  recordCapitalMovement(deps, input, context, 'New investment added successfully', (movement): MakeInvestment => ({
    type: 'MakeInvestment',
    ...movement,
  })),
);

export const investorCommands = [addInvestor, addInvestment];
