import { describe, expect, it } from 'vitest';
import { LedgerBuilder } from '../../../testing/test-ledger';
import { ledgerAsOf, ledgerOfEvents } from './ledger-at';
import { restatementsOf as restatementsOfLedgers, type LoggedEvent } from './restatements';

/** The builder's events as a log, the i-th recorded at minute i of 2025-01-01. */
const logOf = (b: LedgerBuilder): LoggedEvent[] =>
  b.events.map((event, i) => ({
    id: `event-${i}`,
    recordedAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
    actor: 'admin',
    event,
  }));
/** The restatements over `log`, with the two ledgers folded from it as the server keeps them. */
const restatementsOf = (log: readonly LoggedEvent[], knownOn: string, asOf: string) => {
  const ledgerOf = (events: readonly LoggedEvent[]) => ledgerOfEvents(events.map((e) => e.event));
  return restatementsOfLedgers(log, { then: ledgerOf(log.filter((e) => e.recordedAt <= knownOn)), now: ledgerOf(log) }, knownOn, asOf);
};
const minute = (i: number) => new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString();

/**
 * Elm (Rental): Ann and Bob, 1,000.00 each in January 2024; Oak: Cy alone. 600.00 of rent for
 * March. Everything after the moment `then` is what the restatements must explain.
 */
const portfolio = () => {
  const b = new LedgerBuilder().investor('Ann').investor('Bob').investor('Cy');
  b.property('Elm', 'Rental').property('Oak', 'Rental');
  b.invest('Ann', 'Elm', 1_000_00, '2024-01-10');
  b.invest('Bob', 'Elm', 1_000_00, '2024-01-10');
  b.invest('Cy', 'Oak', 500_00, '2024-01-10');
  const rent = b.income('Elm', 600_00, '2024-03', { incomeDate: '2024-03-05' });
  return { b, rent, then: minute(b.events.length - 1) };
};

describe('restatementsOf', () => {
  it('lists the figures a void changed, for each holder of the property, with the void as the cause', () => {
    const { b, rent, then } = portfolio();
    b.void('IncomeVoided', rent, 'Elm');
    const log = logOf(b);
    const restated = restatementsOf(log, then, '2024-12-31');
    expect(restated.map(({ investorId, figure, thenCents, nowCents }) => [investorId, figure, thenCents, nowCents])).toEqual([
      ['Ann', 'total_income', 300_00, 0],
      ['Ann', 'cash_balance', 300_00, 0],
      ['Bob', 'total_income', 300_00, 0],
      ['Bob', 'cash_balance', 300_00, 0],
    ]);
    for (const r of restated) expect(r.events.map((e) => e.event.type)).toEqual(['IncomeVoided']);
  });

  it('names only the later events a figure is computed from', () => {
    const { b, then } = portfolio();
    b.invest('Bob', 'Elm', 2_000_00, '2024-02-01'); // Bob's capital; Ann's share of March falls to 1/4
    b.withdrawCash('Ann', 50_00, '2024-06-01'); // Ann's cash only
    b.llcExpense('Main LLC', 99_00, '2024-04-01'); // no investor figure
    b.deposit('Elm', 1_000_00, '2024-04-01'); // no investor figure
    b.expense('Oak', 10_00, '2024-05', 'Cy'); // Cy's own expense
    const log = logOf(b);
    const restated = restatementsOf(log, then, '2024-12-31');
    const causes = Object.fromEntries(restated.map((r) => [`${r.investorId} ${r.figure}`, r.events.map((e) => e.event.type)]));
    expect(causes).toEqual({
      'Ann total_income': ['InvestmentMade'],
      'Ann cash_balance': ['InvestmentMade', 'CashWithdrawn'],
      'Bob total_investments': ['InvestmentMade'],
      'Bob total_income': ['InvestmentMade'],
      'Bob cash_balance': ['InvestmentMade'],
      'Cy total_income': ['PropertyExpenseRecorded'],
      'Cy cash_balance': ['PropertyExpenseRecorded'],
    });
    const ann = restated.find((r) => r.investorId === 'Ann' && r.figure === 'cash_balance')!;
    expect([ann.thenCents, ann.nowCents]).toEqual([300_00, 150_00 - 50_00]);
  });

  it('leaves out what is dated after as_of, and answers nothing when nothing was recorded later', () => {
    const { b, then } = portfolio();
    b.withdrawCash('Ann', 50_00, '2024-06-01');
    const log = logOf(b);
    expect(restatementsOf(log, then, '2024-05-31')).toEqual([]);
    expect(restatementsOf(log, minute(log.length), '2024-12-31')).toEqual([]);
    expect(restatementsOf(log, then, '2024-06-01')).toHaveLength(1);
  });
});

describe('ledgerAsOf', () => {
  it('keeps each kind of record dated on or before the day, and the whole catalogue', () => {
    const b = new LedgerBuilder().investor('Ann').property('Elm', 'Rental');
    b.invest('Ann', 'Elm', 100_00, '2024-03-01');
    b.invest('Ann', 'Elm', 100_00, '2024-03-02');
    b.income('Elm', 10_00, '2024-02', { incomeDate: '2024-03-02' });
    b.expense('Elm', 5_00, '2024-03'); // dated 2024-03-20
    b.deposit('Elm', 1_00, '2024-03-02');
    b.withdrawCash('Ann', 1_00, '2024-03-03');
    b.llcExpense('Main LLC', 1_00, '2024-03-01');
    const { facts } = ledgerAsOf(ledgerOfEvents(b.events), '2024-03-02');
    expect([facts.capital.length, facts.gross.length, facts.expenses.length, facts.deposits.length]).toEqual([2, 1, 0, 1]);
    expect([facts.cashWithdrawals.length, facts.llcExpenses.length, facts.investors.length, facts.properties.length]).toEqual([0, 1, 1, 1]);
    expect(ledgerAsOf(ledgerOfEvents(b.events), '2024-03-01').facts.capital).toHaveLength(1);
  });
});
