import Router from '@koa/router';
import { z } from 'zod';
import { propertyIncomeCategories } from '@portal/contracts';
import { commandContext, type AppContext, type AppState } from '../http/context';
import { amountCents, dateField, monthField, nameField, optionalName, requiredText } from '../http/fields';
import { created, type LedgerRouteDeps } from '../http/ledger-deps';
import { parseInput } from '../http/validate';
import { newRecordId } from '../shared/ids';
import { propertyDecider, type PropertyCommand } from './decider';

const incomeBody = z.object({
  income_date: dateField,
  property_name: nameField,
  loren_name: optionalName,
  description: requiredText,
  amount: amountCents,
  income_for_month: monthField,
  income_category: z.enum(propertyIncomeCategories, {
    errorMap: () => ({ message: `Expected one of ${propertyIncomeCategories.join(', ')}` }),
  }),
});

const partnerIncomeBody = z
  .object({
    income_date: dateField,
    property_name: nameField,
    description: requiredText,
    amount: amountCents,
    start_date: dateField,
    end_date: dateField,
  })
  .refine((body) => body.start_date <= body.end_date, { path: ['end_date'], message: 'Expected a date on or after start_date' });

const landContractPaymentBody = z.object({
  payment_date: dateField,
  property_name: nameField,
  loren_name: nameField,
  description: requiredText,
  amount: amountCents,
});

/** Money coming in for a property: income, partner ({name}) income, land-contract payments. */
export const incomeRoutes = (deps: LedgerRouteDeps) => {
  const router = new Router<AppState>();
  /** Runs the command on the property's stream, under the property's name as written. */
  const run = async (propertyName: string, command: (propertyName: string) => PropertyCommand, ctx: AppContext) => {
    const property = await deps.references.property(propertyName);
    const resolved = command(property.name);
    return deps.runner.execute(propertyDecider(resolved), property.streamName, resolved, commandContext(ctx));
  };

  router.post('/admin/record_property_income', ...deps.admin, async (ctx) => {
    const input = parseInput(incomeBody, ctx.request.body);
    const partnerName = await deps.references.optionalPartner(input.loren_name);
    const recordId = newRecordId(commandContext(ctx));
    await run(
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
      ctx,
    );
    created(ctx, 'Income recorded successfully', recordId);
  });

  router.post('/admin/record_loren_income', ...deps.admin, async (ctx) => {
    const input = parseInput(partnerIncomeBody, ctx.request.body);
    const recordId = newRecordId(commandContext(ctx));
    await run(
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
      ctx,
    );
    created(ctx, 'Income recorded successfully', recordId);
  });

  router.post('/admin/record_lc_payment', ...deps.admin, async (ctx) => {
    const input = parseInput(landContractPaymentBody, ctx.request.body);
    const partner = await deps.references.partner(input.loren_name);
    const recordId = newRecordId(commandContext(ctx));
    await run(
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
      ctx,
    );
    created(ctx, 'Land contract payment recorded successfully', recordId);
  });

  return router;
};
