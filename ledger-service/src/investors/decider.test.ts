import { describe, expect, it } from 'vitest';
import { domainEvent } from '@portal/contracts';
import { investorDecider, type AddInvestor } from './decider';

const add: AddInvestor = {
  type: 'AddInvestor',
  investorName: 'Ann',
  email: 'ann@example.com',
  phone: '555',
  address: '1 Main St',
  feeBasisPoints: 2000,
  registrationSecret: 'abcdefghijklmnopqrstuvwx',
};

describe('investor decider', () => {
  it('adds a new investor with its fee in basis points and its registration secret', () => {
    expect(investorDecider.decide(add, investorDecider.initialState())).toEqual([
      domainEvent('InvestorAdded', {
        investorName: 'Ann',
        email: 'ann@example.com',
        phone: '555',
        address: '1 Main St',
        feeBasisPoints: 2000,
        registrationSecret: 'abcdefghijklmnopqrstuvwx',
      }),
    ]);
  });

  it('refuses an investor that exists (409)', () => {
    const state = investorDecider.evolve(investorDecider.initialState(), investorDecider.decide(add, investorDecider.initialState())[0]!);
    expect(() => investorDecider.decide(add, state)).toThrow('An investor named Ann already exists.');
  });
});
