import { describe, it } from 'vitest';
import { domainEvent } from '@portal/contracts';
import { given } from '../../testing/given';
import { investorDecider, type WithdrawInvestment } from './decider';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ann = id(50);
const added = domainEvent('InvestorAdded', {
  investorId: ann,
  investorName: 'pd1.sealed-name-stand-in',
  email: 'ann@example.com',
  phone: '555',
  address: '1 Main St',
  feeBasisPoints: 0,
  registrationSecret: 'abcdefghijklmnopqrstuvwx',
});
const invested = domainEvent('InvestmentMade', {
  recordId: id(1),
  investorId: ann,
  propertyName: 'Lot 7',
  amountCents: 1_500_000,
  date: '2024-06-03',
});
const withdraw = (amountCents: number, date: string): WithdrawInvestment => ({
  type: 'WithdrawInvestment',
  recordId: id(99),
  name: 'Ann',
  investorId: ann,
  propertyName: 'Lot 7',
  amountCents,
  date,
  today: '2025-01-31',
  // The down payment of 2024-12-01 returned 9,000.00 of her 15,000.00 (docs/land-contracts.md, example (d)).
  reductions: [{ date: '2024-12-01', cents: -900_000 }],
});

describe('investor decider: capital a land contract returned', () => {
  it('is no longer invested: at most 6,000.00 may be withdrawn', () => {
    given(investorDecider, [added, invested])
      .when(withdraw(600_001, '2025-01-15'))
      .thenRefused(409, 'The amount exceeds the maximum investment withdrawal of $6,000.00 for Ann in Lot 7.');
    given(investorDecider, [added, invested])
      .when(withdraw(600_000, '2025-01-15'))
      .then([
        domainEvent('InvestmentWithdrawn', {
          recordId: id(99),
          investorId: ann,
          propertyName: 'Lot 7',
          amountCents: 600_000,
          date: '2025-01-15',
        }),
      ]);
  });

  it('a withdrawal dated before the return may not take what the return will need', () => {
    given(investorDecider, [added, invested])
      .when(withdraw(600_001, '2024-11-01'))
      .thenRefused(409, 'The amount exceeds the maximum investment withdrawal of $6,000.00 for Ann in Lot 7.');
  });
});
