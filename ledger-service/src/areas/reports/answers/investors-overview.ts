import type { CallResponse, getInvestorsOverview } from '@portal/contracts/api';
import { figures } from '@portal/projections';
import { stringify } from 'csv-stringify/sync';
import { formatCents, neutraliseFormula } from '../tax-csv';
import { centsToDollars, type InvestorNamer } from './ledger';

/** One investor's figures of the Investors table, in cents: their summary's and their returns' as of the same day. */
export interface InvestorFigures {
  summary: figures.InvestorSummary;
  returns: figures.InvestorReturns;
}

/** Who has a portal user, and when each investor last signed in, by investor id. */
export interface InvestorAccounts {
  /** The investors who have a portal user: whether it signs in with a second factor. */
  twoFactor: ReadonlyMap<string, boolean>;
  /** Their latest sign-in (an ISO moment), or null for never. */
  lastLogins: ReadonlyMap<string, string | null>;
}

/**
 * Each investor's line, in name order, in cents. The figures are those of the investor's own
 * summary and returns, so the table and their page always agree.
 */
const overviewLines = (investors: readonly InvestorFigures[], accounts: InvestorAccounts, nameOf: InvestorNamer) =>
  investors
    .map(({ summary, returns }) => {
      const twoFactor = accounts.twoFactor.get(summary.investorId);
      return {
        name: nameOf(summary.investorId),
        investedCents: summary.totalInvestmentsCents,
        navCents: returns.navCents,
        cashBalanceCents: summary.cashBalanceCents,
        xirrPercent: returns.xirrPercent,
        lastDistribution: summary.distributionsPerMonth.at(-1) ?? null,
        registered: twoFactor !== undefined,
        twoFactorEnabled: twoFactor ?? false,
        lastLogin: accounts.lastLogins.get(summary.investorId) ?? null,
      };
    })
    .sort((a, b) => figures.compareCodeUnits(a.name, b.name));

/** GET /admin/investors_overview: each investor's line as of `asOf`, in dollars. */
export const investorsOverviewToWire = (
  asOf: string,
  investors: readonly InvestorFigures[],
  accounts: InvestorAccounts,
  nameOf: InvestorNamer,
): CallResponse<typeof getInvestorsOverview> => ({
  as_of: asOf,
  investors: overviewLines(investors, accounts, nameOf).map((line) => ({
    investor_name: line.name,
    total_investments: centsToDollars(line.investedCents),
    nav: centsToDollars(line.navCents),
    cash_balance: centsToDollars(line.cashBalanceCents),
    xirr: line.xirrPercent,
    last_distribution: line.lastDistribution && {
      date: line.lastDistribution.date,
      amount: centsToDollars(line.lastDistribution.amountCents),
    },
    registered: line.registered,
    two_factor_enabled: line.twoFactorEnabled,
    last_login: line.lastLogin,
  })),
});

/**
 * GET /admin/investors_overview.csv: the JSON's columns, one investor a line, the last distribution
 * in two (date, amount); amounts in dollars, the IRR with two decimals, yes and no as `true` and
 * `false`, an empty cell where there is nothing.
 */
export const investorsOverviewCsv = (investors: readonly InvestorFigures[], accounts: InvestorAccounts, nameOf: InvestorNamer): string =>
  stringify(
    overviewLines(investors, accounts, nameOf).map((line) => [
      neutraliseFormula(line.name),
      line.investedCents,
      line.navCents,
      line.cashBalanceCents,
      // A percent with 2 decimals as hundredths, so it is written as amounts are.
      line.xirrPercent === null ? '' : Math.round(line.xirrPercent * 100),
      line.lastDistribution?.date ?? '',
      line.lastDistribution?.amountCents ?? '',
      String(line.registered),
      String(line.twoFactorEnabled),
      line.lastLogin ?? '',
    ]),
    {
      header: true,
      columns: [
        'investor_name',
        'total_investments',
        'nav',
        'cash_balance',
        'xirr',
        'last_distribution_date',
        'last_distribution_amount',
        'registered',
        'two_factor_enabled',
        'last_login',
      ],
      cast: { number: formatCents },
      escape_formulas: true,
      record_delimiter: 'windows',
    },
  );
