import Router from '@koa/router';
import { z } from 'zod';
import type { LlcTaxSummary, PropertyTaxSummary } from '@portal/projections';
import type { AppContext, AppState } from '../http/context';
import { nameField } from '@portal/contracts/api';
import { parseInput } from '../shared/parse-input';
import { notFound } from '../shared/errors';
import type { ReportRouteDeps } from './deps';
import { llcTaxesCsvRows, propertyTaxesCsvRows, toCsv } from './tax-csv';
import { llcTaxesToWire, propertyTaxesToWire } from './tax-wire';

/**
 * The tax reports (issue 4): an LLC's tax summary and a property's income and expenses by category for
 * a tax year, as JSON for the admin screen and as CSV downloads for the firm's accountant.
 *
 * Answers: a missing or empty parameter (or one given twice), or a year not written YYYY ('24',
 * 'abc', 'twenty-24', '2024-01'), is 400. An unknown LLC or property is 404, and so is a well-formed
 * year that is not one of `tax_years` (the admin helpers' list: every year from the earliest live
 * record to the current year), such as 1899 or next year: the screen only ever offers the listed
 * years, and a year outside them has no books to report. A listed year without activity answers
 * zeros and empty maps.
 */

const taxYearField = z
  .string({ required_error: 'Required', invalid_type_error: 'Expected one tax year' })
  .trim()
  .min(1, 'Required')
  .regex(/^\d{4}$/, 'Expected a tax year written YYYY, such as 2024');
const llcQuery = z.object({ selectedLLC: nameField, selectedTaxYear: taxYearField });
const propertyQuery = z.object({ selectedProperty: nameField, selectedTaxYear: taxYearField });

const unknownYear = (year: string) => notFound(`No tax year ${year}: the tax years run from the earliest record to this year.`);

/**
 * Sends CSV text as a download named `fileName`. koa's attachment quotes the name; a name beyond
 * printable ASCII goes in the UTF-8 `filename*` form, with an ASCII `filename` for older clients
 * (raw Latin-1 header bytes would reach most clients garbled).
 */
const sendCsv = (ctx: AppContext, fileName: string, csv: string) => {
  ctx.attachment(fileName, { fallback: fileName.replace(/[^\x20-\x7e]/g, '_') });
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = csv;
};

export const taxReportRoutes = (deps: ReportRouteDeps) => {
  const router = new Router<AppState>();
  const today = () => deps.clock.today();

  const llcTaxes = async (ctx: AppContext): Promise<LlcTaxSummary> => {
    const { selectedLLC: name, selectedTaxYear: year } = parseInput(llcQuery, ctx.query);
    const [exists, years] = await Promise.all([deps.ledger.llcExists(name), deps.ledger.taxYears(today())]);
    if (!exists) throw notFound(`No LLC named ${name}.`);
    if (!years.includes(year)) throw unknownYear(year);
    const summary = await deps.ledger.llcTaxes(name, year);
    if (summary === null) throw notFound(`No LLC named ${name}.`);
    return summary;
  };

  const propertyTaxes = async (ctx: AppContext): Promise<PropertyTaxSummary> => {
    const { selectedProperty: name, selectedTaxYear: year } = parseInput(propertyQuery, ctx.query);
    const [exists, years] = await Promise.all([deps.ledger.propertyExists(name), deps.ledger.taxYears(today())]);
    if (!exists) throw notFound(`No property named ${name}.`);
    if (!years.includes(year)) throw unknownYear(year);
    const summary = await deps.ledger.propertyTaxes(name, year);
    if (summary === null) throw notFound(`No property named ${name}.`);
    return summary;
  };

  router.get('/admin/llc_taxes', ...deps.admin, async (ctx) => {
    ctx.body = llcTaxesToWire(await llcTaxes(ctx));
  });
  router.get('/admin/property_taxes', ...deps.admin, async (ctx) => {
    ctx.body = propertyTaxesToWire(await propertyTaxes(ctx));
  });
  router.get('/admin/llc_taxes.csv', ...deps.admin, async (ctx) => {
    const summary = await llcTaxes(ctx);
    sendCsv(ctx, `${summary.llc.llcName}-${summary.year}-tax-summary.csv`, toCsv(llcTaxesCsvRows(summary)));
  });
  router.get('/admin/property_taxes.csv', ...deps.admin, async (ctx) => {
    const summary = await propertyTaxes(ctx);
    sendCsv(ctx, `${summary.propertyName}-${summary.year}-property-taxes.csv`, toCsv(propertyTaxesCsvRows(summary)));
  });
  return router;
};
