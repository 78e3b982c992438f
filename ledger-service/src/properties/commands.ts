import * as api from '@portal/contracts/api';
import type { CallBody } from '@portal/contracts/api';
import { command, recordNew, type CommandDeps, type RecordTarget } from '../shared/commands';
import type { CommandContext } from '../shared/command-runner';
import { propertyDecider, type PropertyCommand } from './decider';
import type { PropertyState } from './state';

/** A new record in a property's stream (the property named as written). */
const onProperty = async (deps: CommandDeps, propertyName: string, message: string) => {
  const property = await deps.references.property(propertyName);
  const target: RecordTarget<PropertyState, PropertyCommand> = { streamName: property.streamName, decider: propertyDecider, message };
  return { name: property.name, target };
};

/** Money coming in for a property: income, partner ({name}) income, land-contract payments. */

export const recordPropertyIncome = command(api.recordPropertyIncome, async (deps, input, context) => {
  const partnerName = await deps.references.optionalPartner(input.loren_name);
  const property = await onProperty(deps, input.property_name, 'Income recorded successfully');
  return recordNew(deps, context, property.target, input.income_date, (recordId): PropertyCommand => ({
    type: 'RecordIncome',
    recordId,
    propertyName: property.name,
    partnerName,
    description: input.description,
    amountCents: input.amount,
    incomeDate: input.income_date,
    incomeForMonth: input.income_for_month,
    category: input.income_category,
  }));
});

export const recordPartnerIncome = command(api.recordPartnerIncome, async (deps, input, context) => {
  const property = await onProperty(deps, input.property_name, 'Income recorded successfully');
  return recordNew(deps, context, property.target, input.income_date, (recordId): PropertyCommand => ({
    type: 'RecordPartnerIncome',
    recordId,
    propertyName: property.name,
    description: input.description,
    amountCents: input.amount,
    incomeDate: input.income_date,
    startDate: input.start_date,
    endDate: input.end_date,
  }));
});

export const recordLandContractPayment = command(api.recordLandContractPayment, async (deps, input, context) => {
  const partner = await deps.references.partner(input.loren_name);
  const property = await onProperty(deps, input.property_name, 'Land contract payment recorded successfully');
  return recordNew(deps, context, property.target, input.payment_date, (recordId): PropertyCommand => ({
    type: 'RecordLandContractPayment',
    recordId,
    propertyName: property.name,
    partnerName: partner.name,
    description: input.description,
    amountCents: input.amount,
    paymentDate: input.payment_date,
  }));
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

/** Rental deposits received (their withdrawal is in withdrawals/). */
export const addRentalDeposit = command(api.addRentalDeposit, async (deps, input, context) => {
  const partnerName = await deps.references.optionalPartner(input.loren_name);
  const property = await onProperty(deps, input.property_name, 'New deposit added successfully');
  return recordNew(deps, context, property.target, input.date, (recordId): PropertyCommand => ({
    type: 'ReceiveRentalDeposit',
    recordId,
    propertyName: property.name,
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
  const property = await onProperty(deps, input.property_name, 'Expense recorded successfully');
  return recordNew(deps, context, property.target, input.expense_date, (recordId): PropertyCommand => ({
    type: 'RecordPropertyExpense',
    recordId,
    propertyName: property.name,
    partnerName,
    investorName: investor?.name ?? null,
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
