import { describe, it } from 'vitest';
import { domainEvent } from '@portal/contracts';
import { given } from '../../testing/given';
import { partnerDecider } from './decider';

describe('partner decider', () => {
  const add = { type: 'AddPartner', partnerName: 'Lor', label: 'Partner' } as const;
  it('adds a partner', () =>
    given(() => partnerDecider, [])
      .when(add)
      .then([domainEvent('PartnerAdded', { partnerName: 'Lor' })]));
  it('refuses one that exists, in the configured label (409)', () =>
    given(() => partnerDecider, [domainEvent('PartnerAdded', { partnerName: 'Lor' })])
      .when({ ...add, label: 'Loren' })
      .thenRefused(409, 'A Loren named Lor already exists.'));
});
