import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchemas } from '@portal/contracts';
import { startTestServer, testAdmin, type ApiAnswer, type TestServer } from '../../testing/test-server';

/**
 * The audit trail through HTTP: things recorded through the API as an admin would, then asked back
 * from GET /admin/audit_log: who did what and when, with the correlation id of the call that did it.
 */

interface Reference {
  event_id: string;
  event_type: string;
  recorded_at: string;
  actor: string;
  correlation_id: string;
  summary: string;
}
interface Entry {
  event_id: string;
  recorded_at: string;
  actor: string;
  event_type: string;
  stream: string;
  entities: { type: string; name: string }[];
  summary: string;
  correlation_id: string;
  causation_id: string | null;
  record_id: string | null;
  voids_record_id: string | null;
  voided_by: Reference | null;
  voids: Reference | null;
}
interface Page {
  events: Entry[];
  total: number;
  page: number;
  page_size: number;
}

let api: TestServer;
let adminToken: string;
let annToken: string;
let secret: string;
let started: string;
let finished: string;
/** The X-Correlation-Id of each call below, by what the test calls it. */
const calls: Record<string, string> = {};
let incomeId: string;
let cashId: string;

const correlationOf = (answer: ApiAnswer) => {
  const id = answer.headers.get('X-Correlation-Id');
  if (!id) throw new Error('no X-Correlation-Id');
  return id;
};

const post = async (name: string, path: string, body: Record<string, unknown>, token = adminToken) => {
  const answer = await api.call('POST', path, { token, body });
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`${path} failed: ${answer.status} ${answer.body.message}`);
  calls[name] = correlationOf(answer);
  return answer.body;
};

