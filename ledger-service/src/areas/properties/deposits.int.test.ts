import { describe, it } from 'vitest';
import { bodies, expectRecorded, serverForFile } from '../../testing/ledger-fixture';
import { entryRefusals, expectAdminOnly, expectRefusals } from '../../testing/refusals';

const server = serverForFile(async (ledger) => {
  await ledger.llc('Alpha LLC');
  await ledger.property('Elm', 'Alpha LLC');
  await ledger.partner('Lor');
});

describe('POST /admin/add_rental_deposit', () => {
  const path = '/admin/add_rental_deposit';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, bodies.deposit('Elm')));

  it('records a deposit received in cents', async () => {
    await expectRecorded(
      server,
      path,
      { ...bodies.deposit('Elm', 1000.01), loren_name: 'Lor' },
      {
        message: 'New deposit added successfully',
        stream: 'property-elm',
        type: 'RentalDepositReceived',
        data: {
          propertyName: 'Elm',
          partnerName: 'Lor',
          amountCents: 100_001,
          date: '2024-02-01',
          notes: 'Unit A deposit',
        },
      },
    );
  });

  it('refuses bad input (400), unknown names (404), recording nothing', async () => {
    const body = bodies.deposit('Elm');
    await expectRefusals(server.api, server.admin, path, [
      ...entryRefusals(body, 'date', 'property_name', 'notes'),
      ['unknown property', bodies.deposit('Nowhere'), 404, /^No property named Nowhere\.$/],
      ['unknown partner', { ...body, loren_name: 'Stranger' }, 404, /^No Partner named Stranger\.$/],
    ]);
  });
});
