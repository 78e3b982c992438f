import type { CallResponse, getLlcTaxes, getPropertyTaxes, ReportTime } from '@portal/contracts/api';
import type { figures, LlcTaxSummary, PropertyTaxSummary } from '@portal/projections';
import { figures as engine } from '@portal/projections';
import { centsToDollars, dollarsByKey, dollarsByKeyByKey, timeToWire, type InvestorNamer } from './ledger';

/** The two tax answers, in dollars (what each figure means: docs/figures.md, taxes). */

/** A map keyed by investor id, keyed by their names instead, in name order. */
const byName = <V>(map: ReadonlyMap<string, V>, nameOf: InvestorNamer): Map<string, V> =>
  engine.sortedByKey([...map].map(([investorId, value]): [string, V] => [nameOf(investorId), value]));

/**
 * The summary with its members named: the read models key them by investor id; the JSON and the CSV
 * name them as the directory does (the name, or an erased investor's pseudonym), in name order.
 */
export const withMembersNamed = (summary: LlcTaxSummary, nameOf: InvestorNamer): LlcTaxSummary => {
  const m = summary.members;
  const members: figures.MemberFigures = {
    ...m,
    members: m.members.map(nameOf).sort(engine.compareCodeUnits),
    rentalIncomeByMemberCents: byName(m.rentalIncomeByMemberCents, nameOf),
    rentalIncomeByMemberByPropertyCents: byName(m.rentalIncomeByMemberByPropertyCents, nameOf),
    dividendIncomeByMemberCents: byName(m.dividendIncomeByMemberCents, nameOf),
    dividendExpensesByMemberCents: byName(m.dividendExpensesByMemberCents, nameOf),
    ubiaByMemberByPropertyCents: byName(m.ubiaByMemberByPropertyCents, nameOf),
    ...(m.landContracts === undefined ? {} : { landContracts: landContractMapsNamed(m.landContracts, nameOf) }),
  };
  return { ...summary, members };
};

const landContractMapsNamed = (maps: figures.LandContractMemberMaps, nameOf: InvestorNamer): figures.LandContractMemberMaps => ({
  interest: byName(maps.interest, nameOf),
  lateFees: byName(maps.lateFees, nameOf),
  gain: byName(maps.gain, nameOf),
  capitalReturned: byName(maps.capitalReturned, nameOf),
  principalReceived: byName(maps.principalReceived, nameOf),
  capitalWrittenOff: byName(maps.capitalWrittenOff, nameOf),
});

/** The summary with each contract's buyer named: the log holds the name sealed (personal data), opened here. */
export const withBuyersNamed = async (
  summary: LlcTaxSummary,
  revealInTexts: (texts: readonly string[]) => Promise<string[]>,
): Promise<LlcTaxSummary> => {
  if (summary.landContracts === undefined) return summary;
  const names = await revealInTexts(summary.landContracts.map((row) => row.buyerName));
  return { ...summary, landContracts: summary.landContracts.map((row, i) => ({ ...row, buyerName: names[i]! })) };
};

/** The land-contract parts of GET /admin/llc_taxes: only for an LLC with a contract (docs/land-contracts.md, Taxes). */
const landContractsToWire = (maps: figures.LandContractMemberMaps | undefined, rows: readonly figures.LandContractTaxRow[] | undefined) =>
  maps === undefined
    ? {}
    : {
        lc_interest_by_member: dollarsByKey(maps.interest),
        lc_late_fees_by_member: dollarsByKey(maps.lateFees),
        lc_gain_by_member: dollarsByKey(maps.gain),
        lc_capital_returned_by_member: dollarsByKey(maps.capitalReturned),
        lc_principal_received_by_member: dollarsByKey(maps.principalReceived),
        lc_capital_written_off_by_member: dollarsByKey(maps.capitalWrittenOff),
        land_contracts: (rows ?? []).map((row) => ({
          property_name: row.propertyName,
          contract_id: row.contractId,
          buyer_name: row.buyerName,
          contract_date: row.contractDate,
          origination_date: row.originationDate,
          sale_price: centsToDollars(row.salePriceCents),
          down_payment: centsToDollars(row.downPaymentCents),
          receivable: centsToDollars(row.receivableCents),
          principal_received: centsToDollars(row.principalReceivedCents),
          interest_received: centsToDollars(row.interestReceivedCents),
          late_fees_received: centsToDollars(row.lateFeesReceivedCents),
          balance_january_1: centsToDollars(row.balanceJanuary1Cents),
          balance_december_31: centsToDollars(row.balanceDecember31Cents),
          capital_returned: centsToDollars(row.capitalReturnedCents),
          gain: centsToDollars(row.gainCents),
          capital_written_off: centsToDollars(row.capitalWrittenOffCents),
          state: row.state,
        })),
      };

/** The member parts of GET /admin/llc_taxes (the LLC's own fields come from elsewhere). */
export const memberFiguresToWire = (f: figures.MemberFigures) => ({
  total_rental_income: centsToDollars(f.totalRentalIncomeCents),
  total_dividend_income: centsToDollars(f.totalDividendIncomeCents),
  total_income: centsToDollars(f.totalIncomeCents),
  rental_income_by_member: dollarsByKey(f.rentalIncomeByMemberCents),
  dividend_income_by_member: dollarsByKey(f.dividendIncomeByMemberCents),
  dividend_expenses_by_member: dollarsByKey(f.dividendExpensesByMemberCents),
  rental_income_by_member_by_property: dollarsByKeyByKey(f.rentalIncomeByMemberByPropertyCents),
  ubia_by_member_by_property: dollarsByKeyByKey(f.ubiaByMemberByPropertyCents),
});

/** GET /admin/llc_taxes */
export const llcTaxesToWire = (
  { llc, members, totals, landContracts }: LlcTaxSummary,
  time: ReportTime,
): CallResponse<typeof getLlcTaxes> => {
  const memberParts = memberFiguresToWire(members);
  return {
    address: llc.address,
    date_started: llc.dateStarted,
    principal_business_activity: llc.principalBusinessActivity,
    principal_product: llc.principalProduct,
    business_code_number: llc.businessCodeNumber,
    total_assets: centsToDollars(totals.totalAssetsCents),
    ordinary_business_income: centsToDollars(totals.ordinaryBusinessIncomeCents),
    total_rental_income: memberParts.total_rental_income,
    total_dividend_income: memberParts.total_dividend_income,
    total_income: memberParts.total_income,
    total_active_income: centsToDollars(totals.totalActiveIncomeCents),
    llc_expenses: dollarsByKey(totals.llcExpensesCents),
    rental_income_by_member: memberParts.rental_income_by_member,
    dividend_income_by_member: memberParts.dividend_income_by_member,
    dividend_expenses_by_member: memberParts.dividend_expenses_by_member,
    rental_income_by_member_by_property: memberParts.rental_income_by_member_by_property,
    ubia_by_member_by_property: memberParts.ubia_by_member_by_property,
    properties_list: [...totals.propertiesList],
    ...landContractsToWire(members.landContracts, landContracts),
    ...timeToWire(time),
  };
};

/** GET /admin/property_taxes */
export const propertyTaxesToWire = ({ address, lists }: PropertyTaxSummary, time: ReportTime): CallResponse<typeof getPropertyTaxes> => ({
  address,
  income_list: dollarsByKey(lists.incomeListCents),
  expenses_list: dollarsByKey(lists.expensesListCents),
  ...timeToWire(time),
});
