import { investorExpenses, llcExpenses, mistakes } from './extras';
import { investmentsPlan, investmentWithdrawalsPlan, investorKey, investors } from './investors';
import { pictureUrl, properties as allProperties, purchaseDate, type DemoProperty } from './portfolio';
import { categories, llcs, llcStartDate, partners } from './firm';
import * as call from './requests';
import type { DemoRequest, Phase } from './requests';
import { byDate } from './story-common';
import { contractPhase, servicedContractStory } from './story-contract';
import { billboardStory, farmlandStory, landContractStory, storageStory } from './story-other';
import { rentalStory } from './story-rental';
import { slug } from './units';

/**
 * The whole demo as admin calls, in phases. Everything is a pure function of the anchor month, so
 * a second run sends exactly the same calls with the same keys. (Cash distributions depend on the
 * income the server computed, so the loader plans them after the activity, see distributions.ts.)
 */

const story = (p: DemoProperty, anchor: string): DemoRequest[] => {
  switch (p.story) {
    case 'rental':
      return rentalStory(p, anchor);
    case 'land-contract':
      return landContractStory(p, anchor);
    case 'serviced-land-contract':
      return servicedContractStory(p, anchor);
    case 'storage':
      return storageStory(p, anchor);
    case 'billboard':
      return billboardStory(p, anchor);
    case 'farmland':
      return farmlandStory(p, anchor);
    default: {
      const exhaustive: never = p.story;
      return exhaustive;
    }
  }
};

export interface DemoPlan {
  phases: Phase[];
  /** Every call, for checks: keys are unique, dates before the anchor month. */
  all: DemoRequest[];
}

/**
 * `only` keeps a few properties (and what concerns them) for a quicker load in tests; the LLCs,
 * partners, categories and investors are all there either way.
 */
export const demoPlan = (anchor: string, only?: readonly string[]): DemoPlan => {
  const kept = (p: DemoProperty) => only === undefined || only.includes(p.name);
  // Planned in full, then filtered: a subset tells the same story about the properties it keeps.
  const allInvestments = investmentsPlan(anchor);
  const allWithdrawals = investmentWithdrawalsPlan(anchor, allInvestments);
  const chargedToInvestors = investorExpenses(anchor, allInvestments, allWithdrawals);
  const investments = allInvestments.filter((i) => kept(i.property));
  const withdrawals = allWithdrawals.filter((w) => kept(w.property));
  const properties = allProperties.filter(kept);

  const names: Phase = {
    name: 'LLCs, partners and expense categories',
    chains: [
      ...llcs.map((llc) => [
        call.addLlc(`llc/${slug(llc.name)}`, {
          llc_name: llc.name,
          address: llc.address,
          date_started: llcStartDate(llc, anchor),
          principal_business_activity: llc.activity,
          principal_product: llc.product,
          business_code_number: llc.code,
        }),
      ]),
      ...partners.map((partner) => [call.addPartner(`partner/${slug(partner)}`, partner)]),
      // One stream holds the catalogue: one after another, not racing each other.
      Object.values(categories).map((category) => call.addExpenseCategory(`category/${slug(category)}`, category)),
    ],
  };

  const things: Phase = {
    name: 'Properties and investors',
    chains: [
      ...properties.map((p) => [
        call.addProperty(`property/${slug(p.name)}`, {
          property_name: p.name,
          address: p.address,
          purchase_date: purchaseDate(p, anchor),
          purchase_price: p.priceDollars,
          property_type: p.type,
          picture_url: pictureUrl(p),
          llc: p.llc,
          land_value: p.landDollars,
          property_value: p.valueDollars,
        }),
        call.setNotes(`notes/${slug(p.name)}`, p.name, p.notes),
      ]),
      ...investors.map((i) => [
        call.addInvestor(`investor/${investorKey(i.name)}`, {
          name: i.name,
          email: i.email,
          phone: i.phone,
          address: i.address,
          fee_percentage: i.fee,
        }),
      ]),
    ],
  };

  const capital: Phase = {
    name: 'Investments and investment withdrawals',
    chains: investors
      .map((investor) => [
        ...investments
          .filter((i) => i.investor === investor.name)
          .map((i) =>
            call.investment(
              `investment/${investorKey(i.investor)}/${slug(i.property.name)}/${i.date}`,
              i.investor,
              i.property.name,
              i.cents,
              i.date,
            ),
          ),
        ...withdrawals
          .filter((w) => w.investor === investor.name)
          .map((w) =>
            call.investmentWithdrawal(
              `investment-withdrawal/${investorKey(w.investor)}/${slug(w.property.name)}/${w.date}`,
              w.investor,
              w.property.name,
              w.cents,
              w.date,
            ),
          ),
      ])
      .filter((chain) => chain.length > 0),
  };

  const activity: Phase = {
    name: 'Four years of rents, payments, expenses, deposits and corrections',
    chains: [
      ...properties.map((p) => {
        const own = story(p, anchor);
        return byDate([...own, ...mistakes(p.name, own), ...chargedToInvestors.filter((r) => r.body.property_name === p.name)]);
      }),
      ...llcs.map((llc) => byDate(llcExpenses(llc, anchor, properties))),
    ],
  };

  // The contract is opened once the payments it splits are in (it is back-dated to the sale).
  const phases = [names, things, capital, activity, ...contractPhase(properties, anchor)];
  const all = phases.flatMap((phase) => phase.chains.flat());
  const keys = new Set<string>();
  for (const request of all) {
    if (keys.has(request.key)) throw new Error(`two demo calls share the key ${request.key}`);
    keys.add(request.key);
  }
  return { phases, all };
};
