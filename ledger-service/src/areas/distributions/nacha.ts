/**
 * The run's bank file in the NACHA format (docs/distributions.md, The bank file): 94-character
 * records, a file header, one batch of credits per SEC code (PPD for people, CCD for companies), the
 * batch and file controls, and lines of 9s to a multiple of ten lines. Pure: the same run and
 * settings always give the same bytes.
 */

export interface AchSettings {
  /** The firm's bank (the ODFI), 9 digits: the file's immediate destination and the trace numbers' first 8. */
  odfiRouting: string;
  companyName: string;
  /** The company id the bank gave the firm (10 characters): the file's immediate origin. */
  companyId: string;
  destinationName: string;
  originName: string;
}

export interface AchPayment {
  investorId: string;
  routing: string;
  account: string;
  accountType: 'checking' | 'savings';
  /** A company's account (CCD) rather than a person's (PPD). */
  entity: boolean;
  /** The name on the account. */
  name: string;
  amountCents: number;
}

export interface AchEntry extends AchPayment {
  secCode: 'PPD' | 'CCD';
  traceNumber: string;
}

export interface AchFile {
  /** When the run was confirmed (ISO 8601): the file's creation date and time, in UTC. */
  createdAt: string;
  /** The effective entry date, `YYYY-MM-DD` (a banking day). */
  effectiveDate: string;
  entries: readonly AchEntry[];
}

const secCodes = ['PPD', 'CCD'] as const;

/** The entries in file order (the PPD batch, then the CCD one), each with its trace number. */
export const achEntries = (settings: AchSettings, payments: readonly AchPayment[]): AchEntry[] =>
  secCodes
    .flatMap((secCode) =>
      payments.filter((payment) => (payment.entity ? 'CCD' : 'PPD') === secCode).map((payment) => ({ ...payment, secCode })),
    )
    .map((entry, index) => ({ ...entry, traceNumber: `${settings.odfiRouting.slice(0, 8)}${String(index + 1).padStart(7, '0')}` }));

/** Text in a field: upper case, printable ASCII only, cut or padded with spaces on the right. */
const alpha = (value: string, width: number) =>
  value
    .toUpperCase()
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, width)
    .padEnd(width, ' ');
/** A number in a field: padded with zeros on the left (the rightmost digits kept when longer). */
const numeric = (value: number | bigint | string, width: number) => String(value).padStart(width, '0').slice(-width);

const yymmdd = (date: string) => date.slice(2, 4) + date.slice(5, 7) + date.slice(8, 10);

/** The sum of the entries' 8-digit RDFI routings, its rightmost 10 digits. */
export const entryHash = (entries: readonly AchEntry[]) =>
  numeric(
    entries.reduce((sum, entry) => sum + BigInt(entry.routing.slice(0, 8)), 0n),
    10,
  );

const sumCents = (entries: readonly AchEntry[]) => entries.reduce((sum, entry) => sum + entry.amountCents, 0);

const batchLines = (settings: AchSettings, file: AchFile, secCode: 'PPD' | 'CCD', entries: readonly AchEntry[], batchNumber: number) => {
  const odfi = settings.odfiRouting.slice(0, 8);
  const batch = numeric(batchNumber, 7);
  const companyId = alpha(settings.companyId, 10);
  const header =
    '5220' +
    alpha(settings.companyName, 16) +
    alpha('', 20) +
    companyId +
    secCode +
    alpha('DISTRIB', 10) +
    alpha('', 6) +
    yymmdd(file.effectiveDate) +
    alpha('', 3) +
    '1' +
    odfi +
    batch;
  const details = entries.map(
    (entry) =>
      '6' +
      (entry.accountType === 'checking' ? '22' : '32') +
      entry.routing +
      alpha(entry.account, 17) +
      numeric(entry.amountCents, 10) +
      alpha(entry.investorId.replace(/-/g, ''), 15) +
      alpha(entry.name, 22) +
      alpha('', 2) +
      '0' +
      entry.traceNumber,
  );
  const control =
    '8220' +
    numeric(entries.length, 6) +
    entryHash(entries) +
    numeric(0, 12) +
    numeric(sumCents(entries), 12) +
    companyId +
    alpha('', 19) +
    alpha('', 6) +
    odfi +
    batch;
  return [header, ...details, control];
};

/** The whole file, lines joined by CRLF, as banks take it. */
export const nachaFile = (settings: AchSettings, file: AchFile): string => {
  const created = file.createdAt;
  const header =
    '101' +
    ` ${settings.odfiRouting}` +
    alpha(settings.companyId, 10).trimEnd().padStart(10, ' ') +
    yymmdd(created.slice(0, 10)) +
    created.slice(11, 13) +
    created.slice(14, 16) +
    'A094101' +
    alpha(settings.destinationName, 23) +
    alpha(settings.originName, 23) +
    alpha('', 8);
  const batches = secCodes
    .map((secCode) => file.entries.filter((entry) => entry.secCode === secCode))
    .filter((entries) => entries.length > 0);
  const batchRecords = batches.flatMap((entries, index) => batchLines(settings, file, entries[0]!.secCode, entries, index + 1));
  const lineCount = 1 + batchRecords.length + 1;
  const blocks = Math.ceil(lineCount / 10);
  const control =
    '9' +
    numeric(batches.length, 6) +
    numeric(blocks, 6) +
    numeric(file.entries.length, 8) +
    entryHash(file.entries) +
    numeric(0, 12) +
    numeric(sumCents(file.entries), 12) +
    alpha('', 39);
  const padding = Array.from({ length: blocks * 10 - lineCount }, () => '9'.repeat(94));
  return [header, ...batchRecords, control, ...padding].join('\r\n') + '\r\n';
};
