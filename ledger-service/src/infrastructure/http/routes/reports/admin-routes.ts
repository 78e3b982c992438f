import {
  getAdminHelpers,
  getAdminSummary,
  getInvestorsOverview,
  getInvestorsOverviewCsv,
  getLlcTransactions,
  getMaxCashWithdrawal,
  getMaxDepositWithdrawal,
  getMaxInvestmentWithdrawal,
  getPropertyDetails,
  getPropertyNotes,
  getPropertyTransactions,
} from '@portal/contracts/api';
import { apiRouter, SerialisedJson } from '../../api-router';
import { createAnswerCache, jsonCacheLimits } from '../../../../shared/answer-cache';
import { notFound } from '../../../../shared/errors';
import {
  adminHelpersToWire,
  adminSummaryToWire,
  limitToWire,
  llcTransactionsToWire,
  propertyDetailsToWire,
  withBuyersNamed,
  propertyTransactionsToWire,
} from '../../../../areas/reports/answers/ledger';
import {
  investorsOverviewCsv,
  investorsOverviewToWire,
  type InvestorAccounts,
  type InvestorFigures,
} from '../../../../areas/reports/answers/investors-overview';
import type { ReportRouteDeps } from './deps';
import { isCurrentView, reportTimeOf } from './report-time';

const found = <T>(value: T | null, what: string): T => {
  if (value === null) throw notFound(`No ${what}.`);
  return value;
};

