import * as api from '@portal/contracts/api';
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

export const incomeCommands = [recordPropertyIncome, recordPartnerIncome, recordLandContractPayment];
