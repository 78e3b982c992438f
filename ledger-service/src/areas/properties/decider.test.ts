import { describe, it } from 'vitest';
import { domainEvent, type EventData } from '@portal/contracts';
import { given } from '../../testing/given';
import { propertyDecider, type AddProperty, type VoidPropertyRecord } from './decider';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const propertyData = (propertyType: EventData<'PropertyAdded'>['propertyType']): EventData<'PropertyAdded'> => ({
  propertyName: 'Elm',
  address: '1 Elm St',
  purchaseDate: '2023-01-01',
  purchasePriceCents: 20_000_000,
  propertyType,
  pictureUrl: '/pictures/elm.jpg',
  llcName: 'Alpha LLC',
  landValueCents: 5_000_000,
  propertyValueCents: 25_000_000,
});
/** What every record on Elm carries: its id and the property. */
const onElm = (n: number) => ({ recordId: id(n), propertyName: 'Elm' });
const rental = domainEvent('PropertyAdded', propertyData('Rental'));
const landContract = domainEvent('PropertyAdded', propertyData('Land Contract'));
const incomeData: EventData<'IncomeRecorded'> = {
  ...onElm(1),
  partnerName: null,
  description: 'March rent',
  amountCents: 150_000,
  incomeDate: '2024-03-05',
  incomeForMonth: '2024-03',
  category: 'Rent',
};
const income = domainEvent('IncomeRecorded', incomeData);
const partnerIncomeData: EventData<'PartnerIncomeRecorded'> = {
  ...onElm(2),
  description: 'Q1 share',
  amountCents: 30_000,
  incomeDate: '2024-04-01',
  startDate: '2024-01-01',
  endDate: '2024-03-31',
};
const partnerIncome = domainEvent('PartnerIncomeRecorded', partnerIncomeData);
const expenseData: EventData<'PropertyExpenseRecorded'> = {
  ...onElm(3),
  partnerName: null,
  investorId: null,
  description: 'Roof',
  amountCents: 80_000,
  expenseDate: '2024-03-10',
  expenseForMonth: '2024-03',
  category: 'Repairs',
};
const expense = domainEvent('PropertyExpenseRecorded', expenseData);
const deposit = (n: number, amountCents: number) =>
  domainEvent('RentalDepositReceived', {
    ...onElm(n),
    partnerName: null,
    amountCents,
    date: '2024-02-01',
    notes: 'Unit A',
  });
const depositWithdrawn = (n: number, amountCents: number) =>
  domainEvent('DepositWithdrawn', { ...onElm(n), amountCents, date: '2024-08-01', notes: 'Returned' });
const voidCommand = (
  type: VoidPropertyRecord['type'],
  n: number,
  amountCents: number,
  detail: string,
  date: string,
  closedThrough: string | null = null,
): VoidPropertyRecord => ({
  type,
  ...onElm(n),
  closedThrough,
  amountCents,
  detail,
  date,
});

describe('property decider: adding and notes', () => {
  const add: AddProperty = { type: 'AddProperty', ...propertyData('Rental') };
  it('adds a property', () => given(propertyDecider, []).when(add).then([rental]));
  it('refuses a property that exists (409)', () =>
    given(propertyDecider, [rental]).when(add).thenRefused(409, 'A property named Elm already exists.'));
  it('sets notes', () =>
    given(propertyDecider, [rental])
      .when({ type: 'SetPropertyNotes', propertyName: 'Elm', notes: 'New roof' })
      .then([domainEvent('PropertyNotesSet', { propertyName: 'Elm', notes: 'New roof' })]));
  it('refuses notes of an unknown property (404)', () =>
    given(propertyDecider, [])
      .when({ type: 'SetPropertyNotes', propertyName: 'Elm', notes: 'x' })
      .thenRefused(404, 'No property named Elm.'));
});

