import { beforeAll, describe, expect, it } from 'vitest';
import { bodies, ledgerFixture } from '../../testing/ledger-fixture';
import { startTestServer, testAdmin } from '../../testing/test-server';
import { taxServerForFile, taxToday } from '../../testing/tax-ledger';

/** The CSV downloads of the tax reports, and who may call the four tax calls with what. */

const tax = taxServerForFile();
let investorToken: string;
beforeAll(async () => {
  investorToken = await tax.api.addInvestorUser(tax.admin, 'Zed', 'zed');
});

/** The raw answer: the CSV calls answer text, which the harness's JSON `call` cannot read (bytes decoded as they are, BOM kept). */
const download = async (path: string, token = tax.admin) => {
  const response = await fetch(tax.api.base + path, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, text: Buffer.from(await response.arrayBuffer()).toString('utf8') };
};

/** The text of a download the admin saves as `fileName`, after checking it is a fresh CSV attachment. */
const attachment = async (path: string, fileName: string) => {
  const answer = await download(path);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return answer.text;
};

/** A tax download as sent: a BOM, the header, then these rows, each line ending CRLF. */
const csv = (...rows: string[]) => `\uFEFF${['Section,Item,Member,Property,Amount,Detail', ...rows].join('\r\n')}\r\n`;

