import { describe, expect, it } from 'vitest';
import { bodies } from '../../testing/ledger-fixture';
import { reportServerForFile, reportToday } from '../../testing/report-ledger';

/**
 * The hot reads keep their answers until the ledger read model moves or the day changes
 * (docs/architecture.md, Reads at speed): a kept answer must never be older than what its caller
 * just recorded, nor than today. Each is checked against the same report computed afresh from the
 * log (as of today), over the portfolio of report-ledger.ts.
 */

let today = reportToday;
const report = reportServerForFile({ clock: { today: () => today } });

type Body = Record<string, unknown>;
const { get } = report;
const figuresOf = ({ as_of: _asOf, known_on: _knownOn, ...rest }: Body) => rest;

const kept = [
  ['/api/investor_summary?investor_name=Ann', ''],
  ['/api/investor_summary', 'ann'],
  ['/api/investor_property?investor_name=Ann&property_name=Elm', ''],
  ['/api/investor_property?property_name=Elm', 'ann'],
  ['/admin/get_admin_summary', ''],
  ['/admin/get_property_details?selectedProperty=Elm', ''],
] as const;

/** Each kept answer twice (the second from what was kept), and the same report computed from the log as of today. */
const readAll = async () => {
  const answers: Record<string, Body> = {};
  for (const [path, who] of kept) {
    const token = who === 'ann' ? report.ledger.annToken : report.ledger.adminToken;
    const first = await get(path, token);
    expect(await get(path, token), path).toEqual(first);
    const fresh = await get(`${path}${path.includes('?') ? '&' : '?'}as_of=${today}`, token);
    expect(figuresOf(first), `${path} kept vs. computed from the log`).toEqual(figuresOf(fresh));
    answers[`${who} ${path}`] = first;
  }
  return answers;
};

describe('kept answers', () => {
  it('show a record to the next read, by whoever reads', async () => {
    const before = await readAll();
    const recorded = await report.call('POST', '/admin/record_property_income', {
      body: { ...bodies.income('Elm', 1_000, 'July rent'), income_date: '2024-07-05', income_for_month: '2024-07' },
    });
    expect(recorded.status).toBe(201);
    const after = await readAll();
    for (const key of Object.keys(before)) expect(after[key], key).not.toEqual(before[key]);
    const incomeCents = (answers: Record<string, Body>) => Math.round(Number(answers[' /admin/get_admin_summary']!.total_income) * 100);
    expect(incomeCents(after) - incomeCents(before)).toBe(100_000);
  });

  it('are computed again when the day changes, with nothing recorded', async () => {
    const before = await readAll();
    today = '2025-02-01';
    const after = await readAll();
    // Ann's ROI of 2025 exists only once the year has begun.
    expect(Object.keys(before[' /api/investor_summary?investor_name=Ann']!.roi_per_year as Body)).toEqual(['2024']);
    expect(Object.keys(after[' /api/investor_summary?investor_name=Ann']!.roi_per_year as Body)).toEqual(['2024', '2025']);
  });
});

describe('what the ledger keeps nothing of', () => {
  it('leaves its kept answers alone: a sign-in, an administrator opening an investor’s page', async () => {
    const ledgerVersion = await report.api.services.readModelVersion('ledger');
    const usersVersion = await report.api.services.readModelVersion('portal-users');
    const events = await report.api.eventCount();
    await report.api.loginAs('ann', 'investor-pass-1');
    await get('/api/investor_summary?investor_name=Dee');
    expect(await report.api.eventCount()).toBe(events + 2);
    expect(await report.api.services.readModelVersion('ledger')).toBe(ledgerVersion);
    expect(await report.api.services.readModelVersion('portal-users')).not.toBe(usersVersion);
  });
});

describe('what portal users keep nothing of', () => {
  it('leaves the session checks kept: a recorded income moves the ledger, not portal-users', async () => {
    const usersVersion = await report.api.services.readModelVersion('portal-users');
    const ledgerVersion = await report.api.services.readModelVersion('ledger');
    const recorded = await report.call('POST', '/admin/record_property_income', {
      body: { ...bodies.income('Oak', 5, 'Rent'), income_date: '2024-07-06', income_for_month: '2024-07' },
    });
    expect(recorded.status).toBe(201);
    expect(await report.api.services.readModelVersion('ledger')).not.toBe(ledgerVersion);
    expect(await report.api.services.readModelVersion('portal-users')).toBe(usersVersion);
  });
});

describe('kept session checks', () => {
  it('end with the session: a token used a moment before signing out is refused right after', async () => {
    const token = await report.api.loginAs('ann', 'investor-pass-1');
    expect((await report.api.call('GET', '/api/investor_summary', { token })).status).toBe(200);
    expect((await report.api.call('GET', '/api/investor_summary', { token })).status).toBe(200);
    expect((await report.api.call('POST', '/auth/logout', { token })).status).toBe(200);
    expect((await report.api.call('GET', '/api/investor_summary', { token })).status).toBe(401);
    expect((await report.api.call('GET', '/api/investor_summary', { token: report.ledger.annToken })).status).toBe(200);
  });

  it('end when the password changes: every older token of the user is refused at once', async () => {
    const token = await report.api.loginAs('bob', 'investor-pass-1');
    expect((await report.api.call('GET', '/api/investor_summary', { token })).status).toBe(200);
    const changed = await report.api.call('POST', '/auth/change_password', {
      token,
      body: { current_password: 'investor-pass-1', new_password: 'investor-pass-2-long' },
    });
    expect(changed.status, String(changed.body.message)).toBe(200);
    expect((await report.api.call('GET', '/api/investor_summary', { token })).status).toBe(401);
    expect((await report.api.call('GET', '/api/investor_summary', { token: report.ledger.bobToken })).status).toBe(401);
  });
});
