import type { QueryKey } from '@tanstack/react-query';
import { formKeys } from '../forms/api/keys';
import { helperKeys } from '../../../lib/admin-helpers/keys';
import { landContractKeys } from '../land-contracts/api/keys';
import { taxKeys } from '../llc-taxes/api/keys';
import { periodKeys } from '../periods/api/keys';
import { propertyDetailKeys } from '../property-details/api/keys';
import { restatementKeys } from '../restatements/api/keys';
import { summaryKeys } from '../summary/api/keys';
import { transactionKeys } from '../transactions/api/keys';
import { userKeys } from '../users/api/keys';
import { withdrawalKeys } from '../withdrawals/api/keys';

export type Touches = readonly QueryKey[];

/**
 * What each kind of admin write changes, as the query keys to refetch. A money record (or its
 * void) moves every report; the helper lists too, since `tax_years` starts at the earliest record.
 */
export const touches = {
  ledgerRecord: [
    helperKeys.all,
    summaryKeys.all,
    propertyDetailKeys.all,
    transactionKeys.all,
    withdrawalKeys.all,
    taxKeys.all,
    restatementKeys.all,
    landContractKeys.all,
  ],
  /** A new property shows in the lists and in its LLC's tax figures (assets, properties list). */
  property: [helperKeys.all, taxKeys.all],
  /** A new investor, LLC, partner or expense category grows a helper list (and the firm's tables, a new investor's line). */
  catalogue: [helperKeys.all, summaryKeys.all],
  propertyNotes: [formKeys.all],
  /** A portal user deleted or their two-factor reset: the Investors table says who has one, and how they sign in. */
  portalUsers: [helperKeys.all, userKeys.all, summaryKeys.investors()],
  /** A close or reopen moves the closed date and its history (the moments Restatements offers). */
  periods: [periodKeys.all],
} satisfies Record<string, Touches>;
