import { stringify } from 'csv-stringify/sync';
import { timeTravel } from '@portal/projections';
import { formatCents, neutraliseFormula } from '../reports/tax-csv';

/**
 * The statement's figures as the CSV embedded in its PDF (`statement.csv`, docs/statements.md): the
 * capital account, one row per line under `line,period,year_to_date,since_inception`; a blank row;
 * then the properties under their own header. Amounts are dollars with 2 decimals and no thousands
 * separator, from the cents without floating point, each line as the account names it (a deduction
 * is a positive amount on its line, as in the figures); records end with CRLF (RFC 4180). A property
 * name an admin typed is kept from reading as a spreadsheet formula, as in the tax CSVs.
 */

export const capitalAccountHeader = ['line', 'period', 'year_to_date', 'since_inception'] as const;
export const propertiesHeader = ['property', 'invested', 'allocated_share', 'management_fee', 'own_expenses', 'net_income'] as const;

export const statementCsv = (statement: timeTravel.StatementFigures): string => {
  const account = timeTravel
    .accountLinesOf(statement)
    .map((line) => [line, ...[statement.period, statement.yearToDate, statement.sinceInception].map((column) => column[line] ?? 0)]);
  const properties = statement.properties.map((p) => [
    neutraliseFormula(p.propertyName),
    p.investedCents,
    p.allocatedShareCents,
    p.managementFeeCents,
    p.ownExpensesCents,
    p.netIncomeCents,
  ]);
  return stringify([[...capitalAccountHeader], ...account, [], [...propertiesHeader], ...properties], {
    // The amounts stay numbers until the cast: only text is escaped, so '-1.00' is not taken for a formula.
    cast: { number: formatCents },
    escape_formulas: true,
    record_delimiter: 'windows',
  });
};
