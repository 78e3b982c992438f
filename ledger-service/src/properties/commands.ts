import * as api from '@portal/contracts/api';
import type { CallBody } from '@portal/contracts/api';
import { command, type CommandDeps } from '../shared/commands';
import type { CommandContext } from '../shared/command-runner';
import { newRecordId } from '../shared/ids';
import { propertyDecider, type PropertyCommand } from './decider';

/** Runs a command on a property's stream, under the property's name as written. */
export const runOnProperty = async (
  deps: CommandDeps,
  propertyName: string,
  toCommand: (propertyName: string) => PropertyCommand,
  context: CommandContext,
) => {
  const property = await deps.references.property(propertyName);
  const resolved = toCommand(property.name);
  return deps.runner.execute(propertyDecider(resolved), property.streamName, resolved, context);
};

/** Money coming in for a property: income, partner ({name}) income, land-contract payments. */

export const recordPropertyIncome = command(api.recordPropertyIncome, async (deps, input, context) => {
  const partnerName = await deps.references.optionalPartner(input.loren_name);
  const recordId = newRecordId(context);
  await runOnProperty(
    deps,
    input.property_name,
    (propertyName) => ({
      type: 'RecordIncome',
      recordId,
      propertyName,
      partnerName,
      description: input.description,
      amountCents: input.amount,
      incomeDate: input.income_date,
      incomeForMonth: input.income_for_month,
      category: input.income_category,
    }),
    context,
  );
  return { message: 'Income recorded successfully', id: recordId };
});

export const recordPartnerIncome = command(api.recordPartnerIncome, async (deps, input, context) => {
  const recordId = newRecordId(context);
  await runOnProperty(
    deps,
    input.property_name,
    (propertyName) => ({
      type: 'RecordPartnerIncome',
      recordId,
      propertyName,
      description: input.description,
      amountCents: input.amount,
      incomeDate: input.income_date,
      startDate: input.start_date,
      endDate: input.end_date,
    }),
    context,
  );
  return { message: 'Income recorded successfully', id: recordId };
});

export const recordLandContractPayment = command(api.recordLandContractPayment, async (deps, input, context) => {
  const partner = await deps.references.partner(input.loren_name);
  const recordId = newRecordId(context);
  await runOnProperty(
    deps,
    input.property_name,
    (propertyName) => ({
      type: 'RecordLandContractPayment',
      recordId,
      propertyName,
      partnerName: partner.name,
      description: input.description,
      amountCents: input.amount,
      paymentDate: input.payment_date,
    }),
    context,
  );
  return { message: 'Land contract payment recorded successfully', id: recordId };
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
  await runOnProperty(
    deps,
    input.property_name,
    (propertyName) => ({ type: 'SetPropertyNotes', propertyName, notes: input.notes }),
    context,
  );
  return { message: 'Notes updated successfully!' };
});

/** Rental deposits received (their withdrawal is in withdrawals/). */
export const addRentalDeposit = command(api.addRentalDeposit, async (deps, input, context) => {
  const partnerName = await deps.references.optionalPartner(input.loren_name);
  const recordId = newRecordId(context);
  await runOnProperty(
    deps,
    input.property_name,
    (propertyName) => ({
      type: 'ReceiveRentalDeposit',
      recordId,
      propertyName,
      partnerName,
      amountCents: input.amount,
      date: input.date,
      notes: input.notes,
    }),
    context,
  );
  return { message: 'New deposit added successfully', id: recordId };
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
  const recordId = newRecordId(context);
  await runOnProperty(
    deps,
    input.property_name,
    (propertyName) => ({
      type: 'RecordPropertyExpense',
      recordId,
      propertyName,
      partnerName,
      investorName: investor?.name ?? null,
      description: input.description,
      amountCents: input.amount,
      expenseDate: input.expense_date,
      expenseForMonth: input.expense_for_month,
      category,
    }),
    context,
  );
  return { message: 'Expense recorded successfully', id: recordId };
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
