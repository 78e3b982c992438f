import { bodies, type LedgerFixture } from './ledger-fixture';

/** The LLC of worked example (d) of docs/land-contracts.md. */
export const exampleDLlc = 'Lakeshore Land LLC';

/**
 * Example (d) up to the sale, through the write calls: Lakeshore Land LLC, the partner Larry, and
 * Lot 7 bought on 2024-06-03 for 20,000.00 by Avery (fee 10 %, 15,000.00) and Blake (fee 0 %,
 * 5,000.00). The addresses hold no comma, so that CSV rows naming them split on commas.
 */
export const recordLot7Bought = async (ledger: LedgerFixture) => {
  await ledger.post('/admin/add_llc', { ...bodies.llc(exampleDLlc), address: '500 Harbor Way' });
  await ledger.partner('Larry');
  await ledger.post('/admin/add_investment_property', {
    ...bodies.property('Lot 7', exampleDLlc, 'Land Contract'),
    address: '7 Lakeshore Dr',
    purchase_date: '2024-06-03',
    purchase_price: 20_000,
    land_value: 20_000,
  });
  for (const [name, fee_percentage, amount] of [
    ['Avery', 0.1, 15_000],
    ['Blake', 0, 5_000],
  ] as const) {
    await ledger.post('/admin/add_investor', { ...bodies.investor(name), fee_percentage });
    await ledger.invest(name, 'Lot 7', amount, '2024-06-03');
  }
};

/** The buyer's installment of 1,000.00 on the first of `month` of 2025, received through Larry. */
export const lot7Installment = (month: number) => ({
  payment_date: `2025-${String(month).padStart(2, '0')}-01`,
  property_name: 'Lot 7',
  loren_name: 'Larry',
  description: 'Installment',
  amount: 1_000,
});

/**
 * Example (d)'s sale, as the open call takes it: to Jordan Buyer on 2024-12-01 for 40,000.00 with
 * 12,000.00 down, at 9 % actual/365, 1,000.00 a month for 36 months from 2025-01-01, a flat 25.00
 * late fee. The buyer's address holds no comma, as above.
 */
export const lot7Contract = bodies.landContract('Lot 7', {
  buyer_address: '12 Shore Rd',
  contract_date: '2024-12-01',
  sale_price: 40_000,
  down_payment: 12_000,
  annual_rate: 9,
  first_payment_date: '2025-01-01',
  number_of_payments: 36,
  late_fee_type: 'flat',
  late_fee: 25,
  description: 'Lot 7 to Jordan Buyer',
});
