import { stringify } from 'csv-stringify/sync';
import { figures, type LlcTaxSummary, type PropertyTaxSummary } from '@portal/projections';

/**
 * The accountant's CSV downloads of the tax calls: one row per figure, under headers a person reads,
 * amounts in dollars with exactly 2 decimals and no thousands separator (so a spreadsheet reads them
 * as numbers), text facts (address, dates, codes) in their own column so the Amount column only ever
 * holds amounts. The figures are the same cents as the JSON calls', formatted without floating point.
 *
 * Opened in a spreadsheet, a cell starting with = + - @ (a name or category typed by an admin) could
 * run as a formula: csv-stringify's `escape_formulas` prefixes such text with ' (OWASP's advice),
 * never the amounts, which are numbers until the `cast` formats them. It looks at the first character
 * only, and some spreadsheets skip leading separators and blanks (`;=1+1`, `\t=...`, ` =...`) before
 * reading a formula, so `neutraliseFormula` prefixes those too. A BOM tells Excel it is UTF-8;
 * records end with CRLF as RFC 4180 has it.
 */

export const csvHeader = ['Section', 'Item', 'Member', 'Property', 'Amount', 'Detail'] as const;

export interface CsvRow {
  readonly section: string;
  readonly item: string;
  readonly member?: string;
  readonly property?: string;
  /** Integer cents, written as dollars with 2 decimals. */
  readonly amountCents?: number;
  /** A text fact (an address, a date, a code). */
  readonly detail?: string;
}

