import { apiCalls, type ApiCall } from '@portal/contracts/api';
import { buildOpenApiDocument } from '@portal/contracts/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodies } from '../testing/ledger-fixture';
import { buildReportLedger, reportToday, type ReportLedger } from '../testing/report-ledger';
import { startTestServer, testAdmin, type TestServer } from '../testing/test-server';

/**
 * The authorization matrix: every call of the contract × anonymous, investor A (Ann), investor B
 * (Bob), an auditor and the administrator, with what each must get (docs/security.md, Roles). A
 * refused call (401, 403) and a refused body (400) append nothing. A call added to the contract
 * fails here until it has its row below.
 *
 * Calls that change something are sent with an empty body: the guard answers before the body is
 * read, so a missing guard shows as a 400 instead of the 401/403 expected, never as a change; the
 * administrator, who passes the guard, gets that 400, which proves it was let through.
 */

type Role = 'anonymous' | 'investorA' | 'investorB' | 'auditor' | 'admin';
const roles: readonly Role[] = ['anonymous', 'investorA', 'investorB', 'auditor', 'admin'];

interface Row {
  /** The query of a GET (every role gets the same one; it names investor A where the call names an investor). */
  query?: string;
  /** The body the administrator is refused with (400), when `{}` would be a valid one. */
  badBody?: Record<string, unknown>;
  /** The call reads an investor's data by `investor_name` (investor A's here): investor B gets 403. */
  namesInvestor?: true;
  /** The call is about the caller's own investor (their payment details): a signed-in user who is none gets 403. */
  investorsOnly?: true;
  /** The call reads one of investor A's records by its id: investor B gets 404, as for an id that does not exist. */
  othersGet404?: true;
  /** What a public call answers everyone (with an empty body where it takes one). */
  publicStatus?: number;
  /** What a signed-in change answers every signed-in user sent `{}`, when not 400 (it takes no body). */
  signedInStatus?: number;
}

/** A row whose query names `name` by an id known only once the ledger is built before the tests. */
const idQuery = (name: string, id: () => string, row: Row = {}): Row =>
  Object.defineProperty(row, 'query', { get: () => `${name}=${id()}`, enumerable: true });

