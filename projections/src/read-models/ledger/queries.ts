import type { CommonQueryMethods } from 'slonik';
import { createLedgerAdminQueries } from './admin-queries';
import { createLedgerHelperQueries } from './helper-queries';
import { createLedgerInvestorQueries } from './investor-queries';
import { createLedgerTaxQueries } from './tax-queries';

export type { PropertyTransactions } from './admin-queries';
export type { LedgerNameLists } from './helper-queries';
export type { LlcInfo, LlcTaxSummary, PropertyTaxSummary } from './tax-queries';

/**
 * Everything the ledger reads need, from the `rm_ledger` tables, in integer cents (the HTTP edge turns
 * them into dollars with `figures/wire.ts`). A read for an unknown name answers null. `today` is a
 * date `YYYY-MM-DD` from the caller's clock: the read model never reads the clock itself.
 */
export const createLedgerQueries = (db: CommonQueryMethods) => ({
  ...createLedgerInvestorQueries(db),
  ...createLedgerAdminQueries(db),
  ...createLedgerHelperQueries(db),
  ...createLedgerTaxQueries(db),
});

export type LedgerQueries = ReturnType<typeof createLedgerQueries>;
