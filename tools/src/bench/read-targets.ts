import type { BenchServer } from './bench-server';

/**
 * The report calls the bench loads, each with the paths it GETs in turn: the four docs/bench.md sets
 * targets for, and the investor's returns (no target of their own: they sit beside the summary).
 */
export const reportCalls = ['investor summary', 'investor property', 'admin summary', 'property details', 'investor returns'] as const;
export type ReportCall = (typeof reportCalls)[number];
export const targetedCalls: ReadonlySet<ReportCall> = new Set([
  'investor summary',
  'investor property',
  'admin summary',
  'property details',
]);

export const reportPaths: Record<ReportCall, string> = {
  'investor summary': 'GET /api/investor_summary',
  'investor property': 'GET /api/investor_property',
  'admin summary': 'GET /admin/get_admin_summary',
  'property details': 'GET /admin/get_property_details',
  'investor returns': 'GET /api/investor_returns',
};

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

const namesIn = (body: unknown, field: string): string[] => {
  const value = (body as Record<string, unknown> | null)?.[field];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

/**
 * What the data holds, asked of the API as the back office does: every investor and property
 * (GET /admin/get_admin_helpers), and each investor's properties (their summary's pictures).
 */
export const discoverReadPaths = async (server: BenchServer): Promise<Record<ReportCall, string[]>> => {
  const helpers = await server.call('GET', '/admin/get_admin_helpers');
  const investors = namesIn(helpers.body, 'investors_list');
  const properties = namesIn(helpers.body, 'properties');
  if (investors.length === 0 || properties.length === 0) throw new Error('bench: the data holds no investor or no property');
  const summaries = investors.map((investor) => `/api/investor_summary?${query({ investor_name: investor })}`);
  const holdings: string[] = [];
  for (const [index, investor] of investors.entries()) {
    const summary = await server.call('GET', summaries[index]!);
    if (summary.status !== 200) throw new Error(`bench: ${summaries[index]} answered ${summary.status}`);
    const pictures = (summary.body as { property_pictures?: unknown }).property_pictures;
    for (const picture of Array.isArray(pictures) ? pictures : []) {
      for (const property of Object.keys(picture as Record<string, unknown>))
        holdings.push(`/api/investor_property?${query({ investor_name: investor, property_name: property })}`);
    }
  }
  if (holdings.length === 0) throw new Error('bench: no investor holds a property');
  return {
    'investor summary': summaries,
    'investor property': holdings,
    'admin summary': ['/admin/get_admin_summary'],
    'property details': properties.map((property) => `/admin/get_property_details?${query({ selectedProperty: property })}`),
    'investor returns': investors.map((investor) => `/api/investor_returns?${query({ investor_name: investor })}`),
  };
};
