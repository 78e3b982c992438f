import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';
import { buildReportLedger, reportToday, type ReportLedger } from '../../testing/report-ledger';

/** Who may read what, and how bad or unknown names are answered: always JSON with a message. */

let api: TestServer;
let ledger: ReportLedger;
let auditorToken: string;

beforeAll(async () => {
  api = await startTestServer({ today: reportToday });
  ledger = await buildReportLedger(api, await api.loginAs(testAdmin.username, testAdmin.password));
  const { body } = await api.call('POST', '/admin/add_auditor', { token: ledger.adminToken, body: { username: 'reader' } });
  await api.call('POST', '/auth/register', { body: { username: 'reader', password: 'reader-pass-1', secret: body.secret } });
  auditorToken = await api.loginAs('reader', 'reader-pass-1');
});
afterAll(async () => api?.stop());

const investorCalls = [
  '/api/investor_summary?investor_name=Ann',
  '/api/investor_property?investor_name=Ann&property_name=Elm',
  '/api/investor_returns?investor_name=Ann',
  '/api/investor_returns?investor_name=Ann&property_name=Elm',
  '/api/investor_returns.csv?investor_name=Ann',
];
const adminCalls = [
  '/admin/get_admin_helpers',
  '/admin/get_admin_summary',
  '/admin/get_property_details?selectedProperty=Elm',
  '/admin/get_property_txns?selectedProperty=Elm',
  '/admin/get_llc_txns?selectedLLC=Main%20LLC',
  '/admin/get_property_notes?property_name=Elm',
  '/admin/get_max_cash_withdrawal?investor_name=Ann',
  '/admin/get_max_investment_withdrawal?investor_name=Ann&property_name=Elm',
  '/admin/get_max_deposit_withdrawal?property_name=Elm',
  '/admin/investor_returns',
  '/admin/investor_returns.csv?as_of=2024-01-31',
];

const expectAnswer = async (path: string, token: string | undefined, status: number, message?: string | RegExp) => {
  const answer = await api.call('GET', path, { token });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  if (status >= 400) expect(answer.body.message).toMatch(message ?? /./);
};

describe('access to the read calls', () => {
  it.each([...investorCalls, ...adminCalls])('%s: 401 without a token or with a bad one, 200 for an admin', async (path) => {
    await expectAnswer(path, undefined, 401);
    await expectAnswer(path, 'not-a-token', 401);
    await expectAnswer(path, ledger.adminToken, 200);
  });

  it.each(adminCalls)('%s: 403 for an investor', async (path) => {
    await expectAnswer(path, ledger.annToken, 403, 'This needs an administrator.');
  });

  it.each([...investorCalls, ...adminCalls])('%s: 200 for an auditor, who must name the investor as an admin must', async (path) => {
    await expectAnswer(path, auditorToken, 200);
  });

  it('answers an auditor without an investor name 400, as an admin', async () => {
    await expectAnswer('/api/investor_summary', auditorToken, 400, 'investor_name: Required');
    await expectAnswer('/api/investor_returns', auditorToken, 400, 'investor_name: Required');
  });

  it("lets an investor read their own data only: another investor's name is 403, known or not", async () => {
    for (const path of investorCalls) await expectAnswer(path, ledger.annToken, 200);
    await expectAnswer('/api/investor_summary', ledger.annToken, 200);
    await expectAnswer('/api/investor_property?property_name=Elm', ledger.annToken, 200);
    await expectAnswer('/api/investor_returns', ledger.annToken, 200);
    await expectAnswer('/api/investor_returns.csv?property_name=Elm', ledger.annToken, 200);
    // Their own name in another spelling is theirs (one name, one thing); a longer one is not.
    await expectAnswer('/api/investor_summary?investor_name=%20ann%20', ledger.annToken, 200);
    for (const other of ['Bob', 'Nobody', 'Anne']) {
      await expectAnswer(`/api/investor_summary?investor_name=${other}`, ledger.annToken, 403, 'You can only see your own investments.');
      await expectAnswer(
        `/api/investor_property?investor_name=${other}&property_name=Elm`,
        ledger.annToken,
        403,
        'You can only see your own investments.',
      );
      for (const returns of ['/api/investor_returns', '/api/investor_returns.csv']) {
        await expectAnswer(`${returns}?investor_name=${other}`, ledger.annToken, 403, 'You can only see your own investments.');
      }
    }
  });

  it('answers an investor asking for a property outside their investments as if it did not exist', async () => {
    await expectAnswer('/api/investor_property?property_name=Oak', ledger.annToken, 404, 'No property named Oak among your investments.');
    await expectAnswer(
      '/api/investor_property?property_name=Atlantis',
      ledger.annToken,
      404,
      'No property named Atlantis among your investments.',
    );
    for (const returns of ['/api/investor_returns', '/api/investor_returns.csv']) {
      await expectAnswer(`${returns}?property_name=Oak`, ledger.annToken, 404, 'No property named Oak among your investments.');
      await expectAnswer(`${returns}?property_name=Atlantis`, ledger.annToken, 404, 'No property named Atlantis among your investments.');
    }
  });
});