/** The back office's reads: helper lists, totals, the Investors table, property and LLC transactions, withdrawal limits. */
export const adminReportRoutes = (deps: ReportRouteDeps) => {
  const { router, add } = apiRouter(deps.api);
  const today = () => deps.clock.today();

  /** The investor a name names (404 for none): the reads take ids. */
  const investorNamed = async (name: string) => {
    const investor = (await deps.people.current()).investorNamed(name);
    if (investor === undefined) throw notFound(`No investor named ${name}.`);
    return investor;
  };
  const namer = async () => {
    const people = await deps.people.current();
    return (investorId: string) => people.investorName(investorId);
  };

  add(getAdminHelpers, async () => {
    const [lists, portalUsers] = await Promise.all([deps.ledger.nameLists(today()), deps.users.investorsWithPortalUser()]);
    return adminHelpersToWire(lists, portalUsers, await namer());
  });

  // Today's totals and each property's details, serialised once and kept per day until the ledger
  // read model moves, or (for the details, which name investors) the investors one (docs/architecture.md, Reads at speed).
  const ledgerVersion = () => deps.readModelVersion('ledger');
  const ledgerAndNamesVersion = async () => `${await ledgerVersion()}/${await deps.readModelVersion('investors')}`;
  const summaries = createAnswerCache<SerialisedJson>(ledgerVersion, 10, 'admin summary');
  // A property's details grow with its records (docs/bench.md, Kept answers), and the oldest kept
  // answer goes first: properties asked in turn beyond the limit would each be computed every time.
  const details = createAnswerCache<SerialisedJson | null>(
    ledgerAndNamesVersion,
    jsonCacheLimits((json) => json?.bytes.length ?? 0, 128),
    'property details',
  );

  add(getAdminSummary, async ({ query }, ctx) => {
    const time = reportTimeOf(ctx, query, today());
    if (!isCurrentView(time)) return adminSummaryToWire((await deps.timeTravel.reports(time, today())).adminSummary(), time);
    const day = today();
    return summaries(day, async () => SerialisedJson.of(adminSummaryToWire(await deps.ledger.adminSummary(day), time)));
  });

  // Every investor's summary and returns, computed once a day until the ledger read model moves; who
  // has a portal user and signed in when is read each time (a sign-in does not move the ledger).
  const overviews = createAnswerCache<InvestorFigures[]>(ledgerVersion, 10, 'investors overview');
  const investorFigures = (day: string) =>
    overviews(day, async () => {
      const all = await Promise.all(
        (await deps.ledger.firmReturns(day)).map(async (returns) => {
          const summary = await deps.ledger.investorSummary(returns.investorId, day);
          return summary && { summary, returns };
        }),
      );
      return all.filter((figures) => figures !== null);
    });

  const investorAccounts = async (): Promise<InvestorAccounts> => {
    const [portalUsers, logins] = await Promise.all([deps.users.investorPortalUsers(), deps.users.loginSummary()]);
    return {
      twoFactor: new Map(portalUsers.map((user) => [user.investor_id, user.totp_enabled])),
      lastLogins: new Map(logins.map((login) => [login.investor_id, login.last_login])),
    };
  };
  const overview = async () => {
    const day = today();
    const [investors, accounts, nameOf] = await Promise.all([investorFigures(day), investorAccounts(), namer()]);
    return { day, investors, accounts, nameOf };
  };

  add(getInvestorsOverview, async () => {
    const { day, investors, accounts, nameOf } = await overview();
    return investorsOverviewToWire(day, investors, accounts, nameOf);
  });
  add(getInvestorsOverviewCsv, async (_, ctx) => {
    const { day, investors, accounts, nameOf } = await overview();
    ctx.attachment(`investors-${day}.csv`);
    ctx.set('Cache-Control', 'no-store');
    return investorsOverviewCsv(investors, accounts, nameOf);
  });

  add(getPropertyDetails, async ({ query }, ctx) => {
    const time = reportTimeOf(ctx, query, today());
    // As written, for today's read model and another time's reports alike (`elm` reads Elm).
    const name = await deps.ledger.storedName('property', query.selectedProperty);
    if (!isCurrentView(time)) {
      const answer = (await deps.timeTravel.reports(time, today())).propertyDetails(name);
      const named = await withBuyersNamed(found(answer, `property named ${name}`), deps.personalData.revealInTexts);
      return propertyDetailsToWire(named, time, await namer());
    }
    const day = today();
    // Names cannot hold a line break (contracts/src/names.ts): the key is unambiguous.
    const answer = await details(`${day}\n${name}`, async () => {
      const figures = await deps.ledger.propertyDetails(name, day);
      const named = figures && (await withBuyersNamed(figures, deps.personalData.revealInTexts));
      return named && SerialisedJson.of(propertyDetailsToWire(named, time, await namer()));
    });
    return found(answer, `property named ${name}`);
  });

  add(getPropertyTransactions, async ({ query: { selectedProperty: name } }) =>
    propertyTransactionsToWire(found(await deps.ledger.propertyTransactions(name), `property named ${name}`)),
  );

  add(getLlcTransactions, async ({ query: { selectedLLC: name } }) =>
    llcTransactionsToWire(found(await deps.ledger.llcTransactions(name), `LLC named ${name}`)),
  );

  add(getPropertyNotes, async ({ query: { property_name: name } }) => ({
    notes: found(await deps.ledger.propertyNotes(name), `property named ${name}`),
  }));

  add(getMaxCashWithdrawal, async ({ query: { investor_name: name } }) => {
    const investor = await investorNamed(name);
    const summary = found(await deps.ledger.investorSummary(investor.id, today()), `investor named ${name}`);
    return { max_cash_withdrawal: limitToWire(summary.maxCashWithdrawalCents) };
  });

  add(getMaxInvestmentWithdrawal, async ({ query }) => {
    const investor = await investorNamed(query.investor_name);
    const answer = found(
      await deps.ledger.investorProperty(investor.id, query.property_name, today()),
      `property named ${query.property_name}`,
    );
    return { max_investment_withdrawal: limitToWire(answer.figures.totalInvestmentsCents) };
  });

  add(getMaxDepositWithdrawal, async ({ query: { property_name: name } }) => ({
    max_deposit_withdrawal: limitToWire(found(await deps.ledger.depositsHeldCents(name), `property named ${name}`)),
  }));

  return router;
};