describe('property decider: records', () => {
  it('records income, partner income and expenses as given', () => {
    given(propertyDecider, [rental])
      .when({ type: 'RecordIncome', ...incomeData })
      .then([income]);
    given(propertyDecider, [rental])
      .when({ type: 'RecordPartnerIncome', ...partnerIncomeData })
      .then([partnerIncome]);
    given(propertyDecider, [rental])
      .when({ type: 'RecordPropertyExpense', ...expenseData })
      .then([expense]);
  });
  it('refuses records for an unknown property (404)', () => {
    given(propertyDecider, [])
      .when({ type: 'RecordIncome', ...incomeData })
      .thenRefused(404, 'No property named Elm.');
  });
  const payment = {
    recordId: id(4),
    propertyName: 'Elm',
    partnerName: 'Lor',
    description: 'May',
    amountCents: 90_000,
    paymentDate: '2024-05-02',
  };
  it('records land-contract payments on Land Contract properties', () => {
    given(propertyDecider, [landContract])
      .when({ type: 'RecordLandContractPayment', ...payment, capital: null })
      .then([domainEvent('LandContractPaymentRecorded', payment)]);
  });
  it('refuses land-contract payments on other properties (409)', () => {
    given(propertyDecider, [rental])
      .when({ type: 'RecordLandContractPayment', ...payment, capital: null })
      .thenRefused(409, /Elm is not a Land Contract property/);
  });
});

describe('property decider: deposits held', () => {
  const history = [rental, deposit(5, 100_000), deposit(6, 50_000), depositWithdrawn(7, 30_000)];
  const withdraw = (amountCents: number) =>
    ({ type: 'WithdrawDeposit', recordId: id(8), propertyName: 'Elm', amountCents, date: '2024-09-01', notes: 'Refund' }) as const;
  it('allows withdrawing every cent held', () =>
    given(propertyDecider, history)
      .when(withdraw(120_000))
      .then([
        domainEvent('DepositWithdrawn', {
          recordId: id(8),
          propertyName: 'Elm',
          amountCents: 120_000,
          date: '2024-09-01',
          notes: 'Refund',
        }),
      ]));
  it('refuses a cent more, naming the limit (409)', () =>
    given(propertyDecider, history)
      .when(withdraw(120_001))
      .thenRefused(409, 'The amount exceeds the maximum deposit withdrawal of $1,200.00 for Elm (the deposits held).'));
  it('does not count a voided deposit, and counts a voided withdrawal back', () => {
    const voidedDeposit = domainEvent('DepositVoided', { recordId: id(6), propertyName: 'Elm' });
    given(propertyDecider, [...history, voidedDeposit])
      .when(withdraw(70_001))
      .thenRefused(409, /\$700\.00/);
    const voidedWithdrawal = domainEvent('DepositVoided', { recordId: id(7), propertyName: 'Elm' });
    given(propertyDecider, [...history, voidedDeposit, voidedWithdrawal])
      .when(withdraw(100_000))
      .then([
        domainEvent('DepositWithdrawn', {
          recordId: id(8),
          propertyName: 'Elm',
          amountCents: 100_000,
          date: '2024-09-01',
          notes: 'Refund',
        }),
      ]);
  });
});

