import { getInvestorsOverview, investorReturnsAnswer, investorSummaryAnswer } from '@portal/contracts/api';
import { describe, expect, it } from 'vitest';
import { reportServerForFile, reportToday } from '../../testing/report-ledger';
import { codeAt } from '../two-factor/totp';

/**
 * The back office's landing table (GET /admin/investors_overview) on the report ledger
 * (testing/report-ledger.ts): each investor's figures are those of their own summary and returns, so
 * the table and the investor's page never disagree; beside them, their portal user.
 */

const now = Date.parse(`${reportToday}T12:00:00Z`);
const report = reportServerForFile({ today: reportToday, totpNow: () => now });
const q = encodeURIComponent;

const overview = async () => getInvestorsOverview.response.parse(await report.get('/admin/investors_overview'));

describe('GET /admin/investors_overview', () => {
  it('lists every investor in name order, each with the figures of their own summary and returns as of today', async () => {
    const { as_of, investors } = await overview();
    expect(as_of).toBe(reportToday);
    expect(investors.map((row) => row.investor_name)).toEqual(['Ann', 'Bob', 'Cy', 'Dee']);
    for (const row of investors) {
      const summary = investorSummaryAnswer.parse(await report.get(`/api/investor_summary?investor_name=${q(row.investor_name)}`));
      const returns = investorReturnsAnswer.parse(await report.get(`/api/investor_returns?investor_name=${q(row.investor_name)}`));
      const last = summary.distributions_per_month.at(-1);
      expect(row, row.investor_name).toMatchObject({
        total_investments: summary.total_investments,
        cash_balance: summary.cash_balance,
        last_distribution: last ? { date: last.date, amount: last.amount } : null,
        nav: returns.nav,
        xirr: returns.xirr,
      });
    }
    // Ann's, by hand: 100.00 in Elm, 191.17 of income less the 50.00 she drew on June 1.
    expect(investors[0]).toMatchObject({
      total_investments: 100,
      cash_balance: 141.17,
      last_distribution: { date: '2024-06-01', amount: 50 },
    });
  });

  it('says who has a portal user, who signs in with a second factor and when each last signed in', async () => {
    const before = await overview();
    expect(
      before.investors.map(({ investor_name, registered, two_factor_enabled }) => [investor_name, registered, two_factor_enabled]),
    ).toEqual([
      ['Ann', true, false],
      ['Bob', true, false],
      ['Cy', false, false],
      ['Dee', false, false],
    ]);
    // Ann and Bob signed in when they registered; Cy and Dee never did.
    expect(before.investors.map((row) => row.last_login !== null)).toEqual([true, true, false, false]);

    const token = report.ledger.bobToken;
    const enrolled = await report.call('POST', '/auth/totp/enroll', { token, body: { current_password: 'investor-pass-1' } });
    const secret = enrolled.body.secret as string;
    const confirmed = await report.call('POST', '/auth/totp/confirm', {
      token,
      body: { code: codeAt(secret, now), current_password: 'investor-pass-1' },
    });
    expect(confirmed.status, confirmed.body.message).toBe(200);

    const after = await overview();
    expect(after.investors.find((row) => row.investor_name === 'Bob')).toMatchObject({ registered: true, two_factor_enabled: true });
    // Turning two-factor on moves no figure.
    const figures = (rows: typeof before.investors) => rows.map((row) => ({ ...row, two_factor_enabled: null }));
    expect(figures(after.investors)).toEqual(figures(before.investors));
  });

  it('downloads as CSV: the same lines, amounts in dollars, the last distribution in two columns', async () => {
    const answer = await report.call('GET', '/admin/investors_overview.csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="investors-${reportToday}.csv"`);
    const [header, ...lines] = answer.text.trimEnd().split('\r\n');
    expect(header).toBe(
      'investor_name,total_investments,nav,cash_balance,xirr,last_distribution_date,last_distribution_amount,registered,two_factor_enabled,last_login',
    );
    const { investors } = await overview();
    expect(lines.map((line) => line.split(',').slice(0, 3))).toEqual(
      investors.map((row) => [row.investor_name, row.total_investments.toFixed(2), row.nav.toFixed(2)]),
    );
    expect(lines[0]).toMatch(/^Ann,100\.00,[\d.]+,141\.17,[\d.-]*,2024-06-01,50\.00,true,false,\d{4}-/);
    expect(lines[2]).toMatch(/^Cy,.*,false,false,$/);
  });

  it('is read by staff only: an investor is refused', async () => {
    const answer = await report.call('GET', '/admin/investors_overview', { token: report.ledger.annToken });
    expect(answer.status).toBe(403);
  });
});
