import { describe, expect, it } from 'vitest';
import { eventSchemas, parseDomainEvent } from './index';
import { schemaVersionOf, upcastEventData, upcasters } from './upcasting';

describe('events of logs recorded before investors and users had ids', () => {
  it('read with the name as the id, in every event that named an investor or a user', () => {
    expect(upcastEventData('InvestmentMade', { recordId: 'r', investorName: 'Ann', propertyName: 'Elm' })).toEqual({
      recordId: 'r',
      investorId: 'Ann',
      propertyName: 'Elm',
    });
    expect(upcastEventData('InvestorAdded', { investorName: 'Ann', email: 'e' })).toEqual({
      investorName: 'Ann',
      investorId: 'Ann',
      email: 'e',
    });
    expect(upcastEventData('PortalUserRegistered', { username: 'ann', passwordHash: 'h', investorName: 'Ann' })).toEqual({
      userId: 'ann',
      username: 'ann',
      passwordHash: 'h',
      investorId: 'Ann',
    });
    expect(upcastEventData('LoginSucceeded', { username: 'admin', investorName: null })).toEqual({ userId: 'admin', investorId: null });
    expect(upcastEventData('PropertyExpenseRecorded', { investorName: null, amountCents: 1 })).toEqual({
      investorId: null,
      amountCents: 1,
    });
    // Staff events keep their usernames.
    expect(upcastEventData('AdministratorAppointed', { username: 'admin' })).toEqual({ username: 'admin' });
  });

  it('pass events written today unchanged and uncopied', () => {
    const today = {
      recordId: 'r',
      investorId: '7c0e2a7e-5b1a-4c2e-9a59-1f0d3c8b2e01',
      amountCents: 100,
      date: '2024-01-01',
      description: '',
    };
    expect(upcastEventData('CashWithdrawn', today)).toBe(today);
    const user = { userId: 'u', tokenId: 't', expiresAt: 'x' };
    expect(upcastEventData('PortalUserSignedOut', user)).toBe(user);
  });

  it('parse to today’s shape', () => {
    const event = parseDomainEvent({
      type: 'CashWithdrawn',
      data: {
        recordId: '00000000-0000-4000-8000-000000000001',
        investorName: 'Ann',
        amountCents: 100,
        date: '2024-01-01',
        description: '',
      },
    });
    expect(event).toEqual({
      type: 'CashWithdrawn',
      data: { recordId: '00000000-0000-4000-8000-000000000001', investorId: 'Ann', amountCents: 100, date: '2024-01-01', description: '' },
    });
  });
});

describe('the registry of upcasters', () => {
  it('numbers every type’s steps from 2, in order, and knows only event types', () => {
    for (const [type, steps] of Object.entries(upcasters)) {
      expect(Object.hasOwn(eventSchemas, type), type).toBe(true);
      expect(steps.map((step) => step.toVersion)).toEqual(steps.map((_, index) => index + 2));
    }
    expect(schemaVersionOf('InvestmentMade')).toBe(2);
    expect(schemaVersionOf('PropertyAdded')).toBe(1);
  });

  it('changes nothing the second time: every step leaves today’s shape as it is', () => {
    const old = { recordId: 'r', investorName: 'Ann', amountCents: 1, date: '2024-01-01', description: '' };
    const once = upcastEventData('CashWithdrawn', old);
    expect(upcastEventData('CashWithdrawn', once)).toBe(once);
  });
});
