import { describe, expect, it } from 'vitest';
import { bodies, serverForFile } from '../testing/ledger-fixture';

/**
 * Issue 44, item 4: with the books closed through 2025-12-31, records dated in 2026 but placed in
 * 2025 by another date (an income `for` 2025-03, an expense `for` 2025-04, partner income covering
 * 2025-01..06) were accepted and changed the 2025 tax report. Each is refused (409, naming the date)
 * with nothing recorded, alone or in a batch, and so is the delete of a record placed in 2025; the
 * same records placed after the close still pass (docs/periods.md).
 */

const ids: { income?: string; partnerIncome?: string; expense?: string } = {};
/** A land contract on `property_name` from `contract_date` (docs/land-contracts.md). */
const landContract = (property_name: string, contract_date: string) =>
  bodies.landContract(property_name, { contract_date, first_payment_date: `${contract_date.slice(0, 8)}28` });
const server = serverForFile(
  async (ledger) => {
    await ledger.llc('Main LLC');
    await ledger.property('Elm', 'Main LLC');
    await ledger.investor('Ann');
    await ledger.invest('Ann', 'Elm', 100_000, '2025-01-10');
    await ledger.post('/admin/record_property_income', { ...bodies.income('Elm'), income_date: '2025-03-05', income_for_month: '2025-03' });
    // Recorded before the close: dated in 2026, placed in 2025 by the month or period they are for.
    const placedIn2025 = async (path: string, body: Record<string, unknown>) => String((await ledger.post(path, body)).id);
    ids.income = await placedIn2025('/admin/record_property_income', {
      ...bodies.income('Elm', 700, 'Late December rent'),
      income_date: '2026-01-02',
      income_for_month: '2025-12',
    });
    ids.partnerIncome = await placedIn2025('/admin/record_loren_income', {
      ...bodies.partnerIncome('Elm'),
      income_date: '2026-01-02',
      start_date: '2025-10-01',
      end_date: '2026-01-31',
    });
    ids.expense = await placedIn2025('/admin/record_property_expense', {
      ...bodies.expense('Elm', 250),
      expense_date: '2026-01-02',
      expense_for_month: '2025-11',
    });
    // Lot 9's contract is open from 2025-06-01; Lot 10's was closed on 2025-11-01.
    for (const lot of ['Lot 9', 'Lot 10']) {
      await ledger.property(lot, 'Main LLC', 'Land Contract');
      await ledger.post('/admin/open_land_contract', landContract(lot, '2025-06-01'));
    }
    await ledger.post('/admin/close_land_contract', { property_name: 'Lot 10', close_date: '2025-11-01', reason: 'Default' });
    await ledger.post('/admin/close_period', { through: '2025-12-31' });
  },
  { today: '2026-01-20' },
);

const post = (path: string, body: unknown) => server.api.call('POST', path, { token: server.admin, body });
const closed = 'The books are closed through 12/31/2025';
const placedThere = 'reaches into the closed period, and nothing placed there can be recorded or deleted.';

/** The three records of the attack: dated 2026-01-05, placed in 2025. */
const attack = [
  {
    call: 'record_property_income',
    body: { ...bodies.income('Elm', 5_000, 'Back-dated rent'), income_date: '2026-01-05', income_for_month: '2025-03' },
    message: `${closed}: its income_for_month (03/2025) ${placedThere}`,
  },
  {
    call: 'record_property_expense',
    body: { ...bodies.expense('Elm', 4_000), expense_date: '2026-01-05', expense_for_month: '2025-04' },
    message: `${closed}: its expense_for_month (04/2025) ${placedThere}`,
  },
  {
    call: 'record_loren_income',
    body: { ...bodies.partnerIncome('Elm'), amount: 3_000, income_date: '2026-01-05', start_date: '2025-01-01', end_date: '2025-06-30' },
    message: `${closed}: its start_date..end_date (01/01/2025 to 06/30/2025) ${placedThere}`,
  },
] as const;