/** One row per call of the contract, by 'METHOD path'. */
const rows: Record<string, Row> = {
  'GET /healthz': { publicStatus: 200 },
  'GET /config.json': { publicStatus: 200 },
  'GET /api/openapi.json': { publicStatus: 200 },
  'POST /auth/login': { publicStatus: 400 },
  'POST /auth/register': { publicStatus: 400 },
  'POST /auth/forgot_password': { publicStatus: 400 },
  'POST /auth/reset_password': { publicStatus: 400 },
  'POST /admin/send_test_email': {},
  'POST /auth/change_password': {},
  'POST /auth/logout': { signedInStatus: 200 },
  'GET /auth/totp/status': {},
  'POST /auth/totp/enroll': {},
  'POST /auth/totp/confirm': {},
  'POST /auth/totp/disable': {},
  'POST /admin/reset_totp': {},
  'POST /admin/forget_personal_data': {},
  'POST /admin/set_payment_details': {},
  'POST /admin/review_payment_details': {},
  'GET /admin/payment_details': {},
  'GET /api/payment_details': { investorsOnly: true },
  'POST /api/payment_details': {},
  'POST /admin/plan_distribution': {},
  'POST /admin/confirm_distribution': {},
  'POST /admin/discard_distribution_draft': {},
  'POST /admin/mark_distribution_payment': {},
  // The draft planned before the tests (its id is known only then).
  'GET /admin/distribution_run': idQuery('run_id', () => draftRunId),
  'GET /admin/distribution_runs': {},
  // Ann's run, confirmed before the tests: its bank file (administrators only) and its CSV.
  'GET /admin/distribution_run.ach': idQuery('run_id', () => confirmedRunId),
  'GET /admin/distribution_run.csv': idQuery('run_id', () => confirmedRunId),
  'POST /admin/issue_statements': {},
  // The run issued before the tests, and Ann's statement from it (their ids are known only then).
  'GET /admin/statement_run': idQuery('run_id', () => statementRunId),
  'GET /api/statements': { query: 'investor_name=Ann', namesInvestor: true },
  'GET /api/statement.pdf': idQuery('statement_id', () => annStatementId, { othersGet404: true }),
  'GET /admin/statement_preview.pdf': { query: 'investor_name=Ann&from=2024-04-01&through=2024-06-30' },
  'GET /admin/verify_statement': idQuery('statement_id', () => annStatementId),
  'POST /admin/remove_auditor': {},
  'GET /auth/protected': {},
  'GET /admin/get_admin_level': {},
  'GET /admin/get_login_summary': {},
  'POST /admin/delete_portal_user': {},
  'POST /admin/add_auditor': {},
  'GET /admin/auditors': {},
  'GET /api/investor_summary': { query: 'investor_name=Ann', namesInvestor: true },
  'GET /api/investor_property': { query: 'investor_name=Ann&property_name=Elm', namesInvestor: true },
  'GET /api/investor_returns': { query: 'investor_name=Ann', namesInvestor: true },
  'GET /api/investor_returns.csv': { query: 'investor_name=Ann', namesInvestor: true },
  'GET /admin/investor_returns': {},
  'GET /admin/investor_returns.csv': {},
  'POST /admin/add_investment_property': {},
  'POST /admin/add_rental_deposit': {},
  'POST /admin/record_investor_property_expense': {},
  'POST /admin/record_lc_payment': {},
  'POST /admin/record_loren_income': {},
  'POST /admin/record_property_expense': {},
  'POST /admin/record_property_income': {},
  'POST /admin/set_property_notes': {},
  'POST /admin/add_expense_category': {},
  'POST /admin/add_llc': {},
  'POST /admin/add_partner': {},
  'POST /admin/record_llc_expense': {},
  'POST /admin/add_investment': {},
  'POST /admin/add_investor': {},
  'GET /admin/get_investor_secret': { query: 'investor_name=Cy' },
  'POST /admin/record_cash_withdrawal': {},
  'POST /admin/record_deposit_withdrawal': {},
  'POST /admin/record_investment_withdrawal': {},
  'POST /admin/batch': {},
  'POST /admin/delete_deposit': {},
  'POST /admin/delete_expense': {},
  'POST /admin/delete_income': {},
  'POST /admin/delete_lc_payment': {},
  'POST /admin/delete_llc_expense': {},
  'POST /admin/open_land_contract': {},
  'POST /admin/close_land_contract': {},
  'POST /admin/reopen_land_contract': {},
  'POST /admin/void_land_contract': {},
  'POST /admin/waive_lc_late_fee': {},
  'GET /admin/rebuild_reports': {},
  'POST /admin/rebuild_reports': { badBody: { read_model: 'nonsense' } },
  'POST /admin/close_period': {},
  'GET /admin/periods': {},
  'POST /admin/reopen_period': {},
  'GET /admin/get_admin_helpers': {},
  'GET /admin/get_admin_summary': {},
  'GET /admin/investors_overview': {},
  'GET /admin/investors_overview.csv': {},
  'GET /admin/get_llc_txns': { query: 'selectedLLC=Main%20LLC' },
  'GET /admin/get_max_cash_withdrawal': { query: 'investor_name=Ann' },
  'GET /admin/get_max_deposit_withdrawal': { query: 'property_name=Elm' },
  'GET /admin/get_max_investment_withdrawal': { query: 'investor_name=Ann&property_name=Elm' },
  'GET /admin/get_property_details': { query: 'selectedProperty=Elm' },
  'GET /admin/get_property_notes': { query: 'property_name=Elm' },
  'GET /admin/get_property_txns': { query: 'selectedProperty=Elm' },
  'GET /admin/llc_taxes': { query: 'selectedLLC=Main%20LLC&selectedTaxYear=2024' },
  'GET /admin/llc_taxes.csv': { query: 'selectedLLC=Main%20LLC&selectedTaxYear=2024' },
  'GET /admin/property_taxes': { query: 'selectedProperty=Elm&selectedTaxYear=2024' },
  'GET /admin/property_taxes.csv': { query: 'selectedProperty=Elm&selectedTaxYear=2024' },
  'GET /admin/restatements': { query: 'known_on=2024-07-01T00:00:00Z' },
  'GET /admin/restatements.csv': { query: 'known_on=2024-07-01T00:00:00Z' },
  'GET /admin/audit_log': { query: 'page_size=5' },
  'GET /admin/audit_log/options': {},
  'GET /admin/land_contract': { query: 'property_name=Oak' },
  'GET /admin/land_contract_payoff': { query: 'property_name=Oak&good_through=2024-07-15' },
  'GET /admin/land_contract_statement.csv': { query: 'property_name=Oak&year=2024' },
  'POST /admin/preview_land_contract': {},
  'POST /admin/preview_lc_payment': {},
};

const keyOf = (call: ApiCall) => `${call.method} ${call.path}`;

/** The API's description: every status a role gets here must be one it lists for the call. */
const documented = buildOpenApiDocument();

