import type { ComponentType } from 'react';
import { AuditTrailPanel } from './audit-trail/AuditTrailPanel';
import { ExpenseCategoryForm } from './forms/ExpenseCategoryForm';
import { InvestmentForm } from './forms/InvestmentForm';
import { InvestmentPropertyForm } from './forms/InvestmentPropertyForm';
import { InvestorForm } from './forms/InvestorForm';
import { LandContractPaymentForm } from './forms/LandContractPaymentForm';
import { LlcExpenseForm } from './forms/LlcExpenseForm';
import { LlcForm } from './forms/LlcForm';
import { PartnerForm } from './forms/PartnerForm';
import { PartnerIncomeForm } from './forms/PartnerIncomeForm';
import { InvestorPropertyExpenseForm, PropertyExpenseForm } from './forms/PropertyExpenseForm';
import { PropertyIncomeForm } from './forms/PropertyIncomeForm';
import { PropertyNotesForm } from './forms/PropertyNotesForm';
import { RentalDepositForm } from './forms/RentalDepositForm';
import { LlcTaxesPanel } from './llc-taxes/LlcTaxesPanel';
import { ClosePeriodPanel } from './periods/ClosePeriodPanel';
import { PropertyDetailsPanel } from './property-details/PropertyDetailsPanel';
import { RebuildReportsPanel } from './rebuild-reports/RebuildReportsPanel';
import { InvestorReturnsPanel } from './returns/InvestorReturnsPanel';
import { AdminSummaryPanel } from './summary/AdminSummaryPanel';
import { DeleteLlcTransactionPanel } from './transactions/DeleteLlcTransactionPanel';
import { DeletePropertyTransactionPanel } from './transactions/DeletePropertyTransactionPanel';
import { ManagePortalUsersPanel } from './users/ManagePortalUsersPanel';
import { WithdrawFundsPanel } from './withdrawals/WithdrawFundsPanel';

export interface AdminAction {
  /** Stable id, kept in the URL (`/admin?action=llc-taxes`). */
  id: string;
  /** The dropdown text, also the panel's heading. */
  label: string;
  Panel: ComponentType<{ title: string }>;
}

/**
 * The dropdown's actions: the original nineteen in their order, then 'Add New LLC' and
 * 'Add New Partner', 'Investor Returns' (every investor's IRR side by side), 'Close Period', then the event log's
 * own: 'Audit Trail' and 'Rebuild Reports'. `{name}` of
 * 'Add New {name} Income' is the configured partner label.
 */
export function adminActions(partnerLabel: string): readonly AdminAction[] {
  return [
    { id: 'admin-summary', label: 'Admin Summary', Panel: AdminSummaryPanel },
    { id: 'property-details', label: 'Property Details', Panel: PropertyDetailsPanel },
    { id: 'add-income', label: 'Add New Income', Panel: PropertyIncomeForm },
    { id: 'add-partner-income', label: `Add New ${partnerLabel} Income`, Panel: PartnerIncomeForm },
    { id: 'add-land-contract-payment', label: 'Add New Land Contract Payment', Panel: LandContractPaymentForm },
    { id: 'add-property-expense', label: 'Add New Property Expense', Panel: PropertyExpenseForm },
    { id: 'add-investor-property-expense', label: 'Add New Investor Property Expense', Panel: InvestorPropertyExpenseForm },
    { id: 'delete-property-transaction', label: 'Delete Property Transaction', Panel: DeletePropertyTransactionPanel },
    { id: 'delete-llc-transaction', label: 'Delete LLC Transaction', Panel: DeleteLlcTransactionPanel },
    { id: 'update-property-notes', label: 'Update Property Notes', Panel: PropertyNotesForm },
    { id: 'add-expense-category', label: 'Add Expense Category', Panel: ExpenseCategoryForm },
    { id: 'add-investor', label: 'Add New Investor', Panel: InvestorForm },
    { id: 'add-investment', label: 'Add New Investment', Panel: InvestmentForm },
    { id: 'add-investment-property', label: 'Add New Investment Property', Panel: InvestmentPropertyForm },
    { id: 'add-rental-deposit', label: 'Add New Rental Deposit', Panel: RentalDepositForm },
    { id: 'manage-portal-users', label: 'Manage Portal Users', Panel: ManagePortalUsersPanel },
    { id: 'add-llc-expense', label: 'Add New LLC Expense', Panel: LlcExpenseForm },
    { id: 'llc-taxes', label: 'LLC Taxes', Panel: LlcTaxesPanel },
    { id: 'withdraw-funds', label: 'Withdraw Funds', Panel: WithdrawFundsPanel },
    { id: 'add-llc', label: 'Add New LLC', Panel: LlcForm },
    { id: 'add-partner', label: 'Add New Partner', Panel: PartnerForm },
    { id: 'investor-returns', label: 'Investor Returns', Panel: InvestorReturnsPanel },
    { id: 'close-period', label: 'Close Period', Panel: ClosePeriodPanel },
    { id: 'audit-trail', label: 'Audit Trail', Panel: AuditTrailPanel },
    { id: 'rebuild-reports', label: 'Rebuild Reports', Panel: RebuildReportsPanel },
  ];
}