describe('property decider: deletes (voids)', () => {
  const history = [rental, income, partnerIncome, expense, deposit(5, 100_000), depositWithdrawn(7, 30_000)];
  it('voids income and partner income with IncomeVoided when the row matches', () => {
    given(propertyDecider, history)
      .when(voidCommand('VoidIncome', 1, 150_000, 'March rent', '2024-03-05'))
      .then([domainEvent('IncomeVoided', { recordId: id(1), propertyName: 'Elm' })]);
    given(propertyDecider, history)
      .when(voidCommand('VoidIncome', 2, 30_000, 'Q1 share', '2024-04-01'))
      .then([domainEvent('IncomeVoided', { recordId: id(2), propertyName: 'Elm' })]);
  });
  it('voids expenses, deposits and deposit withdrawals (whose row is negative)', () => {
    given(propertyDecider, history)
      .when(voidCommand('VoidExpense', 3, 80_000, 'Roof', '2024-03-10'))
      .then([domainEvent('ExpenseVoided', { recordId: id(3), propertyName: 'Elm' })]);
    given(propertyDecider, history)
      .when(voidCommand('VoidDeposit', 7, -30_000, 'Returned', '2024-08-01'))
      .then([domainEvent('DepositVoided', { recordId: id(7), propertyName: 'Elm' })]);
  });
  it('refuses a row that does not match the record, naming what differs (409)', () => {
    const c = given(propertyDecider, history);
    c.when(voidCommand('VoidIncome', 1, 150_001, 'March rent', '2024-03-05')).thenRefused(409, /another amount/);
    c.when(voidCommand('VoidIncome', 1, 150_000, 'April rent', '2024-03-05')).thenRefused(409, /another detail/);
    c.when(voidCommand('VoidIncome', 1, 150_000, 'March rent', '2024-03-06')).thenRefused(409, /another date/);
    c.when(voidCommand('VoidDeposit', 7, 30_000, 'Returned', '2024-08-01')).thenRefused(409, /another amount/);
  });
  it('refuses an unknown id or a record of another kind (404)', () => {
    given(propertyDecider, history)
      .when(voidCommand('VoidIncome', 42, 1, 'x', '2024-01-01'))
      .thenRefused(404, `No income with id ${id(42)}.`);
    given(propertyDecider, history)
      .when(voidCommand('VoidIncome', 3, 80_000, 'Roof', '2024-03-10'))
      .thenRefused(404, /No income with id/);
  });
  it('refuses a record that is already voided (409)', () => {
    given(propertyDecider, [...history, domainEvent('ExpenseVoided', { recordId: id(3), propertyName: 'Elm' })])
      .when(voidCommand('VoidExpense', 3, 80_000, 'Roof', '2024-03-10'))
      .thenRefused(409, `The expense ${id(3)} is already deleted.`);
  });
  it('refuses a void of a record placed inside the closed period by its month or period, not only by its date (409)', () => {
    // Each record dated after the close, but for a month (or a period) inside it.
    const placedIn2024 = [
      rental,
      domainEvent('IncomeRecorded', { ...incomeData, incomeDate: '2025-01-05', incomeForMonth: '2024-12' }),
      domainEvent('PartnerIncomeRecorded', {
        ...partnerIncomeData,
        incomeDate: '2025-01-05',
        startDate: '2024-12-31',
        endDate: '2025-01-31',
      }),
      domainEvent('PropertyExpenseRecorded', { ...expenseData, expenseDate: '2025-01-05', expenseForMonth: '2024-12' }),
    ];
    const c = given(propertyDecider, placedIn2024);
    c.when(voidCommand('VoidIncome', 1, 150_000, 'March rent', '2025-01-05', '2024-12-31')).thenRefused(
      409,
      'The books are closed through 12/31/2024: its income_for_month (12/2024) reaches into the closed period, and nothing placed there can be recorded or deleted.',
    );
    c.when(voidCommand('VoidIncome', 2, 30_000, 'Q1 share', '2025-01-05', '2024-12-31')).thenRefused(
      409,
      /its start_date\.\.end_date \(12\/31\/2024 to 01\/31\/2025\) reaches into the closed period/,
    );
    c.when(voidCommand('VoidExpense', 3, 80_000, 'Roof', '2025-01-05', '2024-12-31')).thenRefused(
      409,
      /its expense_for_month \(12\/2024\)/,
    );
    // Closed through the day before: all three are outside it.
    c.when(voidCommand('VoidIncome', 1, 150_000, 'March rent', '2025-01-05', '2024-11-30')).then([
      domainEvent('IncomeVoided', { recordId: id(1), propertyName: 'Elm' }),
    ]);
    c.when(voidCommand('VoidIncome', 2, 30_000, 'Q1 share', '2025-01-05', '2024-12-30')).then([
      domainEvent('IncomeVoided', { recordId: id(2), propertyName: 'Elm' }),
    ]);
    c.when(voidCommand('VoidExpense', 3, 80_000, 'Roof', '2025-01-05', '2024-11-30')).then([
      domainEvent('ExpenseVoided', { recordId: id(3), propertyName: 'Elm' }),
    ]);
  });
  it('refuses voiding a deposit that would make the deposits held negative (409)', () => {
    const spent = [rental, deposit(5, 100_000), depositWithdrawn(7, 60_000)];
    given(propertyDecider, spent)
      .when(voidCommand('VoidDeposit', 5, 100_000, 'Unit A', '2024-02-01'))
      .thenRefused(
        409,
        'Deleting this deposit would make the deposits held for Elm negative: $400.00 are held and $1,000.00 would be taken off.',
      );
  });
});
