import { describe, expect, it } from 'vitest';
import { bodies } from '../../testing/ledger-fixture';
import { testAdmin } from '../../testing/test-server';
import { reportServerForFile, reportToday } from '../../testing/report-ledger';

/**
 * The reports at another time through HTTP (docs/time-travel.md), over the portfolio of
 * report-ledger.ts (today 2024-07-15): as of a past day, as known at a past moment, and the
 * restatements between the two.
 */

const report = reportServerForFile();

type Body = Record<string, unknown>;
const { get } = report;
const withQuery = (path: string, query: Readonly<Record<string, string | undefined>>) => {
  const given = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(given).toString()}`;
};
/** An answer without the fields that say which view it is. */
const figuresOf = ({ as_of: _asOf, known_on: _knownOn, ...rest }: Body) => rest;

/** Every report the time parameters apply to, as the admin reads them. */
const reports = [
  '/api/investor_summary?investor_name=Ann',
  '/api/investor_summary?investor_name=Bob',
  '/api/investor_property?investor_name=Ann&property_name=Elm',
  '/api/investor_returns?investor_name=Ann',
  '/api/investor_returns?investor_name=Dee&property_name=Elm',
  '/admin/get_admin_summary',
  '/admin/get_property_details?selectedProperty=Elm',
  '/admin/llc_taxes?selectedLLC=Main%20LLC&selectedTaxYear=2024',
  '/admin/property_taxes?selectedProperty=Elm&selectedTaxYear=2024',
] as const;
const csvReports = [
  '/api/investor_returns.csv?investor_name=Ann',
  '/admin/llc_taxes.csv?selectedLLC=Main%20LLC&selectedTaxYear=2024',
  '/admin/property_taxes.csv?selectedProperty=Elm&selectedTaxYear=2024',
] as const;

const snapshot = async () => Object.fromEntries(await Promise.all(reports.map(async (path) => [path, await get(path)] as const)));
const csvSnapshot = async (query: Record<string, string> = {}) =>
  Promise.all(csvReports.map(async (path) => (await report.call('GET', withQuery(path, query))).text));

describe('as_of: the records dated on or before the day, that day being today', () => {
  it('as of today equals the current view of every report (no record is dated later)', async () => {
    for (const path of reports) {
      const current = await get(path);
      const asOfToday = await get(withQuery(path, { as_of: reportToday }));
      expect(figuresOf(asOfToday), path).toEqual(figuresOf(current));
      if (!path.includes('investor_returns'))
        expect([current.as_of, current.known_on, asOfToday.as_of], path).toEqual([null, null, reportToday]);
      expect(asOfToday.known_on, path).toBeNull();
    }
  });

  it('the day before a record leaves it out and the day of it counts it, in every report', async () => {
    // April rent: 500.00 for Elm, income_date 2024-04-05 (Ann, Bob and Dee hold Elm then; Cy left on April 10).
    const before = Object.fromEntries(
      await Promise.all(reports.map(async (p) => [p, await get(withQuery(p, { as_of: '2024-04-04' }))] as const)),
    );
    const dayOf = Object.fromEntries(
      await Promise.all(reports.map(async (p) => [p, await get(withQuery(p, { as_of: '2024-04-05' }))] as const)),
    );
    const incomeDetails = (body: Body) => (body.income as { detail: string }[]).map((row) => row.detail);
    expect(incomeDetails(before['/admin/get_property_details?selectedProperty=Elm']!)).not.toContain('April rent');
    expect(incomeDetails(dayOf['/admin/get_property_details?selectedProperty=Elm']!)).toContain('April rent');
    const adminIncome = (body: Body) => body.total_income as number;
    expect(adminIncome(dayOf['/admin/get_admin_summary']!) - adminIncome(before['/admin/get_admin_summary']!)).toBeCloseTo(500, 2);
    const rent = (body: Body) => (body.income_list as Record<string, number>).Rent ?? 0;
    expect(rent(dayOf['/admin/property_taxes?selectedProperty=Elm&selectedTaxYear=2024']!)).toBeCloseTo(
      rent(before['/admin/property_taxes?selectedProperty=Elm&selectedTaxYear=2024']!) + 500,
      2,
    );
    for (const path of reports) {
      expect(figuresOf(dayOf[path]!), `${path} counts the April rent`).not.toEqual(figuresOf(before[path]!));
      expect([dayOf[path]!.as_of, before[path]!.as_of], path).toEqual(['2024-04-05', '2024-04-04']);
    }
    // Ann's summary as of the day before: her capital is the January investment, her income January to March.
    const ann = before['/api/investor_summary?investor_name=Ann']!;
    expect(ann).toMatchObject({ total_investments: 100, as_of: '2024-04-04', known_on: null });
    expect(ann.distributions_per_month).toEqual([]);
  });

  it('an investor reads their own statement as of a past day, but not the books as known at a moment', async () => {
    const own = await get('/api/investor_summary?as_of=2024-03-31', report.ledger.annToken);
    expect(own).toEqual(await get('/api/investor_summary?investor_name=Ann&as_of=2024-03-31'));
    const refused = await report.api.call('GET', '/api/investor_summary?known_on=2024-01-01T00:00:00Z', { token: report.ledger.annToken });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/administrators and auditors/);
  });

  it('refuses malformed or out-of-range values with 400 and a message', async () => {
    const malformed: Record<string, string>[] = [
      { as_of: '2024-02-30' },
      { as_of: '24-01-01' },
      { as_of: '2100-01-01' },
      { known_on: 'yesterday' },
      { known_on: '2024-01-01' },
      { known_on: '2024-13-01T00:00:00Z' },
      { known_on: '2100-01-01T00:00:00Z' },
      // Impossible days and hours, which Date would roll over into the next day.
      { known_on: '2025-02-30' },
      { known_on: '2025-02-30T10:00:00Z' },
      { known_on: '2025-04-31T10:00:00-05:00' },
      { known_on: '2025-01-31T24:00:00Z' },
    ];
    for (const query of malformed) {
      for (const path of ['/admin/get_admin_summary', '/api/investor_summary?investor_name=Ann']) {
        const answer = await report.call('GET', withQuery(path, query));
        expect(answer.status, `${path} ${JSON.stringify(query)}`).toBe(400);
        expect(answer.body.message, JSON.stringify(query)).toMatch(/as_of|known_on/);
      }
    }
  });

  it('refuses a day after today in every report, for an investor too: a statement is never dated in the future', async () => {
    const tomorrow = '2024-07-16'; // report-ledger.ts's today is 2024-07-15
    for (const path of [...reports, ...csvReports]) {
      const answer = await report.call('GET', withQuery(path, { as_of: tomorrow }));
      expect([answer.status, answer.body.message], path).toEqual([400, 'A statement cannot be dated in the future']);
    }
    const own = await report.api.call('GET', `/api/investor_summary?as_of=${tomorrow}`, { token: report.ledger.annToken });
    expect([own.status, own.body.message]).toEqual([400, 'A statement cannot be dated in the future']);
  });
});

describe('known_on: the events recorded at or before a moment', () => {
  it('shows income voided later as it was known, and the restatement lists the change with the void', async () => {
    const recorded = await report.call('POST', '/admin/record_property_income', {
      body: { ...bodies.income('Elm', 300, 'Late March rent'), income_date: '2024-03-20' },
    });
    expect(recorded.status).toBe(201);
    const told = await snapshot();
    const toldCsv = await csvSnapshot();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const moment = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const voided = await report.call('POST', '/admin/delete_income', {
      body: { id: recorded.body.id, amount: 300, detail: 'Late March rent', date: '2024-03-20' },
    });
    expect(voided.status).toBe(200);

    // As known at the moment, every report is what it was then; now, the income is gone.
    for (const path of reports) {
      const then = await get(withQuery(path, { known_on: moment }));
      expect(figuresOf(then), path).toEqual(figuresOf(told[path]!));
      expect(then.known_on, path).toBe(moment);
      expect(figuresOf(await get(path)), `${path} now`).not.toEqual(figuresOf(told[path]!));
    }
    expect(await csvSnapshot({ known_on: moment })).toEqual(toldCsv);
    // The same moment written with another offset is the same instant.
    const offset = new Date(Date.parse(moment) - 5 * 3_600_000).toISOString().replace('Z', '-05:00');
    expect(figuresOf(await get(withQuery('/admin/get_admin_summary', { known_on: offset })))).toEqual(
      figuresOf(told['/admin/get_admin_summary']!),
    );
    // Both together: as of March 31 as known at the moment counts the late March rent.
    const marchThen = await get(withQuery('/api/investor_summary?investor_name=Ann', { known_on: moment, as_of: '2024-03-31' }));
    const marchNow = await get(withQuery('/api/investor_summary?investor_name=Ann', { as_of: '2024-03-31' }));
    expect((marchThen.total_income as number) - (marchNow.total_income as number)).toBeGreaterThan(0);

    // The restatements since the moment: the income and cash of everyone holding Elm in March, with the void as the cause.
    const { restatements, as_of, known_on } = (await get(withQuery('/admin/restatements', { known_on: moment }))) as {
      restatements: { investor_name: string; figure: string; as_known_then: number; as_known_now: number; delta: number; events: Body[] }[];
      as_of: string;
      known_on: string;
    };
    expect([as_of, known_on]).toEqual([reportToday, moment]);
    const income = (name: string) => told[`/api/investor_summary?investor_name=${name}`];
    const annThen = income('Ann')!;
    const annNow = await get('/api/investor_summary?investor_name=Ann');
    const annIncome = restatements.find((r) => r.investor_name === 'Ann' && r.figure === 'total_income');
    expect(annIncome).toEqual({
      investor_name: 'Ann',
      figure: 'total_income',
      as_known_then: annThen.total_income,
      as_known_now: annNow.total_income,
      delta: Math.round(((annNow.total_income as number) - (annThen.total_income as number)) * 100) / 100,
      events: [{ id: expect.any(String), type: 'IncomeVoided', recorded_at: expect.any(String), actor: testAdmin.username }],
    });
    expect(annIncome!.delta).toBeLessThan(0);
    expect(restatements.map((r) => `${r.investor_name} ${r.figure}`).sort()).toEqual(
      ['Ann', 'Bob', 'Cy', 'Dee'].flatMap((name) => [`${name} cash_balance`, `${name} total_income`]).sort(),
    );
    // Each delta is now - then; the shares of the voided 300.00, less the fees, add up to at most it.
    for (const r of restatements) expect(r.delta).toBeCloseTo(r.as_known_now - r.as_known_then, 2);
    const incomeDeltas = restatements.filter((r) => r.figure === 'total_income').map((r) => Math.round(r.delta * 100));
    expect(incomeDeltas.reduce((sum, cents) => sum + cents, 0)).toBeGreaterThanOrEqual(-300_00);
    expect(incomeDeltas.every((cents) => cents < 0)).toBe(true);
    // The void is the event of the audit trail.
    const trail = (await get('/admin/audit_log?event_type=IncomeVoided&page_size=200')) as { events: { event_id: string }[] };
    expect(trail.events.map((e) => e.event_id)).toContain(annIncome!.events[0]!.id);

    // As of a day before the late rent's own date, nothing was restated.
    expect((await get(withQuery('/admin/restatements', { known_on: moment, as_of: '2024-03-19' }))).restatements).toEqual([]);
    // The CSV: one line a figure.
    const csv = await report.call('GET', withQuery('/admin/restatements.csv', { known_on: moment }));
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('investor_name,figure,as_known_then,as_known_now,delta,events');
    expect(lines).toHaveLength(1 + restatements.length);
    expect(lines).toContain(
      `Ann,total_income,${(annThen.total_income as number).toFixed(2)},${(annNow.total_income as number).toFixed(2)},${annIncome!.delta.toFixed(2)},${annIncome!.events[0]!.id}`,
    );
  });

  it('a moment before anything was recorded shows an empty ledger', async () => {
    const early = '2000-01-01T00:00:00Z';
    expect(await get(withQuery('/admin/get_admin_summary', { known_on: early }))).toEqual({
      total_cash: 0,
      total_investments: 0,
      total_income: 0,
      total_expenses: 0,
      total_deposits: 0,
      as_of: null,
      known_on: '2000-01-01T00:00:00.000Z',
    });
    const unknown = await report.call('GET', withQuery('/api/investor_summary?investor_name=Ann', { known_on: early }));
    expect(unknown.status).toBe(404);
  });

  it('restatements need a moment, and refuse a malformed one', async () => {
    for (const query of ['', '?known_on=soon', '?known_on=2024-01-01T00:00:00Z&as_of=2024-02-30', '?known_on=2025-02-30T10:00:00Z']) {
      const answer = await report.call('GET', `/admin/restatements${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toMatch(/known_on|as_of/);
    }
  });
});

