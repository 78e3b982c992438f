import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { achEntries, entryHash, nachaFile, type AchPayment, type AchSettings } from './nacha';

/** An independent NACHA parser (a dev dependency without types): the shape of what it reads back. */
interface Parsed {
  file: {
    destination: string;
    origin: string;
    creationDate: string;
    creationTime: string;
    footer: {
      batchCount: number;
      blockCount: number;
      entryAndAddendaCount: number;
      entryHash: number;
      totalCredit: number;
      totalDebit: number;
    };
  };
  batches: {
    entryClassCode: string;
    serviceClassCode: number;
    effectiveDate: string;
    description: string;
    entries: {
      transactionCode: string;
      receivingDFIIdentification: number;
      checkDigit: number;
      dfiAccount: string;
      amount: number;
      traceNumber: number;
    }[];
    footer: { entryAndAddendaCount: number; totalCredit: number; entryHash: number };
  }[];
}
const parser = createRequire(import.meta.url)('@midlandsbank/node-nacha') as {
  from(input: { format: 'ach'; source: string }): { data: Parsed };
};

const settings: AchSettings = {
  odfiRouting: '021000021',
  companyName: 'Acme Capital Partners',
  companyId: '1234567890',
  destinationName: 'JPMorgan Chase',
  originName: 'Acme Capital LLC',
};

const payment = (index: number, entity = false): AchPayment => ({
  investorId: `0000000${index}-aaaa-4bbb-8ccc-123456789012`,
  routing: ['011000015', '026009593', '122105278', '111000025'][index % 4]!,
  account: String(10_000_000 + index * 7919),
  accountType: index % 3 === 0 ? 'savings' : 'checking',
  entity,
  name: `Investor Ñame ${index}`,
  amountCents: 1_00 + index * 12_345,
});

describe('the NACHA bank file', () => {
  const payments = [payment(1), payment(2, true), payment(3), payment(4), payment(5, true)];
  const entries = achEntries(settings, payments);
  const text = nachaFile(settings, { createdAt: '2024-12-15T10:20:30.000Z', effectiveDate: '2024-12-16', entries });
  const lines = text.split('\r\n').slice(0, -1);

  it('is 94-character records, ten to a block, padded with 9s', () => {
    for (const line of lines) expect(line).toHaveLength(94);
    expect(lines.length % 10).toBe(0);
    expect(lines.map((line) => line[0]).join('')).toBe('1' + '5666' + '8' + '5' + '66' + '8' + '9'.repeat(10));
    expect(lines.at(-1)).toBe('9'.repeat(94));
  });

  it('traces each entry by the ODFI’s first 8 digits and a sequence, PPD before CCD', () => {
    expect(entries.map((entry) => [entry.secCode, entry.traceNumber])).toEqual([
      ['PPD', '021000020000001'],
      ['PPD', '021000020000002'],
      ['PPD', '021000020000003'],
      ['CCD', '021000020000004'],
      ['CCD', '021000020000005'],
    ]);
  });

  it('hashes the 8-digit routings, counts and totals the entries, and parses back to the same payments', () => {
    const { file, batches } = parser.from({ format: 'ach', source: text }).data;
    const total = payments.reduce((sum, one) => sum + one.amountCents, 0);
    expect(file).toMatchObject({ destination: ' 021000021', origin: '1234567890', creationDate: '241215', creationTime: '1020' });
    expect(file.footer).toMatchObject({ batchCount: 2, blockCount: 2, entryAndAddendaCount: 5, totalCredit: total, totalDebit: 0 });
    const hash = payments.reduce((sum, one) => sum + Number(one.routing.slice(0, 8)), 0);
    expect(file.footer.entryHash).toBe(hash % 10_000_000_000);
    expect(entryHash(entries)).toBe(String(hash).padStart(10, '0'));
    expect(batches.map((batch) => [batch.entryClassCode, batch.serviceClassCode, batch.effectiveDate, batch.description])).toEqual([
      ['PPD', 220, '241216', 'DISTRIB'],
      ['CCD', 220, '241216', 'DISTRIB'],
    ]);
    const parsed = batches.flatMap((batch) => batch.entries);
    expect(
      parsed.map((entry) => [entry.dfiAccount, entry.amount, String(entry.receivingDFIIdentification).padStart(8, '0') + entry.checkDigit]),
    ).toEqual(entries.map((entry) => [entry.account, entry.amountCents, entry.routing]));
    expect(parsed.map((entry) => entry.transactionCode)).toEqual(entries.map((entry) => (entry.accountType === 'checking' ? '22' : '32')));
    for (const batch of batches) expect(batch.footer.totalCredit).toBe(batch.entries.reduce((sum, entry) => sum + entry.amount, 0));
  });

  it('is the same bytes for the same run', () => {
    expect(
      nachaFile(settings, { createdAt: '2024-12-15T10:20:30.000Z', effectiveDate: '2024-12-16', entries: achEntries(settings, payments) }),
    ).toBe(text);
  });
});
