import { describe, expect, it } from 'vitest';
import { domainEvent, type DomainEvent } from '@portal/contracts';
import type { ResolvedName } from '@portal/projections';
import type { CommandRunner } from './command-runner';
import { AppError } from './errors';
import { createReferences } from './references';

const added = (investorName: string) =>
  domainEvent('InvestorAdded', {
    investorName,
    email: 'e',
    phone: 'p',
    address: 'a',
    feeBasisPoints: 0,
    registrationSecret: 'abcdefghijklmnopqrstuvwx',
  });

/** References over streams held in memory, with a names read model that knows `known`. */
const referencesOver = (streams: Record<string, DomainEvent[]>, known: Record<string, ResolvedName> = {}) => {
  const runner: Pick<CommandRunner, 'load'> = {
    load: async (decider, streamName) => ({
      state: (streams[streamName] ?? []).reduce(decider.evolve, decider.initialState()),
      version: streams[streamName]?.length ?? 0,
    }),
  };
  return createReferences({ resolve: async (_kind, name) => known[name.toLowerCase()] ?? null }, runner, 'Partner');
};

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, message: (error as AppError).message };
};

describe('references', () => {
  it('resolve a name through the names read model: the thing as written and its stream', async () => {
    const references = referencesOver({}, { 'emily carter': { name: 'Emily Carter', streamName: 'investor-Emily Carter' } });
    expect(await references.investor('emily carter')).toEqual({ name: 'Emily Carter', streamName: 'investor-Emily Carter' });
    expect(await references.newInvestor('EMILY CARTER')).toBe('investor-Emily Carter');
  });

  it('ask the streams when the read model has not seen the name: by key, then as written', async () => {
    const references = referencesOver({ 'investor-emily carter': [added('Emily Carter')], 'investor-Old  Name': [added('Old  Name')] });
    expect(await references.investor('Emily Carter')).toEqual({ name: 'Emily Carter', streamName: 'investor-emily carter' });
    expect(await references.investor('Old  Name')).toEqual({ name: 'Old  Name', streamName: 'investor-Old  Name' });
    expect(await references.newInvestor('Emily Carter')).toBe('investor-emily carter');
  });

  it('send a new name to the stream named by its key, and 404 an unknown one', async () => {
    const references = referencesOver({});
    expect(await references.newInvestor('Grace Hopper')).toBe('investor-grace hopper');
    expect(await references.newProperty('Elm Court')).toBe('property-elm court');
    expect(await refusal(references.investor('Nobody'))).toEqual({ status: 404, message: 'No investor named Nobody.' });
    expect(await refusal(references.partner('Nobody'))).toEqual({ status: 404, message: 'No Partner named Nobody.' });
    expect(await references.optionalPartner(null)).toBeNull();
  });
});
