import * as api from '@portal/contracts/api';
import type { CallBody } from '@portal/contracts/api';
import { command, recordNew, type CommandDeps } from '../../shared/commands';
import { ownDate, type PlacingDate } from '../../shared/periods/placing';
import { propertyDecider, type PropertyCommand } from './decider';
import { expenseDates, incomeDates, partnerIncomeDates } from './placing';
import type { CommandContext } from '../../shared/runner';
import { withContractCapital, type LandContractDeps } from '../land-contracts/commands';

/**
 * Records a new record, placed in reports by `dates` (its own date first), in a property's stream:
 * `make` gives its command from the record's id and the property's name as written.
 */
export const recordOnProperty = async (
  deps: CommandDeps,
  context: CommandContext,
  propertyName: string,
  dates: readonly PlacingDate[],
  message: string,
  make: (record: { recordId: string; propertyName: string }) => PropertyCommand,
) => {
  const property = await deps.references.property(propertyName);
  const target = { streamName: property.streamName, decider: propertyDecider, message };
  return recordNew(deps, context, target, dates, (recordId) => make({ recordId, propertyName: property.name }));
};

/** Money coming in for a property: income, partner ({name}) income, land-contract payments. */

export const recordPropertyIncome = command(api.recordPropertyIncome, async (deps, input, context) => {
  const partnerName = await deps.references.optionalPartner(input.loren_name);
  const dates = incomeDates({ incomeDate: input.income_date, incomeForMonth: input.income_for_month });
  return recordOnProperty(deps, context, input.property_name, dates, 'Income recorded successfully', (record) => ({
    type: 'RecordIncome',
    ...record,
    partnerName,
    description: input.description,
    amountCents: input.amount,
    incomeDate: input.income_date,
    incomeForMonth: input.income_for_month,
    category: input.income_category,
  }));
});

export const recordPartnerIncome = command(api.recordPartnerIncome, (deps, input, context) => {
  const dates = partnerIncomeDates({ incomeDate: input.income_date, startDate: input.start_date, endDate: input.end_date });
  return recordOnProperty(deps, context, input.property_name, dates, 'Income recorded successfully', (record) => ({
    type: 'RecordPartnerIncome',
    ...record,
    description: input.description,
    amountCents: input.amount,
    incomeDate: input.income_date,
    startDate: input.start_date,
    endDate: input.end_date,
  }));
});

/** On a property with a land contract the payment is held to the contract (areas/land-contracts/rules.ts). */
export const recordLandContractPayment = command(api.recordLandContractPayment, async (deps: LandContractDeps, input, context) => {
  const partner = await deps.references.partner(input.loren_name);
  const message = 'Land contract payment recorded successfully';
  const dates = [ownDate('payment_date', input.payment_date)];
  return withContractCapital(deps, input.property_name, (capital) =>
    recordOnProperty(deps, context, input.property_name, dates, message, (record) => ({
      type: 'RecordLandContractPayment',
      ...record,
      partnerName: partner.name,
      description: input.description,
      amountCents: input.amount,
      paymentDate: input.payment_date,
      capital,
    })),
  );
});

/** Adding a property and keeping its notes. */

export const addProperty = command(api.addProperty, async (deps, input, context) => {
  const llc = await deps.references.llc(input.llc);
  const streamName = await deps.references.newProperty(input.property_name);
  const added: PropertyCommand = {
    type: 'AddProperty',
    propertyName: input.property_name,
    address: input.address,
    purchaseDate: input.purchase_date,
    purchasePriceCents: input.purchase_price,
    propertyType: input.property_type,
    pictureUrl: input.picture_url,
    llcName: llc.name,
    landValueCents: input.land_value,
    propertyValueCents: input.property_value,
  };
  await deps.runner.execute(propertyDecider(added), streamName, added, context);
  return { message: 'New property added successfully' };
});

export const setPropertyNotes = command(api.setPropertyNotes, async (deps, input, context) => {
  const property = await deps.references.property(input.property_name);
  const notes: PropertyCommand = { type: 'SetPropertyNotes', propertyName: property.name, notes: input.notes };
  await deps.runner.execute(propertyDecider(notes), property.streamName, notes, context);
  return { message: 'Notes updated successfully!' };
});

/** Rental deposits received (their withdrawal is in areas/withdrawals/). */
export const addRentalDeposit = command(api.addRentalDeposit, async (deps, input, context) => {
  const partnerName = await deps.references.optionalPartner(input.loren_name);
  const dates = [ownDate('date', input.date)];
  return recordOnProperty(deps, context, input.property_name, dates, 'New deposit added successfully', (record) => ({
    type: 'ReceiveRentalDeposit',
    ...record,
    partnerName,
    amountCents: input.amount,
    date: input.date,
    notes: input.notes,
  }));
});

/** Property expenses: shared by the property's investors, or (the investor variant) charged to one. */
const recordExpense = async (
  deps: CommandDeps,
  input: CallBody<typeof api.recordPropertyExpense>,
  investorName: string | null,
  context: CommandContext,
) => {
  const partnerName = await deps.references.optionalPartner(input.loren_name);
  const category = await deps.references.expenseCategory(input.expense_category);
  const investor = investorName === null ? null : await deps.references.investor(investorName);
  const dates = expenseDates({ expenseDate: input.expense_date, expenseForMonth: input.expense_for_month });
  return recordOnProperty(deps, context, input.property_name, dates, 'Expense recorded successfully', (record) => ({
    type: 'RecordPropertyExpense',
    ...record,
    partnerName,
    investorId: investor?.id ?? null,
    description: input.description,
    amountCents: input.amount,
    expenseDate: input.expense_date,
    expenseForMonth: input.expense_for_month,
    category,
  }));
};

export const recordPropertyExpense = command(api.recordPropertyExpense, (deps, input, context) =>
  recordExpense(deps, input, null, context),
);

export const recordInvestorPropertyExpense = command(api.recordInvestorPropertyExpense, (deps, { investor, ...input }, context) =>
  recordExpense(deps, input, investor, context),
);

/** Every command of a property's stream. */
export const propertyCommands = [
  addProperty,
  setPropertyNotes,
  recordPropertyIncome,
  recordPartnerIncome,
  recordLandContractPayment,
  addRentalDeposit,
  recordPropertyExpense,
  recordInvestorPropertyExpense,
];
