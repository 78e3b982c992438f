import { describe, expect, it } from 'vitest';
import { computeLedgerRows } from '../read-models/ledger/figures/ledger-rows';
import { LedgerBuilder } from './test-ledger';

describe('ledgerFactsFromEvents', () => {
  it('removes voided records, so a voided income earns nobody anything', () => {
    const b = new LedgerBuilder().investor('Ann').property('Elm');
    b.invest('Ann', 'Elm', 1_000_00, '2024-01-01');
    b.income('Elm', 100_00, '2024-01');
    const wrong = b.income('Elm', 999_00, '2024-01');
    b.void('IncomeVoided', wrong, 'Elm');
    b.income('Elm', 99_00, '2024-01'); // the edit: a void plus a new record
    const facts = b.facts();
    expect(facts.gross.map((r) => r.amountCents)).toEqual([100_00, 99_00]);
    expect(computeLedgerRows(facts).rows.map((r) => r.incomeCents)).toEqual([199_00]);
  });

  it('voids each kind by its own void event, partner income with IncomeVoided, withdrawals of deposits with DepositVoided', () => {
    const b = new LedgerBuilder().investor('Ann').property('Elm', 'Land Contract');
    const partner = b.partnerIncome('Elm', 1, '2024-01-01');
    const payment = b.landContractPayment('Elm', 2, '2024-01-01');
    const expense = b.expense('Elm', 3, '2024-01');
    const deposit = b.deposit('Elm', 4, '2024-01-01');
    const depositBack = b.withdrawDeposit('Elm', 5, '2024-01-02');
    const llc = b.llcExpense('Main LLC', 6, '2024-01-01');
    const kept = {
      income: b.income('Elm', 7, '2024-01'),
      payment: b.landContractPayment('Elm', 8, '2024-01-01'),
      expense: b.expense('Elm', 9, '2024-01', 'Ann'),
      deposit: b.deposit('Elm', 10, '2024-01-01'),
      llc: b.llcExpense('Main LLC', 11, '2024-01-01'),
    };
    b.void('IncomeVoided', partner, 'Elm');
    b.void('LandContractPaymentVoided', payment, 'Elm');
    b.void('ExpenseVoided', expense, 'Elm');
    b.void('DepositVoided', deposit, 'Elm');
    b.void('DepositVoided', depositBack, 'Elm');
    b.voidLlcExpense(llc, 'Main LLC');
    // A void of one kind does not reach records of another kind, nor unknown ids.
    b.void('ExpenseVoided', kept.income, 'Elm');
    b.void('IncomeVoided', kept.payment, 'Elm');
    b.void('DepositVoided', kept.expense, 'Elm');
    b.void('ExpenseVoided', kept.deposit, 'Elm');
    b.void('IncomeVoided', 'no-such-record', 'Elm');
    const facts = b.facts();
    expect(facts.gross.map((r) => r.recordId)).toEqual([kept.income, kept.payment]);
    expect(facts.expenses.map((r) => r.recordId)).toEqual([kept.expense]);
    expect(facts.deposits.map((r) => r.recordId)).toEqual([kept.deposit]);
    expect(facts.llcExpenses.map((r) => r.recordId)).toEqual([kept.llc]);
  });

  it('keeps the properties with their last notes and the investors with their fees', () => {
    const b = new LedgerBuilder()
      .investor('Ann', 2000)
      .property('Elm', 'Other', { llcName: 'L9', purchasePriceCents: 5, landValueCents: 1 });
    b.events.push({ type: 'PropertyNotesSet', data: { propertyName: 'Elm', notes: 'first' } });
    b.events.push({ type: 'PropertyNotesSet', data: { propertyName: 'Elm', notes: 'second' } });
    const facts = b.facts();
    expect(facts.investors).toEqual([{ investorId: 'Ann', feeBasisPoints: 2000, orderKey: 'a0' }]);
    expect(facts.properties).toEqual([
      {
        propertyName: 'Elm',
        propertyType: 'Other',
        llcName: 'L9',
        address: 'Elm street',
        purchaseDate: '2020-01-01',
        purchasePriceCents: 5,
        landValueCents: 1,
        pictureUrl: 'https://pictures/Elm.jpg',
        notes: 'second',
      },
    ]);
  });
});
