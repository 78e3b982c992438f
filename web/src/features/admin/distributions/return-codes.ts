import type { RunLine } from './api/distribution-calls';

/** The ACH return codes a bank gives back on a credit, in the words of the NACHA rules (docs/distributions.md). */
export const RETURN_CODES: Readonly<Record<string, string>> = {
  R01: 'Insufficient funds',
  R02: 'Account closed',
  R03: 'No account / unable to locate account',
  R04: 'Invalid account number',
  R06: 'Returned per ODFI request',
  R08: 'Payment stopped',
  R09: 'Uncollected funds',
  R14: 'Representative payee deceased',
  R15: 'Beneficiary or account holder deceased',
  R16: 'Account frozen',
  R17: 'File record edit criteria',
  R20: 'Non-transaction account',
  R23: 'Credit entry refused by receiver',
  R29: 'Corporate customer advises not authorized',
};

export const returnCodeText = (code: string): string => (RETURN_CODES[code] ? `${code} ${RETURN_CODES[code]}` : code);

/** A paid line's outcome at the bank, in words; nothing for a draft's line or a skipped one. */
export function paymentStatusText(line: Pick<RunLine, 'payment_status' | 'return_code'>): string {
  switch (line.payment_status) {
    case 'sent':
      return 'Sent';
    case 'settled':
      return 'Settled';
    case 'returned':
      return line.return_code === null ? 'Returned' : `Returned: ${returnCodeText(line.return_code)}`;
    default:
      return '';
  }
}