const auditLog = async (query = '', token = adminToken): Promise<Page> => {
  const answer = await api.call('GET', `/admin/audit_log${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as Page;
};

beforeAll(async () => {
  api = await startTestServer();
  adminToken = await api.loginAs(testAdmin.username, testAdmin.password);
  started = new Date().toISOString();
  await post('llc', '/admin/add_llc', {
    llc_name: 'Main LLC',
    address: '9 Main St',
    date_started: '2020-02-01',
    principal_business_activity: 'Real estate',
    principal_product: 'Rentals',
    business_code_number: '531110',
  });
  await post('property', '/admin/add_investment_property', {
    property_name: 'Maple Court',
    address: '1 Maple Ct',
    purchase_date: '2023-01-15',
    purchase_price: 250_000,
    property_type: 'Rental',
    picture_url: '/pictures/maple.jpg',
    llc: 'Main LLC',
    land_value: 50_000,
    property_value: 300_000,
  });
  ({ secret } = (await post('investor', '/admin/add_investor', {
    name: 'Ann',
    email: 'ann@example.com',
    phone: '555-0100',
    address: '2 Oak St',
    fee_percentage: 0.1,
  })) as { secret: string });
  const registered = await api.call('POST', '/auth/register', { body: { username: 'ann', password: 'investor-pass-1', secret } });
  expect(registered.status).toBe(201);
  calls.register = correlationOf(registered);
  annToken = await api.loginAs('ann', 'investor-pass-1');
  await post('invest', '/admin/add_investment', { investor_name: 'Ann', property_name: 'Maple Court', amount: 1000, date: '2024-01-10' });
  incomeId = String(
    (
      await post('income', '/admin/record_property_income', {
        income_date: '2024-03-05',
        property_name: 'Maple Court',
        description: 'March rent',
        amount: 1250,
        income_for_month: '2024-03',
        income_category: 'Rent',
      })
    ).id,
  );
  await post('delete', '/admin/delete_income', { id: incomeId, amount: 1250, detail: 'March rent', date: '2024-03-05' });
  // Ann's cash balance: 90 % of April's 500.00.
  await post('april', '/admin/record_property_income', {
    income_date: '2024-04-05',
    property_name: 'Maple Court',
    description: 'April rent',
    amount: 500,
    income_for_month: '2024-04',
    income_category: 'Rent',
  });
  cashId = String(
    (
      await post('cash', '/admin/record_cash_withdrawal', {
        investor_name: 'Ann',
        amount: 50,
        date: '2024-06-01',
        description: 'Distribution',
      })
    ).id,
  );
  finished = new Date().toISOString();
});
afterAll(async () => api?.stop());

describe('GET /admin/audit_log', () => {
  it("answers one property's whole history: who did what, when, and from which call", async () => {
    const page = await auditLog('?entity_type=property&entity_name=Maple%20Court');
    expect({ total: page.total, page: page.page, page_size: page.page_size }).toEqual({ total: 5, page: 1, page_size: 50 });
    expect(page.events.map((e) => [e.event_type, e.actor, e.correlation_id, e.summary])).toEqual([
      ['IncomeRecorded', 'admin', calls.april, 'Income of $500.00 for Maple Court (Rent, for 04/2024, dated 04/05/2024)'],
      ['IncomeVoided', 'admin', calls.delete, `Deleted income record ${incomeId} of Maple Court`],
      ['IncomeRecorded', 'admin', calls.income, 'Income of $1,250.00 for Maple Court (Rent, for 03/2024, dated 03/05/2024)'],
      ['InvestmentMade', 'admin', calls.invest, 'Investment of $1,000.00 by Ann in Maple Court, dated 01/10/2024'],
      ['PropertyAdded', 'admin', calls.property, 'Property Maple Court added to Main LLC (Rental, bought 01/15/2023 for $250,000.00)'],
    ]);
    const times = page.events.map((e) => e.recorded_at);
    for (const time of times) {
      expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      // The database's clock and this process's are the same machine's; a little slack for rounding.
      expect(Date.parse(time)).toBeGreaterThanOrEqual(Date.parse(started) - 1000);
      expect(Date.parse(time)).toBeLessThanOrEqual(Date.parse(finished) + 1000);
    }
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.events[1]!.stream).toBe('property-maple court');
    // The investor's stream is named by her id, not her name (docs/personal-data.md).
    expect(page.events[3]!.stream).toMatch(/^investor-[0-9a-f-]{36}$/);
    expect(page.events[4]!.entities).toEqual([
      { type: 'property', name: 'Maple Court' },
      { type: 'llc', name: 'Main LLC' },
    ]);
  });

  it('shows the deleted income voided by the delete call, and the void pointing back at it', async () => {
    const { events } = await auditLog('?entity_type=property&entity_name=Maple%20Court');
    const [april, voidEntry, income] = events;
    expect(april).toMatchObject({ voided_by: null, voids: null });
    expect(income).toMatchObject({ record_id: incomeId, voids_record_id: null });
    expect(income!.voided_by).toEqual({
      event_id: voidEntry!.event_id,
      event_type: 'IncomeVoided',
      recorded_at: voidEntry!.recorded_at,
      actor: 'admin',
      correlation_id: calls.delete,
      summary: voidEntry!.summary,
    });
    expect(voidEntry).toMatchObject({ record_id: null, voids_record_id: incomeId, voided_by: null });
    expect(voidEntry!.voids).toMatchObject({ event_id: income!.event_id, event_type: 'IncomeRecorded', correlation_id: calls.income });
    expect(voidEntry!.causation_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers an investor's history, the investor's own sign-in and registration included", async () => {
    const { events, total } = await auditLog('?entity_type=investor&entity_name=Ann');
    expect(total).toBe(5);
    expect(events.map((e) => [e.event_type, e.actor])).toEqual([
      ['CashWithdrawn', 'admin'],
      ['InvestmentMade', 'admin'],
      ['LoginSucceeded', 'ann'],
      ['PortalUserRegistered', 'ann'],
      ['InvestorAdded', 'admin'],
    ]);
  });

  it('says nothing secret: no registration secret, no password hash', async () => {
    const page = await auditLog('?page_size=200');
    const text = JSON.stringify(page);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('investor-pass-1');
    expect(page.events.find((e) => e.event_type === 'InvestorAdded')!.summary).toBe('Investor Ann added (email ann@example.com, fee 10%)');
    expect(page.events.find((e) => e.event_type === 'PortalUserRegistered')!.summary).toBe('Portal user ann registered for investor Ann');
  });

  it('gives every entry the correlation id of the call that made it', async () => {
    const { events } = await auditLog('?page_size=200');
    const byType = (type: string) => events.filter((e) => e.event_type === type).map((e) => e.correlation_id);
    expect(byType('LlcAdded')).toEqual([calls.llc]);
    expect(byType('InvestorAdded')).toEqual([calls.investor]);
    expect(byType('PortalUserRegistered')).toEqual([calls.register]);
    expect(byType('CashWithdrawn')).toEqual([calls.cash]);
    expect(events.find((e) => e.event_type === 'CashWithdrawn')!.record_id).toBe(cashId);
    const byCall = await auditLog(`?correlation_id=${calls.delete}`);
    expect(byCall.events.map((e) => e.event_type)).toEqual(['IncomeVoided']);
  });

  it('filters by event type, actor and date range, alone and together', async () => {
    const all = await auditLog('?page_size=200');
    expect((await auditLog('?event_type=CashWithdrawn')).events.map((e) => e.summary)).toEqual([
      'Cash withdrawal of $50.00 by Ann, dated 06/01/2024',
    ]);
    expect((await auditLog('?actor=ann')).events.map((e) => e.event_type)).toEqual(['LoginSucceeded', 'PortalUserRegistered']);
    expect((await auditLog('?actor=system')).events.map((e) => e.event_type)).toEqual(['AdministratorAppointed']);
    // A user is found as names are, in any spelling (the log names them by id).
    expect((await auditLog('?actor=ANN')).events.map((e) => e.event_type)).toEqual(['LoginSucceeded', 'PortalUserRegistered']);
    expect((await auditLog('?actor=nobody')).total).toBe(0);

    const today = finished.slice(0, 10);
    const firstDay = all.events.at(-1)!.recorded_at.slice(0, 10);
    expect((await auditLog(`?from=${firstDay}&to=${today}&page_size=200`)).total).toBe(all.total);
    const dayBefore = new Date(Date.parse(`${firstDay}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await auditLog(`?to=${dayBefore}`)).total).toBe(0);

    const income = all.events.find((e) => e.correlation_id === calls.income)!;
    const voidEntry = all.events.find((e) => e.event_type === 'IncomeVoided')!;
    const since = await auditLog(`?from=${income.recorded_at}&page_size=200`);
    expect(since.events.map((e) => e.correlation_id)).toEqual([calls.cash, calls.april, calls.delete, calls.income]);
    const until = await auditLog(`?to=${encodeURIComponent(income.recorded_at)}&page_size=200`);
    expect(until.events[0]!.event_type).toBe('IncomeRecorded');
    expect(until.total).toBe(all.total - 3);
    const exactly = await auditLog(`?from=${income.recorded_at}&to=${voidEntry.recorded_at}`);
    expect(exactly.events.map((e) => e.event_type)).toEqual(['IncomeVoided', 'IncomeRecorded']);

    const together = await auditLog(`?entity_type=investor&entity_name=Ann&actor=admin&from=${firstDay}&event_type=InvestmentMade`);
    expect(together.events.map((e) => e.correlation_id)).toEqual([calls.invest]);
    expect((await auditLog('?entity_type=llc&entity_name=Main%20LLC&event_type=IncomeRecorded')).total).toBe(0);
    expect((await auditLog('?entity_type=portal_user&entity_name=ann')).events.map((e) => e.event_type)).toEqual([
      'LoginSucceeded',
      'PortalUserRegistered',
    ]);
  });

  it('pages newest first, the total on every page', async () => {
    const all = await auditLog('?page_size=200');
    const first = await auditLog('?page_size=3');
    const second = await auditLog('?page_size=3&page=2');
    const beyond = await auditLog('?page_size=3&page=99');
    expect(first.events.map((e) => e.event_id)).toEqual(all.events.slice(0, 3).map((e) => e.event_id));
    expect(second.events.map((e) => e.event_id)).toEqual(all.events.slice(3, 6).map((e) => e.event_id));
    expect({ events: beyond.events, total: beyond.total, page: beyond.page, page_size: beyond.page_size }).toEqual({
      events: [],
      total: all.total,
      page: 99,
      page_size: 3,
    });
    expect([first.total, second.total]).toEqual([all.total, all.total]);
    // The sign-ins of this test (admin, ann) are in the log too.
    expect(all.events.map((e) => e.event_type).sort()).toEqual(
      [
        'AdministratorAppointed',
        'CashWithdrawn',
        'IncomeRecorded',
        'IncomeRecorded',
        'IncomeVoided',
        'InvestmentMade',
        'InvestorAdded',
        'LlcAdded',
        'LoginSucceeded',
        'LoginSucceeded',
        'PortalUserRegistered',
        'PropertyAdded',
      ].sort(),
    );
  });

  it.each([
    ['?entity_type=property', 'entity_type and entity_name go together: give both, or neither.'],
    ['?entity_name=Maple%20Court', 'entity_type and entity_name go together: give both, or neither.'],
    ['?entity_type=partner&entity_name=Larry', 'entity_type: Expected one of property, investor, llc, portal_user'],
    ['?event_type=IncomeDeleted', 'Unknown event type IncomeDeleted.'],
    ['?actor=', 'actor: Expected a username'],
    ['?actor=a&actor=b', 'actor: Expected one username'],
    ['?from=yesterday', /^from: Expected a date YYYY-MM-DD or an ISO 8601 date-time/],
    ['?to=2026-02-30', /^to: Expected a date/],
    ['?from=2026-03-02&to=2026-03-01', 'from must not be after to.'],
    ['?from=2026-03-01T00:00:00.001Z&to=2026-03-01T00:00:00.000Z', 'from must not be after to.'],
    ['?page=0', 'page: Expected a whole number from 1 to 100,000,000'],
    ['?page=x', 'page: Expected a whole number from 1 to 100,000,000'],
    ['?page_size=0', 'page_size: Expected a whole number from 1 to 200'],
    ['?page_size=201', 'page_size: Expected a whole number from 1 to 200'],
  ])('%s: 400 %s, and nothing recorded', async (query, message) => {
    const before = await api.eventCount();
    const answer = await api.call('GET', `/admin/audit_log${query}`, { token: adminToken });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await api.eventCount()).toBe(before);
  });

  it.each(['/admin/audit_log', '/admin/audit_log/options'])(
    '%s: 401 without a token or with a bad one, 403 for an investor',
    async (path) => {
      for (const [token, status, message] of [
        [undefined, 401, /./],
        ['not-a-token', 401, /./],
        [annToken, 403, /^This needs an administrator\.$/],
      ] as const) {
        const answer = await api.call('GET', path, { token });
        expect(answer.status).toBe(status);
        expect(answer.body.message).toMatch(message);
        expect(answer.body).not.toHaveProperty('events');
      }
    },
  );
});

