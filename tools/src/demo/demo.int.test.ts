import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { sql } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPaymentDetails, planDistribution } from '@portal/contracts/api';
import { fixedClock } from '@portal/ledger-service';
import { startTestServer, testAdmin, type TestServer } from '@portal/ledger-service/testing';
import { createDemoClient, demoCommandDeps } from './client';
import { demoLogins, investors } from './investors';
import { loadDemo, type DemoResult } from './load';
import { loaderUsername } from './loader';
import { paymentDetailsPlan } from './payment-details';
import { picturesDirectory } from './pictures/write';
import { llcs } from './firm';
import { deposit, depositWithdrawal } from './requests';

// A few of the latest properties, of each type and in each LLC, with mistakes of every kind to
// delete, keep the load quick; the full demo loads the same way (npm run demo).
const subset = ['Harbor View Townhome', 'Willow Creek Cape Cod', 'Depot Street Storefront', 'Highway 31 Billboard Site'];
const today = '2026-03-18';

let api: TestServer;
let admin: string;
let crashed: unknown;
let loaded: DemoResult;

const count = async (where: ReturnType<typeof sql.fragment>) =>
  Number(
    await api.runtime.pool.oneFirst(
      sql.type(z.object({ count: z.bigint() }))`SELECT count(*) AS count FROM event_store.events WHERE ${where}`,
    ),
  );

const get = async (path: string, query: Record<string, string> = {}) => {
  const answer = await api.call('GET', `${path}?${new URLSearchParams(query).toString()}`, { token: admin });
  expect(answer.status, `${path} ${JSON.stringify(query)}`).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  api = await startTestServer({ today });
  admin = await api.loginAs(testAdmin.username, testAdmin.password);
  // A first run cut off in the middle, as a crash would leave it; then a whole run completes it. The
  // record calls go in batches, each recorded whole: the cut falls in the capital's batch (after the
  // 43 names, properties and investors), so the activity's and the distributions' are left to complete.
  crashed = await loadDemo({ runtime: api.runtime, services: api.services, properties: subset, stopAfter: 50, concurrency: 6 }).catch(
    (error: unknown) => error,
  );
  loaded = await loadDemo({ runtime: api.runtime, services: api.services, properties: subset, concurrency: 6 });
}, 120_000);
afterAll(async () => api?.stop());

