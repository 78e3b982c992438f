import type { timeTravel } from '@portal/projections';

/**
 * The words of the statement: each line's label and footnote, in the plain words the investor's page
 * uses in "How is this computed?" (web/src/features/investor-summary/components/returns/ReturnsWorkings.tsx),
 * so the PDF and the screen explain a figure the same way. docs/statements.md says what each line holds.
 */

export const statementTitle = 'Capital Account Statement';

/** Each capital-account line as the statement prints it, and whether it takes from the account (shown in parentheses). */
export const lineLabels: Record<timeTravel.CapitalAccountLine, { readonly label: string; readonly deducted: boolean }> = {
  beginning: { label: 'Beginning balance (value)', deducted: false },
  contributions: { label: 'Contributions', deducted: false },
  'capital withdrawn': { label: 'Capital withdrawn', deducted: true },
  'capital written off': { label: 'Capital written off (land contract)', deducted: true },
  'allocated share': { label: 'Allocated share of net income', deducted: false },
  'management fee': { label: 'Management fee', deducted: true },
  'own expenses': { label: 'Own expenses', deducted: true },
  distributions: { label: 'Distributions', deducted: true },
  ending: { label: 'Ending balance (value)', deducted: false },
};

export const recordKindLabels: Record<timeTravel.StatementRecordKind, string> = {
  investment: 'Investment',
  'investment withdrawal': 'Investment withdrawal',
  distribution: 'Distribution',
};

const footnotes: readonly string[] = [
  'Value: your Active Investments and Cash Balance, as your investor page shows them that day. The beginning balance is the value on the day before the period; the ending balance the value on its last day.',
  "Allocated share: each month, a property's income less its shared expenses, split by each investor's capital in it at the month's last day. Net = Allocated − Fee − Own expenses, the income that is yours (Income History).",
  'Management fee: your fee level of a positive monthly allocation, per property; it is the firm’s and is not distributed. Own expenses: expenses recorded for you alone on a property.',
  'Cash Balance = Total Income − Distributed. Distributions are the cash paid out to you; capital withdrawn is investment taken back out of a property.',
  'IRR is the yearly rate r at which your dated flows (contributions, capital returned, distributions and the value on the last day) add up to zero, each amount × (1 + r)^(−days since the first ÷ 365).',
  'Equity Multiple (TVPI) = (distributed + capital returned + value) ÷ contributed. DPI = (distributed + capital returned) ÷ contributed.',
  'Year to date runs from January 1 of the year of the period’s end; since inception from your first record (beginning 0).',
  'A record counts in the period it is dated in, whatever month it is for. Income received ahead is split by the capital held when it is received; if capital changes before the month it is for, the next statement corrects the split in its allocated share.',
];

/** Said only on a statement whose account carries capital written off. */
const writeOffNote =
  'Capital written off: capital a land-contract sale will not bring back (a sale below the capital in the property, or what is left when the buyer pays off); no cash moves. Land-contract principal that returns your capital moves it from Active Investments to your Cash Balance and changes neither side of the account.';

/** The footnotes of a statement: the sum says every line it prints, and the write-off's note comes only with that line. */
export const footnotesOf = (lines: readonly timeTravel.CapitalAccountLine[]): readonly string[] => {
  const writtenOff = lines.includes('capital written off');
  const sum = `Amounts in parentheses reduce your account: beginning + contributions − capital withdrawn${
    writtenOff ? ' − capital written off' : ''
  } + allocated share − management fee − own expenses − distributions = ending.`;
  return [footnotes[0]!, sum, ...footnotes.slice(1), ...(writtenOff ? [writeOffNote] : [])];
};

/** Said in the performance box for a figure that is not meaningful. */
export const notMeaningful = 'not meaningful';
