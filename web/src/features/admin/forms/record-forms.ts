import { createElement } from 'react';
import { touches } from '../api/touches';
import { usePaymentSplit } from '../land-contracts/PaymentSplit';
import { InvestorSecretCard } from '../layout/SecretCard';
import type { SelectOption } from '../form-kit';
import { amount, date, month, partner, recordForm, select, text } from './RecordForm';

/** The four fee levels. */
const FEE_PERCENTAGE_OPTIONS: readonly SelectOption[] = [
  { value: '0.0', label: '0' },
  { value: '0.1', label: '10%' },
  { value: '0.2', label: '20%' },
  { value: '0.3', label: '30%' },
];

// Fields several forms show alike.
const property = select('Property', 'property_name', 'properties');
const description = text('Description', 'description');
const dollars = amount('Amount', 'amount');
const optionalPartner = partner('loren_name', { optional: true });
const investor = <N extends string>(name: N) => select('Investor', name, 'investors_list');
const address = text('Address', 'address', { autoComplete: 'off' });

// What the income and expense records say, and the reports they move.
const incomeRecorded = { success: 'Income recorded successfully', failureLog: 'Error recording income:', touches: touches.ledgerRecord };
const expenseRecorded = { success: 'Expense recorded successfully', failureLog: 'Error recording expense:', touches: touches.ledgerRecord };

/** 'Add New Income': income of a property, counted in the month it is for. */
export const PropertyIncomeForm = recordForm({
  path: '/admin/record_property_income',
  fields: [
    date('Date', 'income_date'),
    property,
    optionalPartner,
    description,
    dollars,
    month('Income For Month', 'income_for_month'),
    select('Income Category', 'income_category', 'property_income_categories'),
  ],
  ...incomeRecorded,
});

/** 'Add New {name} Income': income from the partner counterparty over a period. */
export const PartnerIncomeForm = recordForm({
  path: '/admin/record_loren_income',
  fields: [date('Date', 'income_date'), property, description, dollars, date('Start Date', 'start_date'), date('End Date', 'end_date')],
  ...incomeRecorded,
});

/** 'Add New Land Contract Payment': a payment on a land-contract property from a partner. */
export const LandContractPaymentForm = recordForm({
  path: '/admin/record_lc_payment',
  fields: [
    date('Date', 'payment_date'),
    select('Property', 'property_name', 'land_contract_properties'),
    partner('loren_name', { optional: false }),
    description,
    dollars,
  ],
  success: 'Land contract payment recorded successfully',
  failureLog: 'Error adding payment:',
  touches: touches.ledgerRecord,
  useLive: usePaymentSplit,
});

/** The fields of a property expense, whether the property's or one investor's alone. */
const propertyExpenseFields = [
  date('Date', 'expense_date'),
  property,
  optionalPartner,
  description,
  dollars,
  select('Expense Category', 'expense_category', 'property_expense_categories'),
  month('Expense For Month', 'expense_for_month'),
];

/** 'Add New Property Expense'. */
export const PropertyExpenseForm = recordForm({
  path: '/admin/record_property_expense',
  fields: propertyExpenseFields,
  ...expenseRecorded,
});

/** 'Add New Investor Property Expense': the same expense charged to one investor alone. */
export const InvestorPropertyExpenseForm = recordForm({
  path: '/admin/record_investor_property_expense',
  fields: [investor('investor'), ...propertyExpenseFields],
  ...expenseRecorded,
});

/** 'Add Expense Category': grows the one catalogue property and LLC expenses share. */
export const ExpenseCategoryForm = recordForm({
  path: '/admin/add_expense_category',
  fields: [text('Expense Category', 'expense_category', { autoComplete: 'off' })],
  success: 'New category added successfully',
  failureLog: 'Error adding category:',
  touches: touches.catalogue,
});

/** 'Add New Investor': the answer carries the secret the investor registers with. */
export const InvestorForm = recordForm({
  path: '/admin/add_investor',
  fields: [
    text('Name', 'name', { autoComplete: 'off' }),
    text('Email', 'email', { type: 'email', autoComplete: 'off' }),
    text('Phone', 'phone', { type: 'tel', autoComplete: 'off' }),
    address,
    select('Fee Percentage', 'fee_percentage', FEE_PERCENTAGE_OPTIONS, true),
  ],
  success: (answer) => `New investor added successfully, login secret is: ${answer?.secret ?? ''}`,
  failureLog: 'Error adding investor:',
  touches: touches.catalogue,
  // The secret stays on screen, with a button that copies it, after the alert is closed.
  after: (answer, values) => answer?.secret && createElement(InvestorSecretCard, { name: values.name.trim(), secret: answer.secret }),
});

/** 'Add New Investment': an investor puts money into a property. */
export const InvestmentForm = recordForm({
  path: '/admin/add_investment',
  fields: [investor('investor_name'), property, date('Date', 'date'), dollars],
  success: 'New investment added successfully',
  failureLog: 'Error adding investment:',
  touches: touches.ledgerRecord,
});

/** 'Add New Investment Property': a property held by one of the LLCs. */
export const InvestmentPropertyForm = recordForm({
  path: '/admin/add_investment_property',
  fields: [
    text('Property Name', 'property_name'),
    address,
    date('Purchase Date', 'purchase_date'),
    amount('Purchase Price', 'purchase_price'),
    select('Property Type', 'property_type', 'property_types'),
    text('Picture URL', 'picture_url', { placeholder: '/pictures/main-street.jpg' }),
    select('LLC', 'llc', 'llcs_list'),
    amount('Land Value', 'land_value'),
    amount('Property Value', 'property_value'),
  ],
  success: 'New property added successfully',
  failureLog: 'Error adding property:',
  touches: touches.property,
});

/** 'Add New Rental Deposit': a deposit held for a rental property. */
export const RentalDepositForm = recordForm({
  path: '/admin/add_rental_deposit',
  fields: [
    select('Property', 'property_name', 'rental_properties'),
    date('Date', 'date'),
    dollars,
    text('Notes', 'notes'),
    optionalPartner,
  ],
  success: 'New deposit added successfully',
  failureLog: 'Error adding deposit:',
  touches: touches.ledgerRecord,
});

/** 'Add New LLC Expense': an expense of the LLC itself, not of one of its properties. */
export const LlcExpenseForm = recordForm({
  path: '/admin/record_llc_expense',
  fields: [
    date('Date', 'expense_date'),
    select('LLC', 'llc_name', 'llcs_list'),
    description,
    dollars,
    select('Expense Category', 'expense_category', 'llc_expense_categories'),
  ],
  ...expenseRecorded,
});

/** 'Add New LLC' (docs/figures.md): the facts its tax summary shows. */
export const LlcForm = recordForm({
  path: '/admin/add_llc',
  fields: [
    text('LLC Name', 'llc_name', { autoComplete: 'off' }),
    address,
    date('Date Started', 'date_started'),
    text('Principal Business Activity', 'principal_business_activity'),
    text('Principal Product', 'principal_product'),
    text('Business Code Number', 'business_code_number', { inputMode: 'numeric' }),
  ],
  success: 'New LLC added successfully',
  failureLog: 'Error adding LLC:',
  touches: touches.catalogue,
});

/** 'Add New Partner' (docs/figures.md): a counterparty named by the configured partner label. */
export const PartnerForm = recordForm({
  path: '/admin/add_partner',
  fields: [text((partnerLabel) => `${partnerLabel} Name`, 'loren_name', { autoComplete: 'off' })],
  success: (_answer, partnerLabel) => `New ${partnerLabel} added successfully`,
  failureLog: 'Error adding partner:',
  touches: touches.catalogue,
});
