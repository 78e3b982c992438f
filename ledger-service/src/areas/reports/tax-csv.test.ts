import { describe, expect, it } from 'vitest';
import { formatCents, toCsv } from './tax-csv';

describe('formatCents', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [-1, '-0.01'],
    [1650, '16.50'],
    [-1650, '-16.50'],
    [123_456_789_01, '123456789.01'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i cents -> %s', (cents, text) => expect(formatCents(cents)).toBe(text));

  it('refuses anything but integer cents', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('toCsv', () => {
  it('writes a BOM, the header and CRLF records, quoting what needs it', () => {
    expect(
      toCsv([
        { section: 'LLC', item: 'Address', detail: '1 Main St, "Unit" 2' },
        { section: 'Totals', item: 'Total income', amountCents: -5 },
      ]),
    ).toBe(
      '\uFEFFSection,Item,Member,Property,Amount,Detail\r\nLLC,Address,,,,"1 Main St, ""Unit"" 2"\r\nTotals,Total income,,,-0.05,\r\n',
    );
  });

  it('keeps a name or category typed by an admin from running as a spreadsheet formula, never touching the amounts', () => {
    const text = toCsv([
      { section: 'LLC expenses', item: '=HYPERLINK("http://x")', amountCents: -100 },
      { section: 'Members', item: 'Rental income', member: '-Ann', property: '+Elm', amountCents: 0 },
      { section: 'LLC', item: 'Address', detail: '@home' },
    ]);
    expect(text.split('\r\n').slice(1, 4)).toEqual([
      `LLC expenses,"'=HYPERLINK(""http://x"")",,,-1.00,`,
      "Members,Rental income,'-Ann,'+Elm,0.00,",
      "LLC,Address,,,,'@home",
    ]);
  });

  it.each([';=1+1', ';+A1', ';-2', ';@SUM(A1)', '\t=1+1', '\r=1+1', ' =1+1', ';;=1', ', =1', ';\uFF1D1'])(
    'neutralises %j, a formula behind leading separators or blanks',
    (text) => {
      const row = toCsv([{ section: 'LLC', item: 'Address', detail: text }]).split('\r\n')[1];
      const cell = row?.slice('LLC,Address,,,,'.length) ?? '';
      // The cell as a spreadsheet reads it (quotes removed) starts with the ' that keeps it text.
      expect(cell.replace(/^"(.*)"$/s, '$1')).toBe(`'${text}`.replace(/"/g, '""'));
    },
  );

  it('leaves text that only contains a separator alone', () => {
    expect(toCsv([{ section: 'LLC', item: 'Address', detail: 'Unit 2; =side' }]).split('\r\n')[1]).toBe('LLC,Address,,,,Unit 2; =side');
    expect(toCsv([{ section: 'LLC', item: 'Address', detail: ';note' }]).split('\r\n')[1]).toBe('LLC,Address,,,,;note');
  });
});
