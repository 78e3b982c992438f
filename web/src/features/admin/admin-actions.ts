import type { ComponentType } from 'react';
import { AuditTrailPanel } from './audit-trail/AuditTrailPanel';
import { AddAuditorPanel } from './auditors/AddAuditorPanel';
import { DistributePanel } from './distributions/DistributePanel';
import { PaymentDetailsPanel } from './distributions/PaymentDetailsPanel';
import {
  ExpenseCategoryForm,
  InvestmentForm,
  InvestmentPropertyForm,
  InvestorForm,
  InvestorPropertyExpenseForm,
  LandContractPaymentForm,
  LlcExpenseForm,
  LlcForm,
  PartnerForm,
  PartnerIncomeForm,
  PropertyExpenseForm,
  PropertyIncomeForm,
  RentalDepositForm,
} from './forms/record-forms';
import { PropertyNotesForm } from './forms/PropertyNotesForm';
import { LlcTaxesPanel } from './llc-taxes/LlcTaxesPanel';
import { ClosePeriodPanel } from './periods/ClosePeriodPanel';
import { PropertyDetailsPanel } from './property-details/PropertyDetailsPanel';
import { RebuildReportsPanel } from './rebuild-reports/RebuildReportsPanel';
import { RestatementsPanel } from './restatements/RestatementsPanel';
import { InvestorsPanel } from './investors/InvestorsPanel';
import { LandContractsPanel } from './land-contracts/LandContractsPanel';
import { InvestorReturnsPanel } from './returns/InvestorReturnsPanel';
import { IssueStatementsPanel } from './statements/IssueStatementsPanel';
import { AdminSummaryPanel } from './summary/AdminSummaryPanel';
import { DeleteLlcTransactionPanel, DeletePropertyTransactionPanel } from './transactions/DeleteTransactionPanels';
import { ManagePortalUsersPanel } from './users/ManagePortalUsersPanel';
import { WithdrawFundsPanel } from './withdrawals/WithdrawFundsPanel';

/**
 * The groups the actions are listed under, in the dropdown (`<optgroup>`) and the desktop's list:
 * what a clerk comes to do, from reading the books to running the system.
 */
export const ADMIN_GROUPS = ['Reports', 'Record', 'Corrections', 'Period', 'People', 'System'] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

export interface AdminAction {
  /** Stable id, kept in the URL (`/admin?action=llc-taxes`). */
  id: string;
  /** The dropdown text, also the panel's heading. */
  label: string;
  group: AdminGroup;
  Panel: ComponentType<{ title: string }>;
  /**
   * The panel only reads: no form, no delete, no secret, no rebuild (or, like Land Contracts, it
   * shows its forms to an administrator alone). Only these are offered to an auditor (whose every
   * change the server refuses anyway; docs/security.md, Roles).
   */
  readOnly: boolean;
}

/** The action `/admin` opens on: the Investors table, every investor's figures a click from their page. */
export const HOME_ACTION = 'investors';

type Entry = [id: string, label: string, Panel: ComponentType<{ title: string }>, readOnly?: 'read-only'];

const entries = (partnerLabel: string): Record<AdminGroup, Entry[]> => ({
  Reports: [
    [HOME_ACTION, 'Investors', InvestorsPanel, 'read-only'],
    ['admin-summary', 'Admin Summary', AdminSummaryPanel, 'read-only'],
    ['property-details', 'Property Details', PropertyDetailsPanel, 'read-only'],
    ['investor-returns', 'Investor Returns', InvestorReturnsPanel, 'read-only'],
    ['llc-taxes', 'LLC Taxes', LlcTaxesPanel, 'read-only'],
    ['audit-trail', 'Audit Trail', AuditTrailPanel, 'read-only'],
  ],
  Record: [
    ['add-income', 'Add New Income', PropertyIncomeForm],
    ['add-partner-income', `Add New ${partnerLabel} Income`, PartnerIncomeForm],
    ['add-land-contract-payment', 'Add New Land Contract Payment', LandContractPaymentForm],
    ['land-contracts', 'Land Contracts', LandContractsPanel, 'read-only'],
    ['add-property-expense', 'Add New Property Expense', PropertyExpenseForm],
    ['add-investor-property-expense', 'Add New Investor Property Expense', InvestorPropertyExpenseForm],
    ['add-llc-expense', 'Add New LLC Expense', LlcExpenseForm],
    ['add-rental-deposit', 'Add New Rental Deposit', RentalDepositForm],
    ['add-investment', 'Add New Investment', InvestmentForm],
    ['withdraw-funds', 'Withdraw Funds', WithdrawFundsPanel],
    // An auditor reads the runs and downloads their CSV; the panel offers Plan and Confirm to an administrator only.
    ['distribute', 'Distribute', DistributePanel, 'read-only'],
    ['update-property-notes', 'Update Property Notes', PropertyNotesForm],
  ],
  Corrections: [
    ['delete-property-transaction', 'Delete Property Transaction', DeletePropertyTransactionPanel],
    ['delete-llc-transaction', 'Delete LLC Transaction', DeleteLlcTransactionPanel],
    ['restatements', 'Restatements', RestatementsPanel, 'read-only'],
  ],
  Period: [
    ['close-period', 'Close Period', ClosePeriodPanel],
    // An auditor reads the statements and downloads them; the panel offers Issue to an administrator only.
    ['issue-statements', 'Issue Statements', IssueStatementsPanel, 'read-only'],
  ],
  People: [
    ['add-investor', 'Add New Investor', InvestorForm],
    ['manage-portal-users', 'Manage Portal Users', ManagePortalUsersPanel],
    // An auditor reads every investor's method and last four digits; the form and the reviews are an administrator's.
    ['payment-details', 'Payment Details', PaymentDetailsPanel, 'read-only'],
    ['add-partner', 'Add New Partner', PartnerForm],
    ['add-auditor', 'Add Auditor', AddAuditorPanel],
  ],
  System: [
    ['add-investment-property', 'Add New Investment Property', InvestmentPropertyForm],
    ['add-llc', 'Add New LLC', LlcForm],
    ['add-expense-category', 'Add Expense Category', ExpenseCategoryForm],
    ['rebuild-reports', 'Rebuild Reports', RebuildReportsPanel],
  ],
});

/**
 * Every action of the dropdown, group by group: the spec's nineteen under their names, and the
 * portal's own (Investors, Add New LLC, Add New Partner, Investor Returns, Distribute, Close Period, Issue
 * Statements, Payment Details, Audit Trail, Restatements, Rebuild Reports, Add Auditor). `{name}` of 'Add New {name} Income' is the
 * configured partner label. An auditor is offered the `readOnly` ones.
 */
export function adminActions(partnerLabel: string): readonly AdminAction[] {
  const byGroup = entries(partnerLabel);
  return ADMIN_GROUPS.flatMap((group) =>
    byGroup[group].map(([id, label, Panel, readOnly]) => ({ id, label, group, Panel, readOnly: readOnly === 'read-only' })),
  );
}

/** The actions under their groups, in order; a group with none of them is left out. */
export const groupActions = (actions: readonly AdminAction[]): { group: AdminGroup; actions: AdminAction[] }[] =>
  ADMIN_GROUPS.map((group) => ({ group, actions: actions.filter((action) => action.group === group) })).filter(
    ({ actions: inGroup }) => inGroup.length > 0,
  );
