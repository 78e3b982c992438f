import type { ComponentType } from 'react';
import { AuditTrailPanel } from './audit-trail/AuditTrailPanel';
import { AddAuditorPanel } from './auditors/AddAuditorPanel';
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
import { InvestorReturnsPanel } from './returns/InvestorReturnsPanel';
import { AdminSummaryPanel } from './summary/AdminSummaryPanel';
import { DeleteLlcTransactionPanel, DeletePropertyTransactionPanel } from './transactions/DeleteTransactionPanels';
import { ManagePortalUsersPanel } from './users/ManagePortalUsersPanel';
import { WithdrawFundsPanel } from './withdrawals/WithdrawFundsPanel';

export interface AdminAction {
  /** Stable id, kept in the URL (`/admin?action=llc-taxes`). */
  id: string;
  /** The dropdown text, also the panel's heading. */
  label: string;
  Panel: ComponentType<{ title: string }>;
  /**
   * The panel only reads: no form, no delete, no secret, no rebuild. Only these are offered to an
   * auditor (whose every change the server refuses anyway; docs/security.md, Roles).
   */
  readOnly: boolean;
}

/**
 * The dropdown's actions: the original nineteen in their order, then 'Add New LLC' and
 * 'Add New Partner', 'Investor Returns' (every investor's IRR side by side), 'Close Period', then the event log's
 * own: 'Audit Trail', 'Restatements' (what changed since a moment) and 'Rebuild Reports', then 'Add Auditor'. `{name}` of
 * 'Add New {name} Income' is the configured partner label. An auditor is offered the `readOnly` ones.
 */
export function adminActions(partnerLabel: string): readonly AdminAction[] {
  return [
    { id: 'admin-summary', label: 'Admin Summary', Panel: AdminSummaryPanel, readOnly: true },
    { id: 'property-details', label: 'Property Details', Panel: PropertyDetailsPanel, readOnly: true },
    { id: 'add-income', label: 'Add New Income', Panel: PropertyIncomeForm, readOnly: false },
    { id: 'add-partner-income', label: `Add New ${partnerLabel} Income`, Panel: PartnerIncomeForm, readOnly: false },
    { id: 'add-land-contract-payment', label: 'Add New Land Contract Payment', Panel: LandContractPaymentForm, readOnly: false },
    { id: 'add-property-expense', label: 'Add New Property Expense', Panel: PropertyExpenseForm, readOnly: false },
    {
      id: 'add-investor-property-expense',
      label: 'Add New Investor Property Expense',
      Panel: InvestorPropertyExpenseForm,
      readOnly: false,
    },
    { id: 'delete-property-transaction', label: 'Delete Property Transaction', Panel: DeletePropertyTransactionPanel, readOnly: false },
    { id: 'delete-llc-transaction', label: 'Delete LLC Transaction', Panel: DeleteLlcTransactionPanel, readOnly: false },
    { id: 'update-property-notes', label: 'Update Property Notes', Panel: PropertyNotesForm, readOnly: false },
    { id: 'add-expense-category', label: 'Add Expense Category', Panel: ExpenseCategoryForm, readOnly: false },
    { id: 'add-investor', label: 'Add New Investor', Panel: InvestorForm, readOnly: false },
    { id: 'add-investment', label: 'Add New Investment', Panel: InvestmentForm, readOnly: false },
    { id: 'add-investment-property', label: 'Add New Investment Property', Panel: InvestmentPropertyForm, readOnly: false },
    { id: 'add-rental-deposit', label: 'Add New Rental Deposit', Panel: RentalDepositForm, readOnly: false },
    { id: 'manage-portal-users', label: 'Manage Portal Users', Panel: ManagePortalUsersPanel, readOnly: false },
    { id: 'add-llc-expense', label: 'Add New LLC Expense', Panel: LlcExpenseForm, readOnly: false },
    { id: 'llc-taxes', label: 'LLC Taxes', Panel: LlcTaxesPanel, readOnly: true },
    { id: 'withdraw-funds', label: 'Withdraw Funds', Panel: WithdrawFundsPanel, readOnly: false },
    { id: 'add-llc', label: 'Add New LLC', Panel: LlcForm, readOnly: false },
    { id: 'add-partner', label: 'Add New Partner', Panel: PartnerForm, readOnly: false },
    { id: 'investor-returns', label: 'Investor Returns', Panel: InvestorReturnsPanel, readOnly: true },
    { id: 'close-period', label: 'Close Period', Panel: ClosePeriodPanel, readOnly: false },
    { id: 'audit-trail', label: 'Audit Trail', Panel: AuditTrailPanel, readOnly: true },
    { id: 'restatements', label: 'Restatements', Panel: RestatementsPanel, readOnly: true },
    { id: 'rebuild-reports', label: 'Rebuild Reports', Panel: RebuildReportsPanel, readOnly: false },
    { id: 'add-auditor', label: 'Add Auditor', Panel: AddAuditorPanel, readOnly: false },
  ];
}
