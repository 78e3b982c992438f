import type * as api from '@portal/contracts/api';
import type { PersonalData } from '../../shared/personal-data';
import type { Investor } from '../../shared/personal-data/directory';
import type { CommandRunner } from '../../shared/runner';
import { paymentDetailsStream } from '../../shared/streams';
import { bankAccountOf, paymentDetailsDecider, shownDetails, type PaymentDetailsState, type RecordedDetails } from './payment-details';

type Entry = api.CallResponse<typeof api.getOwnPaymentDetails>;

export interface PaymentReadDeps {
  runner: Pick<CommandRunner, 'load'>;
  personalData: Pick<PersonalData, 'revealAll'>;
}

/** Every investor's payment details as recorded now. */
export const currentPaymentDetails = async (deps: Pick<PaymentReadDeps, 'runner'>): Promise<PaymentDetailsState> =>
  (await deps.runner.load(paymentDetailsDecider, paymentDetailsStream)).state;

/**
 * The entries of these investors as answers show them: each sealed account opened once, only its last
 * four digits kept; an erased investor's entry says so and shows no digits.
 */
export const paymentDetailsEntries = async (deps: PaymentReadDeps, investors: readonly Investor[]): Promise<Entry[]> => {
  const state = await currentPaymentDetails(deps);
  const recorded = investors.flatMap((investor) => {
    const found = state.get(investor.id);
    return [found?.current, found?.pending].filter((details): details is RecordedDetails => details?.account != null);
  });
  const sealed = recorded.map((details) => details.account!);
  const opened = new Map((await deps.personalData.revealAll(sealed)).map((clear, index) => [sealed[index]!, clear]));
  const shown = (details: RecordedDetails | null | undefined) =>
    details ? shownDetails(details, details.account === null ? null : bankAccountOf(opened.get(details.account)!)) : null;
  return investors.map((investor) => {
    const found = state.get(investor.id);
    return { investor_name: investor.name, current: shown(found?.current), pending: shown(found?.pending), erased: investor.erased };
  });
};
