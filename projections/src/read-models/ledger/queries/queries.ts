import type { CommonQueryMethods } from 'slonik';
import { createNameQueries } from '../../names/queries';
import { createLedgerAdminQueries } from './admin-queries';
import { createLedgerHelperQueries } from './helper-queries';
import { createLedgerInvestorQueries } from './investor-queries';
import { createLedgerTaxQueries } from './tax-queries';
import { createLandContractInvestorQueries } from './books-queries';

export type { PropertyTransactions } from './admin-queries';
export type { LedgerNameLists } from './helper-queries';
export type { LlcInfo } from '../batch';
export type { LlcTaxSummary, PropertyTaxSummary } from './tax-queries';

/**
 * Everything the ledger reads need, from the `rm_ledger` tables, in integer cents (the API layer turns
 * them into dollars, in ledger-service/src/areas/reports/answers). A read for an unknown name answers null. `today` is a
 * date `YYYY-MM-DD` from the caller's clock: the read model never reads the clock itself.
 *
 * Every name a read takes is first resolved to the record as it was written (the names read model:
 * `elm  street` reads Elm Street's rows), so the tables below compare stored names exactly. Investors
 * are named by id: the API resolves their names (its directory of names, which opens the sealed ones).
 */
export const createLedgerQueries = (db: CommonQueryMethods) => {
  const names = createNameQueries(db);
  const property = (name: string) => names.storedName('property', name);
  const llc = (name: string) => names.storedName('llc', name);
  const investors = createLedgerInvestorQueries(db);
  const admin = createLedgerAdminQueries(db);
  const taxes = createLedgerTaxQueries(db);
  return {
    /**
     * The name of a property or LLC as written, or `name` itself when nothing of that kind has its
     * key: the reads below resolve their names so, and the reports at another time (which hold names
     * as written) are given names resolved by it, so a name reads alike in both.
     */
    storedName: (kind: 'property' | 'llc', name: string) => names.storedName(kind, name),
    ...investors,
    ...admin,
    ...createLedgerHelperQueries(db),
    ...createLandContractInvestorQueries(db),
    ...taxes,
    investorProperty: async (investorId: string, propertyName: string, today: string) =>
      investors.investorProperty(investorId, await property(propertyName), today),
    investorReturns: async (investorId: string, propertyName: string | null, asOf: string) =>
      investors.investorReturns(investorId, propertyName === null ? null : await property(propertyName), asOf),
    propertyExists: async (propertyName: string) => admin.propertyExists(await property(propertyName)),
    propertyDetails: async (propertyName: string, today: string) => admin.propertyDetails(await property(propertyName), today),
    propertyTransactions: async (propertyName: string) => admin.propertyTransactions(await property(propertyName)),
    llcTransactions: async (llcName: string) => admin.llcTransactions(await llc(llcName)),
    propertyNotes: async (propertyName: string) => admin.propertyNotes(await property(propertyName)),
    depositsHeldCents: async (propertyName: string) => admin.depositsHeldCents(await property(propertyName)),
    llcExists: async (llcName: string) => taxes.llcExists(await llc(llcName)),
    llcTaxes: async (llcName: string, year: string) => taxes.llcTaxes(await llc(llcName), year),
    propertyTaxes: async (propertyName: string, year: string) => taxes.propertyTaxes(await property(propertyName), year),
  };
};

export type LedgerQueries = ReturnType<typeof createLedgerQueries>;
