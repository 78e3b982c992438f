import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, NewEvent } from '@portal/contracts';
import { startWithProperty, type LedgerFixture } from '../../testing/ledger-fixture';
import type { TestServer } from '../../testing/test-server';
import { hashPassword } from '../users/passwords';

/**
 * A log recorded before investors and their users had ids (docs/personal-data.md, Names): events
 * name them by name, streams are named by the name, the actor of a user's sign-in is their username.
 * It replays as it did: every report, the reports at another time, the audit trail, the sign-in, and
 * a new record for an old investor. Ties still go by name (Bea and Cal hold equal stakes; Bea gets the
 * odd cent), and an erasure shows the pseudonym while the figures stay.
 */

let api: TestServer;
let admin: string;
const meta = (actor = 'admin') => ({ actor, correlationId: randomUUID(), causationId: null });
const event = (type: string, data: Record<string, unknown>): NewEvent => ({ id: randomUUID(), type, data });
const append = async (store: EventStore, stream: string, events: NewEvent[], actor = 'admin') =>
  store.append(stream, events, { expectedVersion: (await store.readStream(stream)).length, metadata: meta(actor) });

beforeAll(async () => {
  let ledger: LedgerFixture;
  ({ api, admin, ledger } = await startWithProperty({ today: '2024-12-31' }, 'Old LLC', 'Elm'));
  const store = api.runtime.store;
  const investor = (name: string) =>
    event('InvestorAdded', {
      investorName: name,
      email: `${name.toLowerCase()}@old.example`,
      phone: '555',
      address: 'x',
      feeBasisPoints: 0,
      registrationSecret: `old-secret-${name}-0123456789`,
    });
  const invest = (name: string) =>
    event('InvestmentMade', { recordId: randomUUID(), investorName: name, propertyName: 'Elm', amountCents: 100_000, date: '2024-01-02' });
  await append(store, 'investor-Cal Old', [investor('Cal Old'), invest('Cal Old')]);
  await append(store, 'investor-Bea Old', [investor('Bea Old'), invest('Bea Old')]);
  await append(store, 'portal-users', [
    event('PortalUserRegistered', { username: 'bea', passwordHash: await hashPassword('bea-password-1'), investorName: 'Bea Old' }),
  ]);
  await append(store, 'logins-bea', [event('LoginSucceeded', { username: 'bea', investorName: 'Bea Old' })], 'bea');
  await append(store, 'investor-Bea Old', [
    event('CashWithdrawn', { recordId: randomUUID(), investorName: 'Bea Old', amountCents: 1_000, date: '2024-03-01', description: 'Q1' }),
  ]);
  await api.caughtUp();
  // 100.01 over two equal stakes: the odd cent is a tie, which goes to the name first: Bea.
  await ledger.post('/admin/record_property_income', {
    income_date: '2024-02-05',
    property_name: 'Elm',
    description: 'Rent',
    amount: 100.01,
    income_for_month: '2024-02',
    income_category: 'Rent',
  });
});
afterAll(async () => api?.stop());

const summary = async (name: string, query = '') =>
  (await api.call('GET', `/api/investor_summary?investor_name=${encodeURIComponent(name)}${query}`, { token: admin })).body;

describe('a log from before ids', () => {
  it('answers every report by the names it holds, with ties by name', async () => {
    expect(await summary('bea old')).toMatchObject({ investor_name: 'Bea Old', total_income: 50.01, cash_balance: 40.01 });
    expect(await summary('Cal Old')).toMatchObject({ investor_name: 'Cal Old', total_income: 50 });
    expect(await summary('Bea Old', '&as_of=2024-02-29')).toMatchObject({ total_income: 50.01, cash_balance: 50.01 });
    const taxes = await api.call('GET', '/admin/llc_taxes?selectedLLC=Old%20LLC&selectedTaxYear=2024', { token: admin });
    expect(taxes.body.rental_income_by_member).toEqual({ 'Bea Old': 50.01, 'Cal Old': 50 });
    const trail = await api.call('GET', '/admin/audit_log?entity_type=investor&entity_name=Bea%20Old', { token: admin });
    expect((trail.body.events as { summary: string; actor: string }[]).map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Investment of $1,000.00 by Bea Old in Elm, dated 01/02/2024',
        'Cash withdrawal of $10.00 by Bea Old, dated 03/01/2024',
        'bea signed in (investor Bea Old)',
      ]),
    );
  });

  it('lets the old user sign in and read their own page, and records for the old investor by name', async () => {
    const bea = await api.loginAs('BEA', 'bea-password-1');
    expect((await api.call('GET', '/api/investor_summary', { token: bea })).body).toMatchObject({ investor_name: 'Bea Old' });
    const withdrawn = await api.call('POST', '/admin/record_cash_withdrawal', {
      token: admin,
      body: { investor_name: 'bea  old', amount: 5, date: '2024-04-01', description: 'More' },
    });
    expect(withdrawn.status).toBe(201);
    expect(await summary('Bea Old')).toMatchObject({ cash_balance: 35.01 });
    // A new investor cannot take an old name in any spelling.
    const again = await api.call('POST', '/admin/add_investor', {
      token: admin,
      body: { name: 'BEA OLD', email: 'b@x.example', phone: '1', address: 'a', fee_percentage: 0 },
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'An investor named Bea Old already exists.' } });
  });

  it('erases an old investor: a pseudonym on every answer, the same figures, and the same after a rebuild', async () => {
    const before = await summary('Bea Old');
    expect((await api.call('POST', '/admin/forget_personal_data', { token: admin, body: { investor_name: 'Bea Old' } })).status).toBe(200);
    // Cal was added first: Bea is investor 2.
    expect(await summary('Erased investor 2')).toEqual({ ...before, investor_name: 'Erased investor 2' });
    expect((await api.call('POST', '/admin/rebuild_reports', { token: admin })).status).toBe(202);
    await api.services.rebuilds.idle();
    await api.caughtUp();
    expect(await summary('Erased investor 2')).toEqual({ ...before, investor_name: 'Erased investor 2' });
    const taxes = await api.call('GET', '/admin/llc_taxes?selectedLLC=Old%20LLC&selectedTaxYear=2024', { token: admin });
    expect(taxes.body.rental_income_by_member).toEqual({ 'Cal Old': 50, 'Erased investor 2': 50.01 });
  });
});