/** The 2025 reports the attack changed: the LLC's and the property's tax reports. */
const reports2025 = async () => {
  const read = async (path: string) => {
    const answer = await server.api.call('GET', path, { token: server.admin });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  return {
    llc: await read('/admin/llc_taxes?selectedLLC=Main%20LLC&selectedTaxYear=2025'),
    property: await read('/admin/property_taxes?selectedProperty=Elm&selectedTaxYear=2025'),
  };
};

describe('books closed through 2025-12-31', () => {
  it('refuses each record dated 2026 but placed in 2025, naming the date, recording nothing', async () => {
    const before = { events: await server.api.eventCount(), reports: await reports2025() };
    for (const { call, body, message } of attack) {
      const answer = await post(`/admin/${call}`, body);
      expect(answer, call).toMatchObject({ status: 409, body: { message } });
    }
    expect(await server.api.eventCount()).toBe(before.events);
    expect(await reports2025()).toEqual(before.reports);
  });

  it('refuses them in a batch too: the first one refuses the batch', async () => {
    const before = await server.api.eventCount();
    const answer = await post('/admin/batch', { items: attack.map(({ call, body }) => ({ call, body })) });
    expect(answer).toMatchObject({ status: 409, body: { index: 0, message: `Item 0 (record_property_income): ${attack[0].message}` } });
    expect(await server.api.eventCount()).toBe(before);
  });

  it('refuses the delete of a record dated 2026 but placed in 2025, recording nothing', async () => {
    const before = { events: await server.api.eventCount(), reports: await reports2025() };
    for (const [path, row, message] of [
      [
        '/admin/delete_income',
        { id: ids.income, amount: 700, detail: 'Late December rent', date: '2026-01-02' },
        'income_for_month (12/2025)',
      ],
      ['/admin/delete_income', { id: ids.partnerIncome, amount: 300, detail: 'Q1 share', date: '2026-01-02' }, 'start_date..end_date'],
      ['/admin/delete_expense', { id: ids.expense, amount: 250, detail: 'Roof repair', date: '2026-01-02' }, 'expense_for_month (11/2025)'],
    ] as const) {
      const answer = await post(path, row);
      expect(answer.status, `${path}: ${answer.text}`).toBe(409);
      expect(answer.body.message).toContain(`${closed}: its ${message}`);
    }
    expect(await server.api.eventCount()).toBe(before.events);
    expect(await reports2025()).toEqual(before.reports);
  });

  it('takes the same records placed after the close, alone and in a batch, and the 2025 reports stay as they were', async () => {
    const before = await reports2025();
    const after = [
      { ...attack[0].body, income_for_month: '2026-01' },
      { ...attack[1].body, expense_for_month: '2026-01' },
      { ...attack[2].body, start_date: '2026-01-01', end_date: '2026-01-31' },
    ];
    for (const [index, { call }] of attack.entries()) {
      const answer = await post(`/admin/${call}`, after[index]);
      expect(answer.status, `${call}: ${answer.text}`).toBe(201);
    }
    const batch = await post('/admin/batch', { items: attack.map(({ call }, index) => ({ call, body: after[index] })) });
    expect(batch.status, batch.text).toBe(201);
    expect(await reports2025()).toEqual(before);
  });

  it('refuses the land-contract calls whose own date is in the closed period, recording nothing, and takes one after it', async () => {
    const before = await server.api.eventCount();
    for (const [path, body, dated] of [
      ['/admin/open_land_contract', landContract('Lot 10', '2025-12-01'), '12/01/2025'],
      ['/admin/close_land_contract', { property_name: 'Lot 9', close_date: '2025-12-15', reason: 'Default' }, '12/15/2025'],
      ['/admin/void_land_contract', { property_name: 'Lot 9', reason: 'Wrong terms' }, '06/01/2025'],
      ['/admin/reopen_land_contract', { property_name: 'Lot 10', reason: 'Closed by mistake' }, '11/01/2025'],
      [
        '/admin/waive_lc_late_fee',
        { property_name: 'Lot 9', due_date: '2025-07-28', waive_date: '2025-12-01', reason: 'Goodwill' },
        '12/01/2025',
      ],
    ] as const) {
      const answer = await post(path, body);
      expect(answer, path).toMatchObject({
        status: 409,
        body: { message: `${closed}: nothing dated ${dated} can be recorded or deleted.` },
      });
    }
    expect(await server.api.eventCount()).toBe(before);
    const after = await post('/admin/close_land_contract', { property_name: 'Lot 9', close_date: '2026-01-05', reason: 'Default' });
    expect(after, after.text).toMatchObject({ status: 200, body: { message: 'Land contract closed successfully' } });
  });
});
