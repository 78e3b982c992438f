import { randomUUID } from 'node:crypto';
import type { CallBodyInput, setPaymentDetails } from '@portal/contracts/api';
import { proposePaymentDetails, runOnce, runWithClientInput, type Services, userScope } from '@portal/ledger-service';
import { keyPrefix } from './client';
import { demoLogins, type DemoInvestor, type DemoLogin } from './investors';
import { seededRandom } from './random';
import { paymentDetails, type DemoDeps, type DemoRequest } from './requests';
import { slug } from './units';

/**
 * How the demo's investors are paid (docs/distributions.md), so a distribution run can be planned
 * on the demo at once: most by ACH (checking or savings, two into a company's account), two by
 * cheque, one on hold, and two with none set, whom a run skips ("no payment details"). One of the
 * demo logins then proposes a change of their own (proposedChange), left for an administrator to review.
 * The numbers are made up; the routing numbers only pass the ABA check digit.
 */

type Body = CallBodyInput<typeof setPaymentDetails>;

/** A nine-digit routing number from its first eight digits: the ninth makes 3, 7, 1-weighted digits sum to a multiple of 10. */
export const withCheckDigit = (eight: string): string => {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...eight].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return `${eight}${(10 - (sum % 10)) % 10}`;
};

/** A handful of made-up banks' routing numbers (Federal Reserve district prefixes of the Midwest). */
const banks = ['07200041', '07201234', '07290051', '07100102', '09100036', '07400078'].map(withCheckDigit);

/** Everyone not named here is paid by ACH into their own account. */
const exceptions: Record<string, 'check' | 'hold' | 'none' | { company: string }> = {
  'Linda Vander Molen': 'check',
  'Harold Meyer': 'check',
  'Thomas Brouwer': 'hold',
  'Daniel Abernathy': 'none',
  'Victor Alvarez': 'none',
  'Robert Nguyen': { company: 'Nguyen Family Investments LLC' },
  'Michael Osei': { company: 'Osei Holdings LLC' },
};

const achAccount = (investor: DemoInvestor, accountName: string, entity: boolean): Body => {
  const random = seededRandom(`demo-v1:payment-details:${investor.name}`);
  return {
    investor_name: investor.name,
    method: 'ach',
    routing_number: random.pick(banks),
    account_number: String(random.int(10_000_000, 99_999_999)) + String(random.int(10, 99)),
    account_type: entity || random.chance(0.6) ? 'checking' : 'savings',
    account_name: accountName,
    entity,
  };
};

/** The details an administrator sets for each investor who has some (one call each, by name). */
export const paymentDetailsPlan = (investors: readonly DemoInvestor[]): DemoRequest[] =>
  investors.flatMap((investor) => {
    const exception = exceptions[investor.name];
    if (exception === 'none') return [];
    const body: Body =
      exception === 'check' || exception === 'hold'
        ? { investor_name: investor.name, method: exception }
        : achAccount(investor, exception?.company ?? investor.name, exception !== undefined);
    return [paymentDetails(`payment-details/${slug(investor.name)}`, body)];
  });

/** The change a demo login proposes for themselves (a new savings account), waiting for an administrator's review. */
export const proposedChange = {
  investor: 'Marcus Reed',
  method: 'ach',
  routing_number: withCheckDigit('07400078'),
  account_number: '5520417793',
  account_type: 'savings',
  account_name: 'Marcus Reed',
} as const;

/**
 * The demo login proposes their change as they would signed in (POST /api/payment_details, with their
 * password), under a key of their own: a second run replays it, even after an administrator reviewed it.
 * Nothing is proposed for a login the demo could not register. Answers whether it recorded it now.
 */
export const proposeChange = async (services: Services, deps: DemoDeps, logins: readonly DemoLogin[]): Promise<boolean> => {
  const login = demoLogins.find((l) => l.investor === proposedChange.investor)!;
  if (!logins.some((l) => l.username === login.username && l.status !== 'unavailable')) return false;
  const taken = (await services.people.current()).userNamed(login.username);
  const user = taken && (await services.users.byId(taken.userId));
  if (!user) throw new Error(`The read model does not show ${login.username} yet.`);
  const { investor: _investor, ...details } = proposedChange;
  const body = { ...details, current_password: login.password };
  const call = {
    scope: userScope(user),
    key: `${keyPrefix}payment-details/${login.username}/proposed`,
    method: 'POST',
    path: proposePaymentDetails.call.path,
    body,
  };
  const answer = await runOnce(services.idempotency, call, async (seed) => {
    const context = { actor: user.user_id, correlationId: randomUUID(), idempotencySeed: seed, clientAddress: 'demo', user };
    return { status: 200, body: await runWithClientInput(proposePaymentDetails, deps, body, context) };
  });
  return !answer.replayed;
};
