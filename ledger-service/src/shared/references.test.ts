import { describe, expect, it } from 'vitest';
import { domainEvent, type DomainEvent } from '@portal/contracts';
import type { ResolvedName } from '@portal/projections';
import type { Directory, Investor, People } from './personal-data/directory';
import { AppError } from './errors';
import { derivedUuid } from './ids';
import { createReferences } from './references';
import type { CommandRunner } from './runner';

const added = (propertyName: string) =>
  domainEvent('PropertyAdded', {
    propertyName,
    address: 'a',
    purchaseDate: '2020-01-01',
    purchasePriceCents: 100,
    propertyType: 'Rental',
    pictureUrl: '',
    llcName: 'Main LLC',
    landValueCents: 0,
    propertyValueCents: 0,
  });

const emily: Investor = {
  id: '7c0e2a7e-5b1a-4c2e-9a59-1f0d3c8b2e01',
  name: 'Emily Carter',
  number: 1,
  streamName: 'investor-7c0e',
  erased: false,
};

/** A directory of names that knows Emily Carter (by her name in any spelling). */
const people: Directory = {
  current: async () =>
    ({
      investorNamed: (name: string) => (name.toLowerCase().replace(/\s+/g, ' ') === 'emily carter' ? emily : undefined),
    }) as Pick<People, 'investorNamed'> as People,
};

/** References over streams held in memory, with a names read model that knows `known`. */
const referencesOver = (streams: Record<string, DomainEvent[]>, known: Record<string, ResolvedName> = {}) => {
  const runner: Pick<CommandRunner, 'load'> = {
    load: async (decider, streamName) => ({
      state: (streams[streamName] ?? []).reduce(decider.evolve, decider.initialState()),
      version: streams[streamName]?.length ?? 0,
    }),
  };
  return createReferences({ resolve: async (_kind, name) => known[name.toLowerCase()] ?? null }, runner, 'Partner', people);
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
    const references = referencesOver({}, { 'elm court': { name: 'Elm Court', streamName: 'property-Elm Court' } });
    expect(await references.property('elm court')).toEqual({ name: 'Elm Court', streamName: 'property-Elm Court' });
    expect(await references.newProperty('ELM COURT')).toBe('property-Elm Court');
  });

  it('ask the streams when the read model has not seen the name: by key, then as written', async () => {
    const references = referencesOver({ 'property-elm court': [added('Elm Court')], 'property-Old  Name': [added('Old  Name')] });
    expect(await references.property('Elm Court')).toEqual({ name: 'Elm Court', streamName: 'property-elm court' });
    expect(await references.property('Old  Name')).toEqual({ name: 'Old  Name', streamName: 'property-Old  Name' });
    expect(await references.newProperty('Elm Court')).toBe('property-elm court');
  });

  it('send a new name to the stream named by its key, and 404 an unknown one', async () => {
    const references = referencesOver({});
    expect(await references.newProperty('Elm Court')).toBe('property-elm court');
    expect(await refusal(references.property('Nowhere'))).toEqual({ status: 404, message: 'No property named Nowhere.' });
    expect(await refusal(references.partner('Nobody'))).toEqual({ status: 404, message: 'No Partner named Nobody.' });
    expect(await references.optionalPartner(null)).toBeNull();
  });

  it('find investors through the directory of names, by id and name, and 404 an unknown one', async () => {
    const references = referencesOver({});
    expect(await references.investor('emily  carter')).toEqual({ id: emily.id, name: 'Emily Carter', streamName: 'investor-7c0e' });
    expect(await refusal(references.investor('Nobody'))).toEqual({ status: 404, message: 'No investor named Nobody.' });
  });

  it('give a new investor an id and a stream of its own; refuse a taken name and a pseudonym', async () => {
    const references = referencesOver({});
    const grace = await references.newInvestor('Grace Hopper');
    expect(grace.streamName).toBe(`investor-${grace.id}`);
    expect(grace.id).toMatch(/^[0-9a-f-]{36}$/);
    // A retried request (the same idempotency seed) gets the same id.
    expect((await references.newInvestor('Grace Hopper', 'seed')).id).toBe(derivedUuid('seed', 'investor'));
    expect(await refusal(references.newInvestor('EMILY CARTER'))).toEqual({
      status: 409,
      message: 'An investor named Emily Carter already exists.',
    });
    expect((await refusal(references.newInvestor('Erased investor 12'))).status).toBe(400);
  });
});
