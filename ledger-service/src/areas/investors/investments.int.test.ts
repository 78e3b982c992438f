import { describe, it } from 'vitest';
import { bodies, expectRecorded, investorOf, serverForFile } from '../../testing/ledger-fixture';
import { expectAdminOnly, expectRefusals, investorPropertyRefusals } from '../../testing/refusals';

const server = serverForFile(async (ledger) => {
  await ledger.llc('Alpha LLC');
  await ledger.property('Elm', 'Alpha LLC');
});

describe('POST /admin/add_investment', () => {
  const path = '/admin/add_investment';
  const body = bodies.investment('Ivan Investor', 'Elm', 25_000.5);
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, body));

  it("records the investment in cents in the investor's stream", async () => {
    const ivan = await investorOf(server.api, 'Ivan Investor');
    await expectRecorded(server, path, body, {
      message: 'New investment added successfully',
      stream: ivan.streamName,
      type: 'InvestmentMade',
      data: { investorId: ivan.id, propertyName: 'Elm', amountCents: 2_500_050, date: '2024-01-10' },
    });
  });

  it('refuses bad input (400) and unknown names (404), recording nothing', () =>
    expectRefusals(server.api, server.admin, path, investorPropertyRefusals(body)));
});