describe('GET /admin/audit_log/options', () => {
  it('lists every event type, the actors and the things the log has named', async () => {
    const answer = await api.call('GET', '/admin/audit_log/options', { token: adminToken });
    expect(answer.status).toBe(200);
    const options = answer.body as { event_types: string[]; actors: string[]; entities: Record<string, string[]> };
    expect(options.event_types).toHaveLength(Object.keys(eventSchemas).length);
    expect(options.event_types).toContain('IncomeVoided');
    expect(options.event_types).toEqual([...options.event_types].sort());
    expect(options.actors).toEqual(['admin', 'ann', 'system']);
    expect(options.entities).toEqual({ property: ['Maple Court'], investor: ['Ann'], llc: ['Main LLC'], portal_user: ['admin', 'ann'] });
  });

  it('keeps a deleted portal user listed: this is history', async () => {
    const deleted = await api.call('POST', '/admin/delete_portal_user', { token: adminToken, body: { investor_name: 'Ann' } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    const answer = await api.call('GET', '/admin/audit_log/options', { token: adminToken });
    expect((answer.body as { entities: Record<string, string[]> }).entities.portal_user).toEqual(['admin', 'ann']);
    const history = await auditLog('?entity_type=portal_user&entity_name=ann');
    expect(history.events[0]).toMatchObject({
      event_type: 'PortalUserDeleted',
      actor: 'admin',
      summary: 'Portal user ann of investor Ann deleted',
      correlation_id: correlationOf(deleted),
    });
  });
});