describe('GET /admin/llc_taxes.csv', () => {
  it('gives one row per figure, amounts with 2 decimals, as an attachment named after the LLC and year', async () => {
    expect(
      await attachment('/admin/llc_taxes.csv?selectedLLC=Lakeside%20LLC&selectedTaxYear=2024', 'Lakeside LLC-2024-tax-summary.csv'),
    ).toBe(
      csv(
        'LLC,LLC name,,,,Lakeside LLC',
        'LLC,Tax year,,,,2024',
        'LLC,Address,,,,"1 Lakeside LLC Way, Springfield"',
        'LLC,Date started,,,,2020-02-01',
        'LLC,Principal business activity,,,,Real estate',
        'LLC,Principal product,,,,Residential rentals',
        'LLC,Business code number,,,,531110',
        'LLC,Property,,Elm,,',
        'LLC,Property,,Farm,,',
        'LLC,Property,,Lot,,',
        'Totals,Total assets,,,340000.00,',
        'Totals,Total rental income,,,1095.49,',
        'Totals,Total dividend income,,,750.00,',
        'Totals,Total dividend expenses,,,370.00,',
        'Totals,Total income,,,1845.49,',
        'Totals,Total LLC expenses,,,203.45,',
        'Totals,Ordinary business income,,,176.55,',
        'Totals,Total active income,,,1272.04,',
        'LLC expenses,Insurance,,,80.00,',
        'LLC expenses,Taxes,,,123.45,',
        'Members,Rental income,Ann,,593.33,',
        'Members,Dividend income,Ann,,0.00,',
        'Members,Dividend expenses,Ann,,0.00,',
        'Members,Rental income,Bob,,502.16,',
        'Members,Dividend income,Bob,,375.00,',
        'Members,Dividend expenses,Bob,,137.50,',
        'Members,Rental income,Cy,,0.00,',
        'Members,Dividend income,Cy,,375.00,',
        'Members,Dividend expenses,Cy,,232.50,',
        'Members by property,Rental income,Ann,Elm,593.33,',
        'Members by property,UBIA (excluding land),Ann,Elm,50000.00,',
        'Members by property,Rental income,Bob,Elm,502.16,',
        'Members by property,UBIA (excluding land),Bob,Elm,150000.00,',
        'Members by property,UBIA (excluding land),Bob,Farm,53333.33,',
        'Members by property,UBIA (excluding land),Cy,Farm,26666.67,',
      ),
    );
  });

  it('writes a negative amount with its minus sign and no formula escape (Hilltop 2024)', async () => {
    const answer = await download('/admin/llc_taxes.csv?selectedLLC=Hilltop%20LLC&selectedTaxYear=2024');
    expect(answer.text.split('\r\n')).toContain('Totals,Ordinary business income,,,-10.00,');
  });

  it('names the file safely whatever the LLC is called: quotes escaped, non-ASCII in the UTF-8 form too', async () => {
    const added = await tax.api.call('POST', '/admin/add_llc', { token: tax.admin, body: bodies.llc('Café "Q" LLC') });
    expect(added.status).toBe(201);
    const answer = await download(`/admin/llc_taxes.csv?selectedLLC=${encodeURIComponent('Café "Q" LLC')}&selectedTaxYear=2024`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="Caf_ \\"Q\\" LLC-2024-tax-summary.csv"; filename*=UTF-8''Caf%C3%A9%20%22Q%22%20LLC-2024-tax-summary.csv`,
    );
    expect(answer.text.split('\r\n')[1]).toBe('LLC,LLC name,,,,"Café ""Q"" LLC"');
  });
});

describe('GET /admin/property_taxes.csv', () => {
  it("lists the property's income and expenses by category", async () => {
    expect(await attachment('/admin/property_taxes.csv?selectedProperty=Elm&selectedTaxYear=2024', 'Elm-2024-property-taxes.csv')).toBe(
      csv(
        'Property,Property name,,Elm,,Elm',
        'Property,Tax year,,Elm,,2024',
        'Property,Address,,Elm,,Elm Road 7',
        'Income,Late Fees,,Elm,33.33,',
        'Income,Rent,,Elm,1240.00,',
        'Expenses,Legal and other professional fees,,Elm,12.34,',
        'Expenses,Repairs,,Elm,100.00,',
      ),
    );
  });

  it('has only the header and the facts for a year without activity', async () => {
    const text = await attachment('/admin/property_taxes.csv?selectedProperty=Lot&selectedTaxYear=2023', 'Lot-2023-property-taxes.csv');
    expect(text).toBe(csv('Property,Property name,,Lot,,Lot', 'Property,Tax year,,Lot,,2023', 'Property,Address,,Lot,,Lot Road 7'));
  });
});

const calls = ['/admin/llc_taxes', '/admin/llc_taxes.csv', '/admin/property_taxes', '/admin/property_taxes.csv'];
const llcQuery = (year: string) => `selectedLLC=Lakeside%20LLC&selectedTaxYear=${year}`;
const propertyQuery = (year: string) => `selectedProperty=Elm&selectedTaxYear=${year}`;
const withQuery = (path: string, year = '2024') => `${path}?${path.startsWith('/admin/llc') ? llcQuery(year) : propertyQuery(year)}`;

const expectError = async (path: string, token: string | undefined, status: number, message: string | RegExp) => {
  const answer = await tax.api.call('GET', path, { token });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  expect(answer.body.message).toMatch(message);
};

describe('who may call the tax calls', () => {
  it.each(calls)('%s: 401 without a token or with a bad one, 403 for an investor, 200 for an admin', async (path) => {
    await expectError(withQuery(path), undefined, 401, /./);
    await expectError(withQuery(path), 'not-a-token', 401, /./);
    await expectError(withQuery(path), investorToken, 403, 'This needs an administrator.');
    expect((await download(withQuery(path))).status).toBe(200);
  });
});

describe('bad and unknown parameters', () => {
  it.each(calls)('%s: 400 for a missing, empty or repeated parameter', async (path) => {
    const name = path.startsWith('/admin/llc') ? 'selectedLLC' : 'selectedProperty';
    const value = path.startsWith('/admin/llc') ? 'Lakeside%20LLC' : 'Elm';
    await expectError(`${path}?selectedTaxYear=2024`, tax.admin, 400, `${name}: Required`);
    await expectError(`${path}?${name}=${value}`, tax.admin, 400, 'selectedTaxYear: Required');
    await expectError(`${path}?${name}=${value}&selectedTaxYear=%20`, tax.admin, 400, 'selectedTaxYear: Required');
    await expectError(
      `${path}?${name}=${value}&selectedTaxYear=2024&selectedTaxYear=2023`,
      tax.admin,
      400,
      'selectedTaxYear: Expected one tax year',
    );
    await expectError(`${path}?${name}=${'x'.repeat(121)}&selectedTaxYear=2024`, tax.admin, 400, new RegExp(`^${name}:`));
  });

  it.each(calls)('%s: 404 for an unknown LLC or property', async (path) => {
    const [query, message] = path.startsWith('/admin/llc')
      ? ['selectedLLC=Nowhere%20LLC', 'No LLC named Nowhere LLC.']
      : ['selectedProperty=Atlantis', 'No property named Atlantis.'];
    await expectError(`${path}?${query}&selectedTaxYear=2024`, tax.admin, 404, message);
    await expectError(
      `${path}?${query}&selectedTaxYear=abc`,
      tax.admin,
      400,
      'selectedTaxYear: Expected a tax year written YYYY, such as 2024',
    );
  });

  it.each(calls)('%s: 404 for a well-formed year outside tax_years (2025 back to 2023 here), 400 for a malformed one', async (path) => {
    for (const year of ['2022', '2026', '1899', '2100']) {
      await expectError(
        withQuery(path, year),
        tax.admin,
        404,
        `No tax year ${year}: the tax years run from the earliest record to this year.`,
      );
    }
    for (const year of ['24', 'abc', '02024', '2024-01', 'twenty-24']) {
      await expectError(withQuery(path, year), tax.admin, 400, 'selectedTaxYear: Expected a tax year written YYYY, such as 2024');
    }
    expect((await download(withQuery(path, '%202023%20'))).status).toBe(200);
  });

  it('follows tax_years when the earliest record is deleted: its year is no longer a tax year', async () => {
    const api2 = await startTestServer({ today: taxToday });
    try {
      const token = await api2.loginAs(testAdmin.username, testAdmin.password);
      const ledger = ledgerFixture(api2, token);
      await ledger.llc('Solo LLC');
      const early = await ledger.post('/admin/record_llc_expense', { ...bodies.llcExpense('Solo LLC', 5), expense_date: '2021-03-01' });
      await ledger.post('/admin/record_llc_expense', { ...bodies.llcExpense('Solo LLC', 7), expense_date: '2024-03-01' });
      const solo2021 = '/admin/llc_taxes?selectedLLC=Solo%20LLC&selectedTaxYear=2021';
      expect((await api2.call('GET', solo2021, { token })).body).toMatchObject({
        llc_expenses: { Taxes: 5 },
        ordinary_business_income: -5,
      });
      await ledger.post('/admin/delete_llc_expense', { id: early.id, amount: 5, detail: 'Filing fee', date: '2021-03-01' });
      expect((await api2.call('GET', '/admin/get_admin_helpers', { token })).body.tax_years).toEqual(['2025', '2024']);
      expect((await api2.call('GET', solo2021, { token })).status).toBe(404);
    } finally {
      await api2.stop();
    }
  });
});
