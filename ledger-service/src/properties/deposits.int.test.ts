import { describe, expect, it } from 'vitest';
import { bodies, streamEvents, serverForFile } from '../testing/ledger-fixture';
import { amountRefusals, dateRefusals, expectAdminOnly, expectRefusals, nameRefusals, textRefusals } from '../testing/refusals';

const server = serverForFile(async (ledger) => {
  await ledger.llc('Alpha LLC');
  await ledger.property('Elm', 'Alpha LLC');
  await ledger.partner('Lor');
});

describe('POST /admin/add_rental_deposit', () => {
  const path = '/admin/add_rental_deposit';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, bodies.deposit('Elm')));

  it('records a deposit received in cents', async () => {
    const answer = await server.api.call('POST', path, {
      token: server.admin,
      body: { ...bodies.deposit('Elm', 1000.01), loren_name: 'Lor' },
    });
    expect(answer).toMatchObject({ status: 201, body: { message: 'New deposit added successfully' } });
    expect((await streamEvents(server.api, 'property-elm')).at(-1)).toMatchObject({
      type: 'RentalDepositReceived',
      data: {
        recordId: answer.body.id,
        propertyName: 'Elm',
        partnerName: 'Lor',
        amountCents: 100_001,
        date: '2024-02-01',
        notes: 'Unit A deposit',
      },
    });
  });

  it('refuses bad input (400), unknown names (404), recording nothing', async () => {
    const body = bodies.deposit('Elm');
    await expectRefusals(server.api, server.admin, path, [
      ...nameRefusals(body, 'property_name'),
      ...amountRefusals(body),
      ...dateRefusals(body, 'date'),
      ...textRefusals(body, 'notes'),
      ['unknown property', bodies.deposit('Nowhere'), 404, /^No property named Nowhere\.$/],
      ['unknown partner', { ...body, loren_name: 'Stranger' }, 404, /^No Partner named Stranger\.$/],
    ]);
  });
});
