import * as api from '@portal/contracts/api';
import { callerOf, command, type CommandDeps, type RequestContext } from '../../shared/commands';
import { conflict, forbidden } from '../../shared/errors';
import type { InvestorRef } from '../../shared/references';
import { paymentDetailsStream } from '../../shared/streams';
import { checkCurrentPassword, type CurrentPasswordDeps } from '../users/current-password';
import { paymentDetailsDecider, sealDetails, type PaymentDetailsCommand } from './payment-details';
import { newId } from '../../shared/ids';
import { queueNotice } from '../notices/outbox';

/**
 * Setting, proposing and reviewing payment details (docs/distributions.md). An administrator sets an
 * investor's details at once; an investor's own change waits for an administrator's approval, the
 * defence against a stolen session redirecting their money. The investor is mailed at the e-mail on
 * file when a change is proposed and whenever their details change (docs/notices.md): a retry of the
 * request queues the same notice, so it is mailed once.
 */

export type PaymentDetailsDeps = CommandDeps & CurrentPasswordDeps;

/** An investor whose data was erased has no key to seal under: no new details for them. */
const refuseErased = async (deps: CommandDeps, investor: InvestorRef) => {
  if ((await deps.people.current()).investorById(investor.id)?.erased) {
    throw conflict(`The personal data of ${investor.name} has been erased; no payment details can be recorded for them.`);
  }
};

const decide = (deps: CommandDeps, command: PaymentDetailsCommand, context: RequestContext) =>
  deps.runner.execute(paymentDetailsDecider, paymentDetailsStream, command, context);

const tell = (
  deps: CommandDeps,
  investorId: string,
  kind: 'payment_details_proposed' | 'payment_details_changed',
  context: RequestContext,
) => queueNotice(deps.runner, { kind, recipient: { investorId } }, context, newId(context.idempotencySeed, `notice:${kind}`));

export const setPaymentDetails = command(api.setPaymentDetails, async (deps: PaymentDetailsDeps, input, context: RequestContext) => {
  const investor = await deps.references.investor(input.investor_name);
  await refuseErased(deps, investor);
  const details = await sealDetails(deps.personalData, investor.id, input);
  await decide(deps, { type: 'SetPaymentDetails', investorId: investor.id, details }, context);
  await tell(deps, investor.id, 'payment_details_changed', context);
  return { message: `Payment details of ${investor.name} set` };
});

export const reviewPaymentDetails = command(api.reviewPaymentDetails, async (deps: PaymentDetailsDeps, input, context: RequestContext) => {
  const investor = await deps.references.investor(input.investor_name);
  const review: PaymentDetailsCommand = {
    type: 'ReviewPaymentDetails',
    investorId: investor.id,
    investorName: investor.name,
    decision: input.decision,
  };
  await decide(deps, review, context);
  if (input.decision === 'approve') await tell(deps, investor.id, 'payment_details_changed', context);
  return { message: `Change of ${investor.name}'s payment details ${input.decision === 'approve' ? 'approved' : 'rejected'}` };
});

export const proposePaymentDetails = command(
  api.proposePaymentDetails,
  async (deps: PaymentDetailsDeps, input, context: RequestContext) => {
    const user = callerOf(context);
    if (user.investor_id === null) throw forbidden('Only an investor proposes payment details of their own.');
    await checkCurrentPassword(deps, context.clientAddress, user, input.current_password);
    const { current_password: _password, ...details } = input;
    const sealed = await sealDetails(deps.personalData, user.investor_id, details);
    await decide(deps, { type: 'ProposePaymentDetails', investorId: user.investor_id, details: sealed }, context);
    await tell(deps, user.investor_id, 'payment_details_proposed', context);
    return { message: 'Your new payment details wait for the firm’s approval; you will get an e-mail once they are approved.' };
  },
);

export const paymentDetailsCommands = [setPaymentDetails, reviewPaymentDetails, proposePaymentDetails];