/** What `role` must get from `call`: a status, or 'passes' for a change that got through its guard (then refused as a bad body). */
const expected = (call: ApiCall, row: Row, role: Role): number => {
  if (call.access === 'public') return row.publicStatus ?? 200;
  if (role === 'anonymous') return 401;
  const change = call.method !== 'GET';
  switch (call.access) {
    case 'signedIn':
      if (role === 'investorB' && row.namesInvestor) return 403;
      if (role === 'investorB' && row.othersGet404) return 404;
      if (row.investorsOnly && !change && (role === 'auditor' || role === 'admin')) return 403;
      return change ? (row.signedInStatus ?? 400) : 200;
    case 'staff':
      return role === 'auditor' || role === 'admin' ? 200 : 403;
    case 'admin':
      if (role !== 'admin') return 403;
      return change ? 400 : 200;
  }
};

/** Oak's land contract, for its reads to answer (dated after its payment of 2024-05-02, which stays as it was). */
const oakContract = bodies.landContract('Oak', {
  contract_date: '2024-06-01',
  sale_price: 5_000,
  payment_amount: 100,
  first_payment_date: '2024-07-01',
});

let api: TestServer;
let ledger: ReportLedger;
let draftRunId: string;
let confirmedRunId: string;
let statementRunId: string;
let annStatementId: string;
const tokens = {} as Record<Exclude<Role, 'anonymous'>, string>;
const auditor = { username: 'matrix-auditor', password: 'matrix-auditor-pass' };

beforeAll(async () => {
  api = await startTestServer({ today: reportToday });
  ledger = await buildReportLedger(api, await api.loginAs(testAdmin.username, testAdmin.password));
  const opened = await api.call('POST', '/admin/open_land_contract', { token: ledger.adminToken, body: oakContract });
  if (opened.status !== 201) throw new Error(`opening Oak's land contract failed: ${opened.status} ${opened.body.message}`);
  const planned = await api.call('POST', '/admin/plan_distribution', {
    token: ledger.adminToken,
    body: { date: reportToday, mode: 'balance', description: 'Matrix run' },
  });
  if (planned.status !== 201) throw new Error(`planning a distribution failed: ${planned.status} ${planned.body.message}`);
  draftRunId = String(planned.body.run_id);
  const ach = { investor_name: 'Ann', method: 'ach', routing_number: '021000021', account_number: '12345678', account_type: 'checking' };
  await api.call('POST', '/admin/set_payment_details', { token: ledger.adminToken, body: { ...ach, account_name: 'Ann' } });
  const annRun = await api.call('POST', '/admin/plan_distribution', {
    token: ledger.adminToken,
    body: { date: reportToday, mode: 'percent', percent: 1, investor_names: ['Ann'], description: 'Matrix run' },
  });
  confirmedRunId = String(annRun.body.run_id);
  const confirmed = await api.call('POST', '/admin/confirm_distribution', { token: ledger.adminToken, body: { run_id: confirmedRunId } });
  if (confirmed.status !== 200) throw new Error(`confirming a distribution failed: ${confirmed.status} ${confirmed.body.message}`);
  // Statements of the first quarter, issued once it is closed.
  await api.call('POST', '/admin/close_period', { token: ledger.adminToken, body: { through: '2024-03-31' } });
  const issued = await api.call('POST', '/admin/issue_statements', {
    token: ledger.adminToken,
    body: { from: '2024-01-01', through: '2024-03-31', investor_names: ['Ann'] },
  });
  if (issued.status !== 202) throw new Error(`issuing statements failed: ${issued.status} ${issued.body.message}`);
  statementRunId = String(issued.body.run_id);
  await api.services.statements.issuer.idle();
  const [annStatement] = (await api.read('/api/statements?investor_name=Ann', ledger.adminToken)) as unknown as { statement_id: string }[];
  annStatementId = annStatement!.statement_id;
  const added = await api.call('POST', '/admin/add_auditor', { token: ledger.adminToken, body: { username: auditor.username } });
  const registered = await api.call('POST', '/auth/register', { body: { ...auditor, secret: added.body.secret } });
  if (registered.status !== 201) throw new Error(`auditor registration failed: ${registered.status} ${registered.body.message}`);
  Object.assign(tokens, {
    investorA: ledger.annToken,
    investorB: ledger.bobToken,
    auditor: await api.loginAs(auditor.username, auditor.password),
    admin: ledger.adminToken,
  });
});
afterAll(async () => api?.stop());

/** A token of `role` for one call: a fresh one for a sign-out, which ends the token it is sent with. */
const tokenFor = async (role: Role, call: ApiCall): Promise<string | undefined> => {
  if (role === 'anonymous') return undefined;
  if (call.path !== '/auth/logout') return tokens[role];
  const credentials = {
    investorA: { username: 'ann', password: 'investor-pass-1' },
    investorB: { username: 'bob', password: 'investor-pass-1' },
    auditor,
    admin: testAdmin,
  }[role];
  return api.loginAs(credentials.username, credentials.password);
};

