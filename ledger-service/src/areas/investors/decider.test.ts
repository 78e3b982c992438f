import { describe, it } from 'vitest';
import { domainEvent } from '@portal/contracts';
import { given } from '../../testing/given';
import { investorDecider, type AddInvestor, type WithdrawCash, type WithdrawInvestment } from './decider';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** Ann's id: the events name her by it, the commands' messages by her name. */
const ann = id(50);
const add: AddInvestor = {
  type: 'AddInvestor',
  name: 'Ann',
  investorId: ann,
  investorName: 'pd1.sealed-name-stand-in',
  email: 'ann@example.com',
  phone: '555',
  address: '1 Main St',
  feeBasisPoints: 2000,
  registrationSecret: 'abcdefghijklmnopqrstuvwx',
  secretDigest: 'd'.repeat(64),
};
const { type: _type, name: _name, ...addedData } = add;
const added = domainEvent('InvestorAdded', addedData);
const invested = (n: number, propertyName: string, amountCents: number, date: string) =>
  domainEvent('InvestmentMade', { recordId: id(n), investorId: ann, propertyName, amountCents, date });
const withdrawn = (n: number, propertyName: string, amountCents: number, date: string) =>
  domainEvent('InvestmentWithdrawn', { recordId: id(n), investorId: ann, propertyName, amountCents, date });
const cash = (n: number, amountCents: number) =>
  domainEvent('CashWithdrawn', { recordId: id(n), investorId: ann, amountCents, date: '2024-05-01', description: 'Q1' });

const withdrawInvestment = (amountCents: number, date = '2024-06-01', today = '2024-12-31'): WithdrawInvestment => ({
  type: 'WithdrawInvestment',
  recordId: id(99),
  name: 'Ann',
  investorId: ann,
  propertyName: 'Elm',
  amountCents,
  date,
  today,
});
const withdrawCash = (amountCents: number, incomeCents: number): WithdrawCash => ({
  type: 'WithdrawCash',
  recordId: id(98),
  name: 'Ann',
  investorId: ann,
  amountCents,
  date: '2024-06-01',
  description: 'June',
  incomeCents,
});

describe('investor decider: adding', () => {
  it('adds a new investor with its fee in basis points and its registration secret', () => {
    given(investorDecider, []).when(add).then([added]);
  });
  it('refuses an investor that exists (409)', () => {
    given(investorDecider, [added]).when(add).thenRefused(409, 'An investor named Ann already exists.');
  });
});

describe('investor decider: investments', () => {
  const make = {
    type: 'MakeInvestment',
    recordId: id(1),
    name: 'Ann',
    investorId: ann,
    propertyName: 'Elm',
    amountCents: 10_000,
    date: '2024-01-15',
  } as const;
  it('records an investment in cents', () => {
    given(investorDecider, [added])
      .when(make)
      .then([invested(1, 'Elm', 10_000, '2024-01-15')]);
  });
  it('refuses an unknown investor (404)', () => {
    given(investorDecider, []).when(make).thenRefused(404, 'No investor named Ann.');
  });
});

describe('investor decider: investment withdrawals (limit invested(i, p, today))', () => {
  const history = [
    added,
    invested(1, 'Elm', 100_000, '2024-01-01'),
    invested(2, 'Oak', 500_000, '2024-01-01'),
    withdrawn(3, 'Elm', 30_000, '2024-03-01'),
  ];
  it('allows up to what is invested in that property today, to the cent', () => {
    given(investorDecider, history)
      .when(withdrawInvestment(70_000))
      .then([withdrawn(99, 'Elm', 70_000, '2024-06-01')]);
  });
  it('refuses a cent more, naming the limit (409)', () => {
    given(investorDecider, history)
      .when(withdrawInvestment(70_001))
      .thenRefused(409, 'The amount exceeds the maximum investment withdrawal of $700.00 for Ann in Elm.');
  });
  it('does not count investments dated after today', () => {
    given(investorDecider, [...history, invested(4, 'Elm', 900_000, '2025-02-01')])
      .when(withdrawInvestment(70_001))
      .thenRefused(409, /maximum investment withdrawal of \$700\.00/);
  });
  it('refuses a back-dated withdrawal that would leave a negative investment on its date', () => {
    given(investorDecider, [added, invested(1, 'Elm', 100_000, '2024-05-01')])
      .when(withdrawInvestment(50_000, '2024-02-01'))
      .thenRefused(409, /maximum investment withdrawal of \$0\.00/);
  });
  it('counts a future-dated withdrawal already recorded', () => {
    given(investorDecider, [added, invested(1, 'Elm', 100_000, '2024-01-01'), withdrawn(2, 'Elm', 80_000, '2025-03-01')])
      .when(withdrawInvestment(20_001, '2024-06-01', '2024-12-31'))
      .thenRefused(409, /maximum investment withdrawal of \$200\.00/);
  });
  it('refuses an unknown investor (404)', () => {
    given(investorDecider, []).when(withdrawInvestment(1)).thenRefused(404, 'No investor named Ann.');
  });
});

describe('investor decider: cash withdrawals (limit cash_balance = income - cash withdrawals)', () => {
  const history = [added, cash(1, 40_000), cash(2, 10_000)];
  it('allows the whole balance', () => {
    given(investorDecider, history)
      .when(withdrawCash(25_000, 75_000))
      .then([
        domainEvent('CashWithdrawn', {
          recordId: id(98),
          investorId: ann,
          amountCents: 25_000,
          date: '2024-06-01',
          description: 'June',
        }),
      ]);
  });
  it('refuses a cent more, naming the limit (409)', () => {
    given(investorDecider, history)
      .when(withdrawCash(25_001, 75_000))
      .thenRefused(409, 'The amount exceeds the maximum cash withdrawal of $250.00 for Ann (the cash balance).');
  });
  it('names a zero limit when the balance is negative after a correction', () => {
    given(investorDecider, history)
      .when(withdrawCash(1, 30_000))
      .thenRefused(409, /maximum cash withdrawal of \$0\.00/);
  });
});
