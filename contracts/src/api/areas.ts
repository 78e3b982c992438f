import * as adminReports from './admin-reports';
import * as audit from './audit';
import * as auditors from './auditors';
import * as auth from './auth';
import * as batches from './batches';
import type { ApiCall } from './call';
import * as distributions from './distributions';
import * as investorReports from './investor-reports';
import * as investors from './investors';
import * as landContracts from './land-contracts';
import * as llcs from './llcs';
import * as maintenance from './maintenance';
import * as notices from './notices';
import * as periods from './periods';
import * as personalData from './personal-data';
import * as properties from './properties';
import * as restatements from './restatements';
import * as service from './service';
import * as statements from './statements';
import * as taxReports from './tax-reports';
import * as voids from './voids';

/** Every call of the API, by business area: the server must have a route for each and no other. */
export const apiAreas = {
  service,
  auth,
  auditors,
  investorReports,
  properties,
  llcs,
  investors,
  batches,
  landContracts,
  voids,
  maintenance,
  notices,
  periods,
  restatements,
  statements,
  personalData,
  distributions,
  adminReports,
  taxReports,
  audit,
} as const;

const isCall = (value: unknown): value is ApiCall =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

export const apiCalls: readonly ApiCall[] = Object.values(apiAreas).flatMap((area) => Object.values(area).filter(isCall));
