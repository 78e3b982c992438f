import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import PDFDocument from 'pdfkit';
import { timeTravel } from '@portal/projections';
import { renderStatementPdf } from '@portal/ledger-service';
import { benchInvestors, ledgerLog } from '@portal/ledger-service/testing';
import { row, type BenchRow } from './results';

/**
 * Statements rendered one after another in this process (docs/statements.md): every bench investor's
 * capital account for each quarter of 2022 over a realistic ledger (ledger-log.ts, 2,000 records a
 * month from 2021), figures computed first, so the rate is the PDF's alone. The anchor is the PDF
 * writer's floor: pdfkit writing a one-page document of one line in a standard font. The target (20 a
 * second) lets a firm of 1,000 investors issue its quarter in under a minute.
 */

const quarters = [
  ['2022-01-01', '2022-03-31'],
  ['2022-04-01', '2022-06-30'],
  ['2022-07-01', '2022-09-30'],
  ['2022-10-01', '2022-12-31'],
] as const;

const floorPdf = () =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica').fontSize(12).text('Capital Account Statement');
    doc.end();
  });

/** Runs `render` `count` times; resolves to how many a second. */
const perSecond = async (count: number, render: (i: number) => Promise<unknown>) => {
  const started = performance.now();
  for (let i = 0; i < count; i++) await render(i);
  return count / ((performance.now() - started) / 1000);
};

/**
 * The collector, whether or not node was started with --expose-gc (npm run bench is not): without a
 * collection before each reading, the heap's growth is garbage not yet collected, not memory kept.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const heapMb = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

export const measureStatements = async (count: number): Promise<BenchRow[]> => {
  const reports = timeTravel.reportsAsOfLedger(timeTravel.ledgerOfEvents(ledgerLog(60_000, 2_000)));
  const statements = quarters.flatMap(([from, through]) =>
    benchInvestors.map((investorId) => ({
      brandTitle: 'Bench Capital',
      investorName: investorId,
      knownOn: '2023-01-15T17:00:00Z',
      figures: timeTravel.statementFigures(reports, { investorId, from, through }),
    })),
  );
  // Warm both paths (fonts parsed, code compiled) before timing.
  await floorPdf();
  let largest = (await renderStatementPdf(statements[0]!)).length;

  const anchor = { name: 'pdfkit, a one-line page in a standard font', value: await perSecond(Math.max(count, 20), () => floorPdf()) };
  const quarterWay = Math.floor(count / 4);
  let heapAtQuarter = heapMb();
  const rate = await perSecond(count, async (i) => {
    const pdf = await renderStatementPdf(statements[i % statements.length]!);
    largest = Math.max(largest, pdf.length);
    if (i === quarterWay) heapAtQuarter = heapMb();
  });
  const heapGrowth = heapMb() - heapAtQuarter;
  console.info(
    `  statements: ${rate.toFixed(1)}/s, largest ${(largest / 1024).toFixed(1)} KB, heap ${heapGrowth.toFixed(1)} MB after the first quarter`,
  );
  return [
    row(`statements: rendered per second, one process (${count.toLocaleString('en-US')})`, rate, '/s', { anchor, target: { atLeast: 20 } }),
    row('statements: the largest PDF', largest / 1024, 'KB', { target: { atMost: 150 } }),
    row('statements: heap growth from a quarter of the run to its end', heapGrowth, 'MB', { target: { atMost: 5 } }),
  ];
};
