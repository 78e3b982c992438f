import { investorSummaryAnswer } from '@portal/contracts/api';
import { describe, expect, it } from 'vitest';
import { bodies, serverForFile } from '../../testing/ledger-fixture';

/**
 * Ownership per property on the investor's summary (docs/figures.md, The investor's summary): Ann puts
 * 75,000.00 and Bob 25,000.00 into Elm in January 2024; Bob alone 10,000.00 into Oak in February.
 */
const server = serverForFile(async (ledger) => {
  await ledger.llc('Alpha LLC');
  await ledger.property('Elm', 'Alpha LLC');
  await ledger.property('Oak', 'Alpha LLC');
  await ledger.investor('Ann');
  await ledger.investor('Bob');
  await ledger.invest('Ann', 'Elm', 75_000, '2024-01-05');
  await ledger.invest('Bob', 'Elm', 25_000, '2024-01-10');
  await ledger.invest('Bob', 'Oak', 10_000, '2024-02-01');
});

const ownership = async (investor: string, query = '', token = server.admin) => {
  const answer = await server.api.call('GET', `/api/investor_summary?investor_name=${investor}${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return investorSummaryAnswer.parse(answer.body).ownership_per_property;
};

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('ownership_per_property on GET /api/investor_summary', () => {
  it("gives each property's share of the contributed capital, in percent", async () => {
    expect(await ownership('Ann')).toEqual({ Elm: 75 });
    expect(await ownership('Bob')).toEqual({ Elm: 25, Oak: 100 });
    // An investor without capital has no property, and so no ownership.
    expect((await server.api.call('GET', '/api/investor_summary', { token: server.investor })).body).toMatchObject({
      ownership_per_property: {},
    });
  });

  it('moves with an investment withdrawal, and as of a day and as known at a moment it is what it was then', async () => {
    await pause();
    const before = new Date().toISOString();
    await pause();
    const withdrawn = await server.api.call('POST', '/admin/record_investment_withdrawal', {
      token: server.admin,
      body: { ...bodies.investmentWithdrawal('Ann', 'Elm', 25_000), date: '2024-03-01' },
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(201);

    // 50,000 / 75,000 = 66.666… % and 25,000 / 75,000 = 33.333… %, each rounded to the hundredth.
    expect(await ownership('Ann')).toEqual({ Elm: 66.67 });
    expect(await ownership('Bob')).toEqual({ Elm: 33.33, Oak: 100 });
    // The day before the withdrawal, the shares were 75 / 25; before Bob's investment, Ann held all of Elm.
    expect(await ownership('Ann', '&as_of=2024-02-29')).toEqual({ Elm: 75 });
    expect(await ownership('Bob', '&as_of=2024-02-29')).toEqual({ Elm: 25, Oak: 100 });
    expect(await ownership('Ann', '&as_of=2024-01-07')).toEqual({ Elm: 100 });
    // As known before the withdrawal was recorded, it is not there.
    expect(await ownership('Ann', `&known_on=${before}`)).toEqual({ Elm: 75 });
    expect(await ownership('Bob', `&known_on=${before}&as_of=2024-03-15`)).toEqual({ Elm: 25, Oak: 100 });
  });
});
