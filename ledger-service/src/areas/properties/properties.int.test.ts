import { describe, expect, it } from 'vitest';
import { bodies, streamEvents, serverForFile } from '../../testing/ledger-fixture';
import { dateRefusals, expectAdminOnly, expectRefusals, nameRefusals, textRefusals, type Refusal } from '../../testing/refusals';

const server = serverForFile((ledger) => ledger.llc('Alpha LLC'));

/** Land and property values may be 0 (unknown) but not negative, and follow the amount rules otherwise. */
const valueRefusals = (body: Record<string, unknown>, name: string): Refusal[] => [
  [`${name} missing`, { ...body, [name]: undefined }, 400, new RegExp(`^${name}: Required$`)],
  [`${name} negative`, { ...body, [name]: -1 }, 400, new RegExp(`^${name}: Expected an amount of 0 or more$`)],
  [`${name} with 3 decimals`, { ...body, [name]: 0.001 }, 400, new RegExp(`^${name}: `)],
  [`${name} too large`, { ...body, [name]: 1e10 }, 400, new RegExp(`^${name}: `)],
];

describe('POST /admin/add_investment_property', () => {
  const path = '/admin/add_investment_property';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, bodies.property('Elm', 'Alpha LLC')));

  it('adds a property with its money in cents', async () => {
    const answer = await server.api.call('POST', path, {
      token: server.admin,
      body: { ...bodies.property('Elm', 'Alpha LLC', 'Land Contract'), purchase_price: '250000.10', land_value: 0 },
    });
    expect(answer).toMatchObject({ status: 201, body: { message: 'New property added successfully' } });
    expect(await streamEvents(server.api, 'property-elm')).toMatchObject([
      {
        type: 'PropertyAdded',
        data: {
          propertyName: 'Elm',
          address: '1 Elm St',
          purchaseDate: '2023-01-15',
          purchasePriceCents: 25_000_010,
          propertyType: 'Land Contract',
          pictureUrl: '/pictures/elm.jpg',
          llcName: 'Alpha LLC',
          landValueCents: 0,
          propertyValueCents: 30_000_000,
        },
      },
    ]);
  });

  it('refuses bad input (400), an unknown LLC (404) and a property that exists (409), recording nothing', async () => {
    const body = bodies.property('Oak', 'Alpha LLC');
    const { purchase_price: _price, ...withoutPrice } = body;
    await expectRefusals(server.api, server.admin, path, [
      ...nameRefusals(body, 'property_name'),
      ...textRefusals(body, 'address'),
      ...dateRefusals(body, 'purchase_date'),
      ['purchase price missing', withoutPrice, 400, /^purchase_price: Required$/],
      ['purchase price zero', { ...body, purchase_price: 0 }, 400, /^purchase_price: Expected an amount greater than 0$/],
      ['purchase price with 3 decimals', { ...body, purchase_price: 1.005 }, 400, /^purchase_price: /],
      ['purchase price too large', { ...body, purchase_price: 2e9 }, 400, /^purchase_price: /],
      ['unknown property type', { ...body, property_type: 'Castle' }, 400, /^property_type: Expected one of Rental, Land Contract, Other$/],
      ['picture a script', { ...body, picture_url: 'javascript:alert(1)' }, 400, /^picture_url: /],
      ['picture missing', { ...body, picture_url: undefined }, 400, /^picture_url: Required$/],
      ['picture too long', { ...body, picture_url: `/${'p'.repeat(2000)}` }, 400, /^picture_url: /],
      ...nameRefusals(body, 'llc'),
      ...valueRefusals(body, 'land_value'),
      ...valueRefusals(body, 'property_value'),
      ['land worth more than the price', { ...body, land_value: 250_000.01 }, 400, /^land_value: Expected at most the purchase price$/],
      ['unknown LLC', { ...body, llc: 'Nowhere LLC' }, 404, /^No LLC named Nowhere LLC\.$/],
      ['duplicate', bodies.property('Elm', 'Alpha LLC'), 409, /^A property named Elm already exists\.$/],
    ]);
  });
});

describe('POST /admin/set_property_notes', () => {
  const path = '/admin/set_property_notes';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, { property_name: 'Elm', notes: 'x' }));

  it('sets the notes of a property', async () => {
    const answer = await server.api.call('POST', path, { token: server.admin, body: { property_name: 'Elm', notes: 'New roof in 2024.' } });
    expect(answer).toMatchObject({ status: 200, body: { message: 'Notes updated successfully!' } });
    expect((await streamEvents(server.api, 'property-elm')).at(-1)).toMatchObject({
      type: 'PropertyNotesSet',
      data: { propertyName: 'Elm', notes: 'New roof in 2024.' },
    });
  });

  it('refuses bad input (400) and an unknown property (404), recording nothing', () =>
    expectRefusals(server.api, server.admin, path, [
      ...nameRefusals({ property_name: 'Elm', notes: 'x' }, 'property_name'),
      ...textRefusals({ property_name: 'Elm', notes: 'x' }, 'notes'),
      ['unknown property', { property_name: 'Nowhere', notes: 'x' }, 404, /^No property named Nowhere\.$/],
    ]));
});
