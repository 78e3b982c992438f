import { figures } from '@portal/projections';
import type { CsvRow } from '../reports/tax-csv';
import type { ContractBooks, GovernedContract } from './reads';

/**
 * GET /admin/land_contract_statement.csv: the buyer's year-end statement and the Form 1098 inputs of
 * one contract and year (docs/land-contracts.md, Reading a contract), in the tax CSVs' format. The
 * figures are those of the receipts dated in the year, serviced as the contract's history shows them.
 */

/** Who the statement is from and about, as the property's and its LLC's records and the opened buyer give them. */
export interface StatementParties {
  readonly propertyName: string;
  readonly propertyAddress: string;
  readonly llcName: string;
  readonly llcAddress: string;
  readonly buyerName: string;
  readonly buyerAddress: string;
}

/** A 1098 is due from $600.00 of mortgage interest received from one individual in the year. */
const form1098ThresholdCents = 60_000;

/** The last day of a span that has none yet: an open contract's span meets every later year. */
const openEnded = '9999-12-31';

/**
 * The contract whose span (contract date to its end: payoff or close) meets the year: the one named,
 * else the latest; null when none does. `books` are serviced through the year's last day.
 */
export const statementContract = (books: ContractBooks, year: string, contractId: string | undefined): GovernedContract | null => {
  const meets = books.contracts.filter((contract) => {
    const end = books.serviced.get(contract.terms.contractId)?.end?.date ?? openEnded;
    return contract.terms.contractDate <= `${year}-12-31` && end >= `${year}-01-01`;
  });
  return (contractId === undefined ? meets.at(-1) : meets.find((contract) => contract.terms.contractId === contractId)) ?? null;
};

const sum = <T>(rows: readonly T[], part: (row: T) => number) => rows.reduce((total, row) => total + part(row), 0);

/** The rows of the statement of `contract` for `year`, in the order the preparer reads them. */
export const statementRows = (books: ContractBooks, contract: GovernedContract, year: string, parties: StatementParties): CsvRow[] => {
  const { terms } = contract;
  const servicing = books.serviced.get(terms.contractId);
  if (servicing === undefined) throw new Error(`Land contract ${terms.contractId} was not serviced through ${year}`);
  const history = figures.landContractHistory(servicing, books.recovery);
  const inYear = history.filter((row) => row.date.startsWith(`${year}-`));
  const payments = inYear.filter((row) => row.kind === 'payment');
  const before = history.filter((row) => row.date < `${year}-01-01`);
  // Box 2: the principal outstanding as the year began; in the year of the sale, the principal it started at.
  const balanceJanuary1 =
    terms.contractDate >= `${year}-01-01`
      ? figures.principalAtStart(terms)
      : (before.at(-1)?.balanceCents ?? figures.principalAtStart(terms));
  const interestCents = sum(payments, (row) => row.interestPaidCents);
  const lateFeesCents = sum(payments, (row) => row.lateFeesPaidCents);
  // A late charge that is not for a specific service is mortgage interest.
  const box1Cents = interestCents + lateFeesCents;
  const writtenOffCents = sum(
    books.recovery.reductions.filter(
      (reduction) => reduction.contractId === terms.contractId && reduction.kind === 'written_off' && reduction.date.startsWith(`${year}-`),
    ),
    (reduction) => reduction.amountCents,
  );
  const state = figures.landContractStatus(contract, `${year}-12-31`).state;

  const row = (section: string, item: string, value: Pick<CsvRow, 'amountCents' | 'detail'>): CsvRow => ({
    section,
    item,
    property: parties.propertyName,
    ...value,
  });
  const contractRows = [
    row('Contract', 'Buyer name', { detail: parties.buyerName }),
    row('Contract', 'Buyer address', { detail: parties.buyerAddress }),
    row('Contract', 'Recipient (LLC) name', { detail: parties.llcName }),
    row('Contract', 'Recipient address', { detail: parties.llcAddress }),
    row('Contract', 'Contract id', { detail: terms.contractId }),
    row('Contract', 'Contract date', { detail: terms.contractDate }),
    row('Contract', 'Tax year', { detail: year }),
    row('Contract', 'Sale price', { amountCents: terms.salePriceCents }),
    row('Contract', 'Down payment', { amountCents: terms.downPaymentCents }),
    row('Contract', 'Annual rate', { detail: `${Math.trunc(terms.rateMilli / 1000)}.${String(terms.rateMilli % 1000).padStart(3, '0')}` }),
    row('Contract', 'Day count', { detail: terms.dayCount }),
  ];
  const form1098 = [
    row('Form 1098', 'Box 1 Mortgage interest received from payer(s)/borrower(s)', { amountCents: box1Cents }),
    row('Form 1098', 'Box 2 Outstanding mortgage principal', { amountCents: balanceJanuary1 }),
    row('Form 1098', 'Box 3 Mortgage origination date', { detail: contract.record.originationDate }),
    row('Form 1098', 'Box 4 Refund of overpaid interest', { amountCents: 0 }),
    row('Form 1098', 'Box 5 Mortgage insurance premiums', { amountCents: 0 }),
    row('Form 1098', 'Box 6 Points paid on purchase of principal residence', { amountCents: 0 }),
    row('Form 1098', 'Box 8 Address of property securing mortgage', { detail: parties.propertyAddress }),
    row('Form 1098', 'Box 9 Number of properties securing the mortgage', { detail: '1' }),
    row('Form 1098', 'Box 11 Mortgage acquisition date', { detail: '' }),
    // The ledger keeps no taxpayer identification number: the preparer fills them in.
    row('Form 1098', 'Payer TIN', { detail: '' }),
    row('Form 1098', 'Recipient TIN', { detail: '' }),
    row('Form 1098', 'Box 1 is 600.00 or more', { detail: box1Cents >= form1098ThresholdCents ? 'yes' : 'no' }),
  ];
  const yearRows = [
    row('Year', 'Interest received', { amountCents: interestCents }),
    row('Year', 'Late fees received', { amountCents: lateFeesCents }),
    row('Year', 'Principal received', { amountCents: sum(inYear, (r) => r.principalPaidCents) }),
    row('Year', 'Capital returned', { amountCents: sum(inYear, (r) => r.capitalReturnedCents) }),
    row('Year', 'Gain', { amountCents: sum(inYear, (r) => r.gainCents) }),
    row('Year', 'Capital written off', { amountCents: writtenOffCents }),
    row('Year', 'Balance on January 1', { amountCents: balanceJanuary1 }),
    row('Year', 'Balance on December 31', { amountCents: servicing.balanceCents }),
    row('Year', 'Payments received', { detail: String(payments.length) }),
    row('Year', 'State on December 31', { detail: state }),
  ];
  const paymentRows = payments.flatMap((payment) => [
    row('Payments', 'Payment', { amountCents: payment.amountCents, detail: payment.date }),
    row('Payments', 'Late fees paid', { amountCents: payment.lateFeesPaidCents, detail: payment.date }),
    row('Payments', 'Interest paid', { amountCents: payment.interestPaidCents, detail: payment.date }),
    row('Payments', 'Principal paid', { amountCents: payment.principalPaidCents, detail: payment.date }),
    row('Payments', 'Balance after', { amountCents: payment.balanceCents, detail: payment.date }),
  ]);
  return [...contractRows, ...form1098, ...yearRows, ...paymentRows];
};
