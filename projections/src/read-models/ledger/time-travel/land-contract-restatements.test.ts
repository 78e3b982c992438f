import { describe, expect, it } from 'vitest';
import { lot7Events } from '../../../testing/land-contract-ledger';
import { ledgerOfEvents } from './ledger-at';
import { restatementsOf, type LoggedEvent } from './restatements';

describe('restatements of a land contract property', () => {
  it('explain the capital a contract returned by its later payments', () => {
    // Example (d), known before its last three payments (October to December 2025) were recorded.
    const log: LoggedEvent[] = lot7Events().events.map((event, i) => ({
      id: `event-${i}`,
      recordedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      actor: 'admin',
      event,
    }));
    const then = log.at(-4)!.recordedAt;
    const ledgerOf = (events: readonly LoggedEvent[]) => ledgerOfEvents(events.map((e) => e.event));
    const restated = restatementsOf(
      log,
      { then: ledgerOf(log.filter((e) => e.recordedAt <= then)), now: ledgerOf(log) },
      then,
      '2025-12-31',
    );
    const avery = restated.filter((r) => r.investorId === 'Avery');
    expect(avery.map(({ figure, thenCents, nowCents }) => [figure, thenCents, nowCents])).toEqual([
      ['total_investments', 50_513, 0],
      // January to September: 1,129.63 of income; cash = that + 14,494.87 returned − 9,000.00 withdrawn.
      ['total_income', 112_963, 270_002],
      ['cash_balance', 662_450, 870_002],
    ]);
    for (const r of avery) expect(r.events.map((e) => e.id)).toEqual(log.slice(-3).map((e) => e.id));
  });
});
