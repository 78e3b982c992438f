import { timeTravel } from '@portal/projections';
import { LedgerBuilder, soldBelowCapital } from '@portal/projections/testing';
import type { StatementDocumentInput } from '../areas/statements';

/**
 * Test support: the statement of the docs' running example (docs/figures.md), Ann's first quarter of
 * 2024, with `extraRecords` more distributions (long descriptions) to spread it over pages.
 */
export const exampleStatement = (extraRecords = 0, preview = false): StatementDocumentInput => {
  const b = new LedgerBuilder().investor('Ann', 1000).investor('Bob').property('Elm', 'Rental').property('Oak & Ash, Unit <2>', 'Other');
  b.invest('Ann', 'Elm', 60_000_00, '2024-01-05');
  b.invest('Bob', 'Elm', 40_000_00, '2024-01-10');
  b.invest('Ann', 'Oak & Ash, Unit <2>', 5_000_00, '2024-02-10');
  b.income('Elm', 2_000_00, '2024-01');
  b.expense('Elm', 500_01, '2024-01');
  b.withdrawCash('Ann', 300_00, '2024-02-01');
  for (let i = 0; i < extraRecords; i += 1)
    b.events.push({
      type: 'CashWithdrawn',
      data: {
        recordId: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        investorId: 'Ann',
        amountCents: 1_00 + i,
        date: `2024-03-${String(1 + (i % 28)).padStart(2, '0')}`,
        // The first as long as a description may be (2,000 characters).
        description:
          i === 0 ? 'Long '.repeat(400) : `Quarterly distribution number ${i} with a description far longer than its column holds`,
      },
    });
  const reports = timeTravel.reportsAsOfLedger(timeTravel.ledgerOfEvents(b.events));
  const figures = timeTravel.statementFigures(reports, { investorId: 'Ann', from: '2024-01-01', through: '2024-03-31' });
  return { brandTitle: 'Oak & Co <Investors>', investorName: 'Ann Émile O’Neil', knownOn: '2025-01-15T17:00:00-05:00', figures, preview };
};

/** Test support: Ann's second quarter of 2024 on a lot sold below its capital (`soldBelowCapital`): 5,000.00 written off. */
export const writeOffStatement = (): StatementDocumentInput => {
  const events = soldBelowCapital('Lot 9');
  const reports = timeTravel.reportsAsOfLedger(timeTravel.ledgerOfEvents(events));
  const figures = timeTravel.statementFigures(reports, { investorId: 'Ann', from: '2024-04-01', through: '2024-06-30' });
  return { brandTitle: 'Oak & Co', investorName: 'Ann', knownOn: '2024-07-15T12:00:00Z', figures, preview: false };
};
