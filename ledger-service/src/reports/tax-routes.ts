import { getLlcTaxes, getLlcTaxesCsv, getPropertyTaxes, getPropertyTaxesCsv, type CallQuery } from '@portal/contracts/api';
import type { LlcTaxSummary, PropertyTaxSummary } from '@portal/projections';
import { apiRouter } from '../http/api-router';
import type { AppContext } from '../http/context';
import { notFound } from '../shared/errors';
import { llcTaxesToWire, propertyTaxesToWire } from './answers/taxes';
import type { ReportRouteDeps } from './deps';
import { llcTaxesCsvRows, propertyTaxesCsvRows, toCsv } from './tax-csv';

/** The tax reports: as JSON for the admin screen and as CSV downloads for the firm's accountant. */

const unknownYear = (year: string) => notFound(`No tax year ${year}: the tax years run from the earliest record to this year.`);

/**
 * Sends CSV text as a download named `fileName`. koa's attachment quotes the name; a name beyond
 * printable ASCII goes in the UTF-8 `filename*` form, with an ASCII `filename` for older clients
 * (raw Latin-1 header bytes would reach most clients garbled).
 */
const sendCsv = (ctx: AppContext, fileName: string, csv: string) => {
  ctx.attachment(fileName, { fallback: fileName.replace(/[^\x20-\x7e]/g, '_') });
  ctx.set('Cache-Control', 'no-store');
  return csv;
};

export const taxReportRoutes = (deps: ReportRouteDeps) => {
  const { router, add } = apiRouter(deps.api);
  const today = () => deps.clock.today();

  const llcTaxes = async ({ selectedLLC: name, selectedTaxYear: year }: CallQuery<typeof getLlcTaxes>): Promise<LlcTaxSummary> => {
    const [exists, years] = await Promise.all([deps.ledger.llcExists(name), deps.ledger.taxYears(today())]);
    if (!exists) throw notFound(`No LLC named ${name}.`);
    if (!years.includes(year)) throw unknownYear(year);
    const summary = await deps.ledger.llcTaxes(name, year);
    if (summary === null) throw notFound(`No LLC named ${name}.`);
    return summary;
  };

  const propertyTaxes = async ({
    selectedProperty: name,
    selectedTaxYear: year,
  }: CallQuery<typeof getPropertyTaxes>): Promise<PropertyTaxSummary> => {
    const [exists, years] = await Promise.all([deps.ledger.propertyExists(name), deps.ledger.taxYears(today())]);
    if (!exists) throw notFound(`No property named ${name}.`);
    if (!years.includes(year)) throw unknownYear(year);
    const summary = await deps.ledger.propertyTaxes(name, year);
    if (summary === null) throw notFound(`No property named ${name}.`);
    return summary;
  };

  add(getLlcTaxes, async ({ query }) => llcTaxesToWire(await llcTaxes(query)));
  add(getPropertyTaxes, async ({ query }) => propertyTaxesToWire(await propertyTaxes(query)));
  add(getLlcTaxesCsv, async ({ query }, ctx) => {
    const summary = await llcTaxes(query);
    return sendCsv(ctx, `${summary.llc.llcName}-${summary.year}-tax-summary.csv`, toCsv(llcTaxesCsvRows(summary)));
  });
  add(getPropertyTaxesCsv, async ({ query }, ctx) => {
    const summary = await propertyTaxes(query);
    return sendCsv(ctx, `${summary.propertyName}-${summary.year}-property-taxes.csv`, toCsv(propertyTaxesCsvRows(summary)));
  });
  return router;
};
