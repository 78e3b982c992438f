import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readBackPdf as readBack } from '../../testing/pdf-read-back';
import { exampleStatement, writeOffStatement } from '../../testing/statement-example';
import { renderStatementPdf, statementCsv } from '.';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the statement PDF', () => {
  it('holds the figures as text a reader extracts, and the same figures as its embedded statement.csv', async () => {
    const input = exampleStatement();
    const { pages, info, xmp, attachments } = await readBack(await renderStatementPdf(input));
    const text = pages.join('\n');
    for (const words of [
      'Oak & Co <Investors>',
      'Capital Account Statement',
      'Ann Émile O’Neil',
      'Period: January 1, 2024 to March 31, 2024',
      'As known on 2025-01-15 22:00:00 UTC',
      'Ending balance (value)',
      '$65,509.99', // 60,000.00 + 5,000.00 + 899.99 − 90.00 − 300.00
      '($90.00)',
      'Oak & Ash, Unit <2>',
      'How is this computed?',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Preview');
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);

    expect([...attachments.keys()]).toEqual(['statement.csv']);
    const csv = attachments.get('statement.csv');
    expect(csv).toBe(statementCsv(input.figures));
    expect(csv?.split('\r\n')).toEqual([
      'line,period,year_to_date,since_inception',
      'beginning,0.00,0.00,0.00',
      'contributions,65000.00,65000.00,65000.00',
      'capital withdrawn,0.00,0.00,0.00',
      'allocated share,899.99,899.99,899.99',
      'management fee,90.00,90.00,90.00',
      'own expenses,0.00,0.00,0.00',
      'distributions,300.00,300.00,300.00',
      'ending,65509.99,65509.99,65509.99',
      '',
      'property,invested,allocated_share,management_fee,own_expenses,net_income',
      'Elm,60000.00,899.99,90.00,0.00,809.99',
      '"Oak & Ash, Unit <2>",5000.00,0.00,0.00,0.00,0.00',
      '',
    ]);

    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(xmp).toContain('<xmp:CreateDate>2025-01-15T22:00:00Z</xmp:CreateDate>');
    expect(xmp).toContain('<xmp:ModifyDate>2025-01-15T22:00:00Z</xmp:ModifyDate>');
    expect(info).toMatchObject({ PDFFormatVersion: '1.7', CreationDate: 'D:20250115220000Z', ModDate: 'D:20250115220000Z' });
  });

  it('prints capital a land contract wrote off on its own line, in the PDF and its statement.csv, and says what it is', async () => {
    const input = writeOffStatement();
    const { pages, attachments } = await readBack(await renderStatementPdf(input));
    const shown = ['Capital written off (land contract)', '($5,000.00)', '$25,000.00', 'Capital written off: capital a land-contract sale'];
    expect(shown.filter((words) => !pages.join('\n').includes(words))).toEqual([]);
    expect(attachments.get('statement.csv')?.split('\r\n').slice(0, 10)).toEqual([
      'line,period,year_to_date,since_inception',
      'beginning,30000.00,0.00,0.00',
      'contributions,0.00,30000.00,30000.00',
      'capital withdrawn,0.00,0.00,0.00',
      'capital written off,5000.00,5000.00,5000.00',
      'allocated share,0.00,0.00,0.00',
      'management fee,0.00,0.00,0.00',
      'own expenses,0.00,0.00,0.00',
      'distributions,0.00,0.00,0.00',
      'ending,25000.00,25000.00,25000.00',
    ]);
  });

  it('marks every page "Preview" when asked, numbers the pages and stays small', async () => {
    const pdf = await renderStatementPdf(exampleStatement(150, true));
    const { pages } = await readBack(pdf);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page).toContain('Preview');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages.join('\n')).toMatch(/03\/10\/2024 +Distribution +\$2\.49 +Quarterly distribution/); // the last of them
    expect(pdf.length).toBeLessThan(150 * 1024);
  });

  it('renders the same bytes every time, in this process and in another', async () => {
    const input = exampleStatement(40);
    const first = await renderStatementPdf(input);
    const second = await renderStatementPdf(exampleStatement(40));
    expect(second.equals(first)).toBe(true);
    const script = fileURLToPath(new URL('../../testing/render-statement-example.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
    expect(stdout).toBe(sha256(first));
    // Another instant, another brand or another name is another document (and another document ID).
    const later = await renderStatementPdf({ ...input, knownOn: '2025-01-16T00:00:00Z' });
    expect(sha256(later)).not.toBe(sha256(first));
    const trailerId = (pdf: Buffer) => /\/ID \[<([0-9a-f]+)>/.exec(pdf.toString('latin1'))?.[1];
    expect(trailerId(later)).not.toBe(trailerId(first));
  });
});