/** Integer cents as dollars with exactly 2 decimals: -1650 -> "-16.50". */
export const formatCents = (cents: number): string => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected integer cents, got ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Formula characters, ASCII and full-width (Apple Numbers reads both). */
const formulaAfterLeadingSeparators = /^[;,\s]+[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Text that a spreadsheet could read as a formula after skipping leading `;`, `,` or blanks, prefixed with '. */
export const neutraliseFormula = (text: string): string => (formulaAfterLeadingSeparators.test(text) ? `'${text}` : text);

/** The CSV text of the rows, header first. Numbers in a row are cents, and only the Amount cell holds one. */
export const toCsv = (rows: readonly CsvRow[]): string =>
  stringify(
    rows.map((r) =>
      [r.section, r.item, r.member ?? '', r.property ?? '', r.amountCents ?? '', r.detail ?? ''].map((cell) =>
        typeof cell === 'string' ? neutraliseFormula(cell) : cell,
      ),
    ),
    { header: true, columns: [...csvHeader], cast: { number: formatCents }, escape_formulas: true, bom: true, record_delimiter: 'windows' },
  );

const amountRows = (
  section: string,
  map: ReadonlyMap<string, number>,
  more: Omit<CsvRow, 'section' | 'item' | 'amountCents'> = {},
): CsvRow[] => [...map].map(([item, amountCents]) => ({ section, item, ...more, amountCents }));

/** GET /admin/llc_taxes.csv: the LLC's facts, totals, expenses by category, then each member's figures. */
export const llcTaxesCsvRows = ({ year, llc, members, totals, landContracts }: LlcTaxSummary): CsvRow[] => {
  const facts: CsvRow[] = [
    { section: 'LLC', item: 'LLC name', detail: llc.llcName },
    { section: 'LLC', item: 'Tax year', detail: year },
    { section: 'LLC', item: 'Address', detail: llc.address },
    { section: 'LLC', item: 'Date started', detail: llc.dateStarted },
    { section: 'LLC', item: 'Principal business activity', detail: llc.principalBusinessActivity },
    { section: 'LLC', item: 'Principal product', detail: llc.principalProduct },
    { section: 'LLC', item: 'Business code number', detail: llc.businessCodeNumber },
    ...totals.propertiesList.map((property) => ({ section: 'LLC', item: 'Property', property })),
  ];
  const totalRows: CsvRow[] = [
    { section: 'Totals', item: 'Total assets', amountCents: totals.totalAssetsCents },
    { section: 'Totals', item: 'Total rental income', amountCents: members.totalRentalIncomeCents },
    { section: 'Totals', item: 'Total dividend income', amountCents: members.totalDividendIncomeCents },
    { section: 'Totals', item: 'Total dividend expenses', amountCents: members.totalDividendExpensesCents },
    { section: 'Totals', item: 'Total income', amountCents: members.totalIncomeCents },
    { section: 'Totals', item: 'Total LLC expenses', amountCents: figures.sumCents(totals.llcExpensesCents.values()) },
    { section: 'Totals', item: 'Ordinary business income', amountCents: totals.ordinaryBusinessIncomeCents },
    { section: 'Totals', item: 'Total active income', amountCents: totals.totalActiveIncomeCents },
  ];
  const memberRows = members.members.flatMap((member): CsvRow[] => [
    { section: 'Members', item: 'Rental income', member, amountCents: members.rentalIncomeByMemberCents.get(member) ?? 0 },
    { section: 'Members', item: 'Dividend income', member, amountCents: members.dividendIncomeByMemberCents.get(member) ?? 0 },
    { section: 'Members', item: 'Dividend expenses', member, amountCents: members.dividendExpensesByMemberCents.get(member) ?? 0 },
  ]);
  // Every key of the by-property maps is one of the LLC's properties: list them in properties_list order.
  const byProperty = members.members.flatMap((member) =>
    totals.propertiesList.flatMap((property): CsvRow[] => {
      const rental = members.rentalIncomeByMemberByPropertyCents.get(member)?.get(property);
      const ubia = members.ubiaByMemberByPropertyCents.get(member)?.get(property);
      return [
        ...(rental === undefined ? [] : [{ section: 'Members by property', item: 'Rental income', member, property, amountCents: rental }]),
        ...(ubia === undefined
          ? []
          : [{ section: 'Members by property', item: 'UBIA (excluding land)', member, property, amountCents: ubia }]),
      ];
    }),
  );
  return [
    ...facts,
    ...totalRows,
    ...amountRows('LLC expenses', totals.llcExpensesCents),
    ...memberRows,
    ...landContractMemberRows(members),
    ...byProperty,
    ...(landContracts ?? []).flatMap(landContractRows),
  ];
};

/** Each member's land-contract figures (docs/land-contracts.md, Taxes): only for an LLC with a contract. */
const landContractMemberRows = (members: figures.MemberFigures): CsvRow[] => {
  const maps = members.landContracts;
  if (maps === undefined) return [];
  const items: [string, ReadonlyMap<string, number>][] = [
    ['Land contract interest', maps.interest],
    ['Land contract late fees', maps.lateFees],
    ['Land contract gain', maps.gain],
    ['Land contract capital returned', maps.capitalReturned],
    ['Land contract principal received', maps.principalReceived],
    ['Land contract capital written off', maps.capitalWrittenOff],
  ];
  return members.members.flatMap((member) =>
    items.map(([item, map]): CsvRow => ({ section: 'Members', item, member, amountCents: map.get(member) ?? 0 })),
  );
};

/** One row per figure of a contract's tax row, its property named (the preparer's Form 6252 and 1098 inputs). */
const landContractRows = (row: figures.LandContractTaxRow): CsvRow[] => {
  const section = 'Land contracts';
  const property = row.propertyName;
  const text = (item: string, detail: string): CsvRow => ({ section, item, property, detail });
  const amount = (item: string, amountCents: number): CsvRow => ({ section, item, property, amountCents });
  return [
    text('Contract id', row.contractId),
    text('Buyer name', row.buyerName),
    text('Contract date', row.contractDate),
    text('Origination date', row.originationDate),
    amount('Sale price', row.salePriceCents),
    amount('Down payment', row.downPaymentCents),
    amount('Receivable', row.receivableCents),
    amount('Principal received', row.principalReceivedCents),
    amount('Interest received', row.interestReceivedCents),
    amount('Late fees received', row.lateFeesReceivedCents),
    amount('Balance January 1', row.balanceJanuary1Cents),
    amount('Balance December 31', row.balanceDecember31Cents),
    amount('Capital returned', row.capitalReturnedCents),
    amount('Gain', row.gainCents),
    amount('Capital written off', row.capitalWrittenOffCents),
    text('State', row.state),
  ];
};

/** GET /admin/property_taxes.csv: the property's facts, then its income and expenses by category. */
export const propertyTaxesCsvRows = ({ year, propertyName, address, lists }: PropertyTaxSummary): CsvRow[] => [
  { section: 'Property', item: 'Property name', property: propertyName, detail: propertyName },
  { section: 'Property', item: 'Tax year', property: propertyName, detail: year },
  { section: 'Property', item: 'Address', property: propertyName, detail: address },
  ...amountRows('Income', lists.incomeListCents, { property: propertyName }),
  ...amountRows('Expenses', lists.expensesListCents, { property: propertyName }),
];