describe('bad and unknown names', () => {
  const long = 'x'.repeat(121);
  it.each([
    ['/api/investor_summary', 'investor_name: Required'],
    [`/api/investor_summary?investor_name=${long}`, /^investor_name:/],
    ['/api/investor_summary?investor_name=%20%20', /^investor_name:/],
    ['/api/investor_summary?investor_name=Ann&investor_name=Bob', /^investor_name:/],
    ['/api/investor_property?investor_name=Ann', 'property_name: Required'],
    [`/api/investor_property?investor_name=Ann&property_name=${long}`, /^property_name:/],
    ['/admin/get_property_details', 'selectedProperty: Required'],
    [`/admin/get_property_txns?selectedProperty=${long}`, /^selectedProperty:/],
    ['/admin/get_llc_txns', 'selectedLLC: Required'],
    ['/admin/get_property_notes?property_name=', /^property_name:/],
    ['/admin/get_max_cash_withdrawal', 'investor_name: Required'],
    ['/admin/get_max_investment_withdrawal?investor_name=Ann', 'property_name: Required'],
    [`/admin/get_max_deposit_withdrawal?property_name=${long}`, /^property_name:/],
    ['/api/investor_returns', 'investor_name: Required'],
    ['/api/investor_returns?investor_name=Ann&as_of=2024-02-30', /^as_of:/],
    ['/api/investor_returns.csv?investor_name=Ann&as_of=yesterday', /^as_of:/],
    [`/api/investor_returns?investor_name=Ann&property_name=${long}`, /^property_name:/],
    ['/admin/investor_returns?as_of=2024-13-01', /^as_of:/],
    ['/admin/investor_returns.csv?as_of=2024-01-01&as_of=2024-01-02', /^as_of:/],
  ])('%s: 400 %s', async (path, message) => {
    await expectAnswer(path, ledger.adminToken, 400, message);
  });

  it('answers an investor 400 for an over-long name too, before anything else', async () => {
    await expectAnswer(`/api/investor_summary?investor_name=${long}`, ledger.annToken, 400, /^investor_name:/);
  });

  it.each([
    ['/api/investor_summary?investor_name=Nobody', 'No investor named Nobody.'],
    ['/api/investor_property?investor_name=Nobody&property_name=Elm', 'No investor named Nobody.'],
    ['/api/investor_property?investor_name=Ann&property_name=Atlantis', 'No property named Atlantis.'],
    ['/admin/get_property_details?selectedProperty=Atlantis', 'No property named Atlantis.'],
    ['/admin/get_property_txns?selectedProperty=Atlantis', 'No property named Atlantis.'],
    ['/admin/get_llc_txns?selectedLLC=Nowhere%20LLC', 'No LLC named Nowhere LLC.'],
    ['/admin/get_property_notes?property_name=Atlantis', 'No property named Atlantis.'],
    ['/admin/get_max_cash_withdrawal?investor_name=Nobody', 'No investor named Nobody.'],
    ['/admin/get_max_investment_withdrawal?investor_name=Nobody&property_name=Elm', 'No investor named Nobody.'],
    ['/admin/get_max_investment_withdrawal?investor_name=Ann&property_name=Atlantis', 'No property named Atlantis.'],
    ['/admin/get_max_deposit_withdrawal?property_name=Atlantis', 'No property named Atlantis.'],
    ['/api/investor_returns?investor_name=Nobody', 'No investor named Nobody.'],
    ['/api/investor_returns.csv?investor_name=Ann&property_name=Atlantis', 'No property named Atlantis.'],
    ['/api/investor_returns?investor_name=Ann&property_name=Oak', 'Ann never held Oak.'],
  ])('%s: 404 for an admin', async (path, message) => {
    await expectAnswer(path, ledger.adminToken, 404, message);
  });

  it('trims names as the commands do', async () => {
    await expectAnswer('/admin/get_property_notes?property_name=%20Elm%20', ledger.adminToken, 200);
  });
});

describe('read-your-writes', () => {
  it('shows a new record in the summary as soon as its command returns, cached answers or not', async () => {
    const before = await api.call('GET', '/api/investor_summary', { token: ledger.annToken });
    await api.call('GET', '/api/investor_summary', { token: ledger.annToken });
    const withdrawn = await api.call('POST', '/admin/record_cash_withdrawal', {
      token: ledger.adminToken,
      body: { investor_name: 'Ann', amount: 1.17, date: '2024-07-01', description: 'Top-up' },
    });
    expect(withdrawn.status).toBe(201);
    const after = await api.call('GET', '/api/investor_summary', { token: ledger.annToken });
    expect(before.body.cash_balance).toBe(141.17);
    expect(after.body.cash_balance).toBe(140);
    expect(after.body.distributions_per_month).toHaveLength(2);
    expect(after.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
