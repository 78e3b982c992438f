import { getLlcTaxes, getLlcTaxesCsv, getPropertyTaxes, getPropertyTaxesCsv, type CallQuery, type ReportTime } from '@portal/contracts/api';
import { apiRouter } from '../../api-router';
import type { AppContext } from '../../context';
import { notFound } from '../../../../shared/errors';
import { llcTaxesToWire, propertyTaxesToWire, withBuyersNamed, withMembersNamed } from '../../../../areas/reports/answers/taxes';
import type { ReportRouteDeps } from './deps';
import { isCurrentView, reportTimeOf } from './report-time';
import { llcTaxesCsvRows, propertyTaxesCsvRows, toCsv } from '../../../../areas/reports/tax-csv';

/** The tax reports: as JSON for the admin screen and as CSV downloads for the firm's accountant. */

const unknownYear = (year: string) => notFound(`No tax year ${year}: the tax years run from the earliest record to this year.`);

/**
 * Sends CSV text as a download named `fileName`. koa's attachment quotes the name; a name beyond
 * printable ASCII goes in the UTF-8 `filename*` form, with an ASCII `filename` for older clients
 * (raw Latin-1 header bytes would reach most clients garbled).
 */
export const sendCsv = (ctx: AppContext, fileName: string, csv: string) => {
  ctx.attachment(fileName, { fallback: fileName.replace(/[^\x20-\x7e]/g, '_') });
  ctx.set('Cache-Control', 'no-store');
  return csv;
};

export const taxReportRoutes = (deps: ReportRouteDeps) => {
  const { router, add } = apiRouter(deps.api);
  const today = () => deps.clock.today();

  /** The reports of the view asked for: the read model's for today, else a replay (docs/time-travel.md). */
  const readsOf = async (time: ReportTime) => {
    if (!isCurrentView(time)) return deps.timeTravel.reports(time, today());
    return {
      taxYears: () => deps.ledger.taxYears(today()),
      llcTaxes: (name: string, year: string) => deps.ledger.llcTaxes(name, year),
      propertyTaxes: (name: string, year: string) => deps.ledger.propertyTaxes(name, year),
    };
  };

  /** The tax summary of an LLC or a property for one of the tax years: 404 for a name the ledger does not know. */
  const taxSummary = async <S>(
    time: ReportTime,
    [kind, noun, name]: readonly [kind: 'llc' | 'property', noun: string, name: string],
    year: string,
    exists: (name: string) => Promise<boolean>,
    read: (reads: Awaited<ReturnType<typeof readsOf>>, storedName: string) => S | null | Promise<S | null>,
  ): Promise<S> => {
    const reads = await readsOf(time);
    // As written, for today's read model and another time's reports alike (`main llc` reads Main LLC).
    const [storedName, known, years] = await Promise.all([deps.ledger.storedName(kind, name), exists(name), reads.taxYears()]);
    if (!known) throw notFound(`No ${noun} named ${name}.`);
    if (!years.includes(year)) throw unknownYear(year);
    const summary = await read(reads, storedName);
    if (summary === null) throw notFound(`No ${noun} named ${name}.`);
    return summary;
  };

  /** An LLC's tax summary, its members named as the directory names them (the read models key them by id). */
  const llcTaxes = async ({ selectedLLC: name, selectedTaxYear: year }: CallQuery<typeof getLlcTaxes>, time: ReportTime) => {
    const summary = await taxSummary(time, ['llc', 'LLC', name], year, deps.ledger.llcExists, (reads, stored) =>
      reads.llcTaxes(stored, year),
    );
    const people = await deps.people.current();
    return withBuyersNamed(
      withMembersNamed(summary, (investorId) => people.investorName(investorId)),
      deps.personalData.revealInTexts,
    );
  };

  const propertyTaxes = ({ selectedProperty: name, selectedTaxYear: year }: CallQuery<typeof getPropertyTaxes>, time: ReportTime) =>
    taxSummary(time, ['property', 'property', name], year, deps.ledger.propertyExists, (reads, stored) =>
      reads.propertyTaxes(stored, year),
    );

  add(getLlcTaxes, async ({ query }, ctx) => {
    const time = reportTimeOf(ctx, query, deps.clock.today());
    return llcTaxesToWire(await llcTaxes(query, time), time);
  });
  add(getPropertyTaxes, async ({ query }, ctx) => {
    const time = reportTimeOf(ctx, query, deps.clock.today());
    return propertyTaxesToWire(await propertyTaxes(query, time), time);
  });
  add(getLlcTaxesCsv, async ({ query }, ctx) => {
    const summary = await llcTaxes(query, reportTimeOf(ctx, query, deps.clock.today()));
    return sendCsv(ctx, `${summary.llc.llcName}-${summary.year}-tax-summary.csv`, toCsv(llcTaxesCsvRows(summary)));
  });
  add(getPropertyTaxesCsv, async ({ query }, ctx) => {
    const summary = await propertyTaxes(query, reportTimeOf(ctx, query, deps.clock.today()));
    return sendCsv(ctx, `${summary.propertyName}-${summary.year}-property-taxes.csv`, toCsv(propertyTaxesCsvRows(summary)));
  });
  return router;
};