describe('the authorization matrix', () => {
  it('has a row for every call of the contract, and no other', () => {
    expect(Object.keys(rows).sort()).toEqual(apiCalls.map(keyOf).sort());
  });

  it.each(apiCalls.map((call) => [keyOf(call), call] as const))('%s', async (name, call) => {
    const row = rows[name]!;
    for (const role of roles) {
      const token = await tokenFor(role, call);
      const before = await api.eventCount();
      const path = row.query ? `${call.path}?${row.query}` : call.path;
      const body = call.method === 'GET' ? undefined : role === 'admin' && row.badBody ? row.badBody : {};
      const answer = await api.call(call.method, path, { token, body });
      const status = expected(call, row, role);
      expect(answer.status, `${name} as ${role}: ${answer.text.slice(0, 200)}`).toBe(status);
      expect(
        Object.keys(documented.paths?.[call.path]?.[call.method.toLowerCase() as 'get']?.responses ?? {}),
        `${name}: ${status} in GET /api/openapi.json`,
      ).toContain(String(status));
      if (status >= 400) {
        expect(answer.body.message, `${name} as ${role}`).toBeTruthy();
        expect(await api.eventCount(), `${name} as ${role} appended after a refusal`).toBe(before);
      }
    }
  });

  it('lets anyone who reads a report read it as of a past day, and only staff as known at a past moment', async () => {
    const timed = apiCalls.filter((call) => call.method === 'GET' && call.query instanceof z.ZodObject && 'known_on' in call.query.shape);
    expect(timed.map(keyOf).sort()).toEqual(
      [
        '/api/investor_summary',
        '/api/investor_property',
        '/api/investor_returns',
        '/api/investor_returns.csv',
        '/admin/get_admin_summary',
        '/admin/get_property_details',
        '/admin/land_contract',
        '/admin/llc_taxes',
        '/admin/llc_taxes.csv',
        '/admin/property_taxes',
        '/admin/property_taxes.csv',
        '/admin/restatements',
        '/admin/restatements.csv',
      ]
        .map((path) => `GET ${path}`)
        .sort(),
    );
    for (const call of timed.filter((one) => one.path !== '/admin/restatements' && one.path !== '/admin/restatements.csv')) {
      const query = rows[keyOf(call)]!.query;
      for (const role of ['investorA', 'auditor', 'admin'] as const) {
        const staff = role !== 'investorA';
        if (!staff && call.access !== 'signedIn') continue;
        const at = (time: string) => `${call.path}?${query ? `${query}&` : ''}${time}`;
        const asOf = await api.call('GET', at('as_of=2024-06-30'), { token: tokens[role] });
        expect(asOf.status, `${call.path} as_of as ${role}`).toBe(200);
        const knownOn = await api.call('GET', at('known_on=2099-01-01T00:00:00Z'), { token: tokens[role] });
        expect(knownOn.status, `${call.path} known_on as ${role}`).toBe(staff ? 200 : 403);
      }
    }
  });

  it('refuses a discard of a real draft to everyone but an administrator: the draft stays', async () => {
    // A draft is kept outside the log, so the event count cannot tell: the draft itself must still be there.
    for (const role of ['anonymous', 'investorA', 'investorB', 'auditor'] as const) {
      const token = role === 'anonymous' ? undefined : tokens[role];
      const answer = await api.call('POST', '/admin/discard_distribution_draft', { token, body: { run_id: draftRunId } });
      expect([answer.status, Boolean(answer.body.message)], role).toEqual([role === 'anonymous' ? 401 : 403, true]);
    }
    const draft = await api.call('GET', `/admin/distribution_run?run_id=${draftRunId}`, { token: tokens.admin });
    expect(draft).toMatchObject({ status: 200, body: { state: 'draft' } });
  });

  it('refuses every other method of a call to an auditor (405 with a message) and appends nothing', async () => {
    const before = await api.eventCount();
    for (const call of apiCalls.filter((one) => one.access === 'staff')) {
      const declared = apiCalls.filter((one) => one.path === call.path).map((one) => one.method);
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'].filter((other) => !declared.includes(other as ApiCall['method']))) {
        const answer = await api.call(method, call.path, { token: tokens.auditor, body: {} });
        expect(answer.status, `${method} ${call.path}`).toBe(405);
        expect(answer.body.message).toBeTruthy();
      }
    }
    expect(await api.eventCount()).toBe(before);
  });
});