describe('names in any spelling, at any time', () => {
  // Each report that names something, with its names in another case and spacing (contracts/src/names.ts).
  const respelled = (path: string) =>
    path
      .replace('investor_name=Ann', 'investor_name=ann')
      .replace('investor_name=Bob', 'investor_name=BOB')
      .replace('investor_name=Dee', 'investor_name=%20dee%20')
      .replaceAll('=Elm', '=elm')
      .replace('selectedLLC=Main%20LLC', 'selectedLLC=main%20%20llc');
  const named = [...reports, ...csvReports].filter((path) => respelled(path) !== path);

  it('read the same figures as the names as written, today, as of a day, as known at a moment and both', async () => {
    expect(named).toHaveLength(reports.length - 1 + csvReports.length);
    const moment = new Date().toISOString();
    for (const query of [{}, { as_of: '2024-04-05' }, { known_on: moment }, { as_of: '2024-04-05', known_on: moment }]) {
      for (const path of named) {
        const [written, other] = await Promise.all([path, respelled(path)].map((p) => report.call('GET', withQuery(p, query))));
        expect(other!.status, `${respelled(path)} ${JSON.stringify(query)}: ${other!.text}`).toBe(200);
        expect(other!.text, `${respelled(path)} ${JSON.stringify(query)}`).toBe(written!.text);
        expect(other!.headers.get('content-disposition'), path).toBe(written!.headers.get('content-disposition'));
      }
    }
  });

  it('an investor reads their own page in any spelling of their name, as of a day too', async () => {
    const token = report.ledger.annToken;
    for (const query of [{}, { as_of: '2024-04-05' }]) {
      const written = await get(withQuery('/api/investor_summary?investor_name=Ann', query), token);
      expect(await get(withQuery('/api/investor_summary?investor_name=ANN', query), token)).toEqual(written);
      expect(await get(withQuery('/api/investor_property?investor_name=ann&property_name=elm', query), token)).toEqual(
        await get(withQuery('/api/investor_property?investor_name=Ann&property_name=Elm', query), token),
      );
    }
  });
});
