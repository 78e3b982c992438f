import { describe, expect, it } from 'vitest';
import { investmentsPlan, investors } from './investors';
import { demoPlan } from './plan';
import { properties, purchaseDate } from './portfolio';
import { llcs } from './firm';
import { requestDate } from './story-common';

const anchor = '2026-11';
const plan = demoPlan(anchor);

describe('the demo plan', () => {
  it('is the same every time for the same anchor month', () => {
    expect(JSON.stringify(demoPlan(anchor))).toBe(JSON.stringify(plan));
    expect(JSON.stringify(demoPlan('2027-02'))).not.toBe(JSON.stringify(plan));
  });

  it('dates every record before the anchor month, none before its property was bought', () => {
    const bought = new Map(properties.map((p) => [p.name, purchaseDate(p, anchor)]));
    for (const request of plan.all) {
      const date = requestDate(request);
      if (date === '') continue;
      expect(date < `${anchor}-01`, request.key).toBe(true);
      const property = request.body.property_name;
      if (typeof property === 'string' && request.command.call.path !== '/admin/add_investment_property')
        expect(date >= bought.get(property)!, request.key).toBe(true);
    }
  });

  it('sends amounts in whole cents within the API limits', () => {
    for (const request of plan.all) {
      for (const field of ['amount', 'purchase_price', 'land_value', 'property_value']) {
        const amount = request.body[field];
        if (amount === undefined) continue;
        expect(typeof amount, request.key).toBe('number');
        expect(String(amount), request.key).toMatch(/^\d{1,10}(\.\d{1,2})?$/);
        expect(amount as number, request.key).toBeGreaterThan(0);
      }
    }
  });

  it('holds about 15 properties of all three types in 3 LLCs, and 25 investors at the four fee levels', () => {
    expect(properties.length).toBeGreaterThanOrEqual(14);
    expect(new Set(properties.map((p) => p.type))).toEqual(new Set(['Rental', 'Land Contract', 'Other']));
    for (const llc of llcs)
      expect(
        properties.some((p) => p.llc === llc.name),
        llc.name,
      ).toBe(true);
    expect(investors).toHaveLength(25);
    expect(new Set(investors.map((i) => i.fee))).toEqual(new Set([0, 0.1, 0.2, 0.3]));
  });

  it('funds each property with exactly its purchase price at closing, from several investors', () => {
    const investments = investmentsPlan(anchor);
    for (const p of properties) {
      const atClosing = investments.filter((i) => i.property === p && i.date === purchaseDate(p, anchor));
      expect(
        atClosing.reduce((sum, i) => sum + i.cents, 0),
        p.name,
      ).toBe(p.priceDollars * 100);
      expect(atClosing.length, p.name).toBeGreaterThanOrEqual(3);
    }
    for (const investor of investors)
      expect(investments.filter((i) => i.investor === investor.name).length, investor.name).toBeGreaterThanOrEqual(2);
  });

  it('makes every kind of record, and deletes a few mistakes', () => {
    const paths = new Set<string>(plan.all.map((r) => r.command.call.path));
    for (const path of [
      '/admin/record_property_income',
      '/admin/record_loren_income',
      '/admin/record_lc_payment',
      '/admin/record_property_expense',
      '/admin/record_investor_property_expense',
      '/admin/add_rental_deposit',
      '/admin/record_deposit_withdrawal',
      '/admin/record_llc_expense',
      '/admin/record_investment_withdrawal',
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
    const deletes = new Set(plan.all.flatMap((r) => (r.voidedBy ? [r.voidedBy.command.call.path] : [])));
    expect(deletes).toEqual(
      new Set([
        '/admin/delete_income',
        '/admin/delete_expense',
        '/admin/delete_deposit',
        '/admin/delete_lc_payment',
        '/admin/delete_llc_expense',
      ]),
    );
  });
});