describe('npm run demo', () => {
  it('completes a run that was cut off, recording each call exactly once', async () => {
    expect(String(crashed)).toContain('stopped after 50 calls');
    expect(loaded.anchor).toBe('2026-03');
    expect(loaded.counts.replayed).toBeGreaterThanOrEqual(50);
    expect(loaded.counts.recorded).toBeGreaterThan(150);
    // One event per call and per delete, nothing twice, nothing missing; and the notice each payment details call queues.
    const byLoader = sql.fragment`metadata->>'actor' = ${loaderUsername}`;
    expect(await count(sql.fragment`${byLoader} AND type <> 'NoticeQueued'`)).toBe(loaded.calls + loaded.voids);
    expect(await count(sql.fragment`${byLoader} AND type = 'NoticeQueued'`)).toBe(paymentDetailsPlan(investors).length);
    expect(loaded.voids).toBe(6);
    expect(await count(sql.fragment`type LIKE '%Voided'`)).toBe(loaded.voids);
  });

  it('loads every LLC with properties of all three types, and the investors with their fee levels', async () => {
    const helpers = await get('/admin/get_admin_helpers');
    expect(helpers.llcs_list).toEqual(llcs.map((llc) => llc.name).sort());
    expect(helpers.properties).toEqual([...subset].sort());
    expect(helpers.rental_properties).toEqual(['Harbor View Townhome', 'Willow Creek Cape Cod']);
    expect(helpers.land_contract_properties).toEqual(['Depot Street Storefront']);
    expect(helpers.investors_list).toHaveLength(investors.length);
    expect(helpers.portal_users_list).toEqual(expect.arrayContaining(demoLogins.map((login) => login.investor)));
    expect(helpers.tax_years).toEqual(['2026', '2025', '2024', '2023']);
    const owners = await Promise.all(
      subset.map(async (name) => (await api.runtime.store.readStream(`property-${name.toLowerCase()}`))[0]!.data.llcName),
    );
    expect(new Set(owners)).toEqual(new Set(llcs.map((llc) => llc.name)));
    expect(new Set(investors.map((i) => i.fee))).toEqual(new Set([0, 0.1, 0.2, 0.3]));
  });

  it("services the storefront's land contract: a late fee paid, a short payment and a waived fee", async () => {
    const contract = await get('/admin/land_contract', { property_name: 'Depot Street Storefront' });
    const fees = contract.late_fees as { paid: number; waived: number }[];
    expect(fees.some((fee) => fee.paid > 0)).toBe(true);
    expect(fees.some((fee) => fee.waived > 0)).toBe(true);
    const history = contract.history as { kind: string; amount: number; capital_returned: number }[];
    expect(history[0]).toMatchObject({ kind: 'down_payment', amount: 14_000 });
    expect(history.some((receipt) => receipt.amount < (contract.terms as { payment_amount: number }).payment_amount)).toBe(true);
    expect(history.every((receipt) => receipt.capital_returned >= 0)).toBe(true);
  });

  it('gives investors income, distributions within their balance and a plausible yearly ROI', async () => {
    let withIncome = 0;
    let withDistributions = 0;
    for (const investor of investors) {
      const summary = await get('/api/investor_summary', { investor_name: investor.name });
      expect(summary.cash_balance as number, investor.name).toBeGreaterThanOrEqual(0);
      if ((summary.total_investments as number) === 0) continue;
      withIncome += (summary.total_income as number) > 0 ? 1 : 0;
      withDistributions += (summary.distributions_per_month as unknown[]).length > 0 ? 1 : 0;
      for (const roi of Object.values(summary.roi_per_year as Record<string, number>)) expect(roi).toBeLessThan(30);
      for (const picture of summary.property_pictures as Record<string, string>[]) {
        for (const url of Object.values(picture)) expect(existsSync(picturesDirectory + url.replace(/^\/demo\//, '')), url).toBe(true);
      }
    }
    expect(withIncome).toBeGreaterThanOrEqual(8);
    expect(withDistributions).toBeGreaterThanOrEqual(4);
    const summary = await get('/admin/get_admin_summary');
    expect(summary.total_income as number).toBeGreaterThan(summary.total_expenses as number);
    expect(summary.total_deposits as number).toBeGreaterThan(0);
  });

  it('registers the two demo investors, who can sign in with the printed passwords', async () => {
    expect(loaded.logins.map((login) => login.status)).toEqual(['registered', 'registered']);
    for (const login of demoLogins) {
      const token = await api.loginAs(login.username, login.password);
      const own = await api.call('GET', '/api/investor_summary', { token });
      expect(own.body.investor_name).toBe(login.investor);
    }
  });

  it("sets the investors' payment details, so a distribution run pays everyone paid by ACH; one login's own change waits for review", async () => {
    const details = listPaymentDetails.response.parse((await api.call('GET', '/admin/payment_details', { token: admin })).body);
    const method = (name: string) => details.find((entry) => entry.investor_name === name)?.current?.method ?? null;
    expect(method('Emily Carter')).toBe('ach');
    expect(method('Harold Meyer')).toBe('check');
    expect(method('Thomas Brouwer')).toBe('hold');
    expect(method('Victor Alvarez')).toBeNull();
    expect(details.filter((entry) => entry.pending !== null).map((entry) => entry.investor_name)).toEqual(['Marcus Reed']);

    const run = await api.call('POST', '/admin/plan_distribution', {
      token: admin,
      body: { date: today, mode: 'balance', description: 'Q1 2026 distribution' },
    });
    expect(run.status).toBe(201);
    const { lines } = planDistribution.response.parse(run.body);
    const reasons = new Map(lines.map((line) => [line.investor_name, line.skipped_reason]));
    expect(reasons.get('Victor Alvarez')).toBe('no payment details');
    expect(reasons.get('Thomas Brouwer')).toBe('payments held');
    expect(reasons.get('Marcus Reed')).toBe('a change of payment details waits for review');
    const paid = lines.filter((line) => line.skipped_reason === null);
    expect(paid.filter((line) => line.method === 'ach').length).toBeGreaterThanOrEqual(8);
    expect(paid.every((line) => line.amount > 0)).toBe(true);
  });

  it('records nothing new when run again, even in a later month', async () => {
    const before = await api.eventCount();
    const later = { ...api.services, clock: fixedClock('2026-05-02') };
    const again = await loadDemo({ runtime: api.runtime, services: later, properties: subset, concurrency: 6 });
    expect(again.anchor).toBe('2026-03');
    expect(again.counts.recorded).toBe(0);
    expect(again.calls).toBe(loaded.calls);
    expect(again.logins.map((login) => login.status)).toEqual(['existing', 'existing']);
    // Only the loader's own rights: appointed again for the run, dismissed at its end.
    const recorded = await api.runtime.pool.any(
      sql.type(z.object({ type: z.string(), username: z.string() }))`
        SELECT type, data->>'username' AS username FROM event_store.events ORDER BY transaction_id, position OFFSET ${before}`,
    );
    expect(recorded).toEqual([
      { type: 'AdministratorAppointed', username: loaderUsername },
      { type: 'AdministratorDismissed', username: loaderUsername },
    ]);
  });

  it('leaves no loader administrator behind: it cannot sign in, and the configured admin is untouched', async () => {
    expect(await api.services.users.byId(loaderUsername)).toBeNull();
    expect((await api.call('GET', '/admin/get_admin_level', { token: admin })).body).toEqual({ admin_level: 1, role: 'admin' });
  });

  it('stops at a refused batch, naming the refused call by its demo key, and records none of it', async () => {
    const commands = demoCommandDeps(api.services);
    const client = createDemoClient({ commands, idempotency: api.services.idempotency, scope: `test:${randomUUID()}`, actor: 'demo-test' });
    const property = subset[0]!;
    const requests = [
      deposit('refused/deposit', { property, date: '2026-03-02', cents: 100_00, notes: 'Deposit' }),
      depositWithdrawal('refused/withdrawal', { property, date: '2026-03-03', cents: 1_000_000_00, notes: 'More than held' }),
    ];
    const before = await api.eventCount();
    await expect(client.sendBatch({ key: `refused/${randomUUID()}`, requests })).rejects.toThrow(
      /item refused\/withdrawal\) answered 4\d\d: Item 1 \(record_deposit_withdrawal\)/,
    );
    expect(await api.eventCount()).toBe(before);
  });
});
