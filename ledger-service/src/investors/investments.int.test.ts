import { describe, it } from 'vitest';
import { bodies, expectRecorded, serverForFile } from '../testing/ledger-fixture';
import { amountRefusals, dateRefusals, expectAdminOnly, expectRefusals, nameRefusals } from '../testing/refusals';

const server = serverForFile(async (ledger) => {
  await ledger.llc('Alpha LLC');
  await ledger.property('Elm', 'Alpha LLC');
});

describe('POST /admin/add_investment', () => {
  const path = '/admin/add_investment';
  const body = bodies.investment('Ivan Investor', 'Elm', 25_000.5);
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, body));

  it("records the investment in cents in the investor's stream", async () => {
    await expectRecorded(server.api, server.admin, path, body, {
      message: 'New investment added successfully',
      stream: 'investor-ivan investor',
      type: 'InvestmentMade',
      data: { investorName: 'Ivan Investor', propertyName: 'Elm', amountCents: 2_500_050, date: '2024-01-10' },
    });
  });

  it('refuses bad input (400) and unknown names (404), recording nothing', () =>
    expectRefusals(server.api, server.admin, path, [
      ...nameRefusals(body, 'property_name'),
      ...amountRefusals(body),
      ...dateRefusals(body, 'date'),
      ...nameRefusals(body, 'investor_name'),
      ['unknown property', bodies.investment('Ivan Investor', 'Nowhere', 10), 404, /^No property named Nowhere\.$/],
      ['unknown investor', bodies.investment('Nobody', 'Elm', 10), 404, /^No investor named Nobody\.$/],
    ]));
});
