import type { DomainEvent } from '@portal/contracts';
import type {
  CapitalMovement,
  CashWithdrawal,
  DepositMovement,
  GrossRecord,
  InvestorInfo,
  LedgerFacts,
  LlcExpense,
  PropertyExpense,
  PropertyInfo,
} from './facts';
import { assertNever } from './facts';

/**
 * Folds the event log (in order) into the plain facts the figures need, with voided records removed:
 * "voided transactions count nowhere" is applied here, once, so no figure has to think about voids.
 * A void names a record id; it removes that record from the kinds its event type covers (IncomeVoided
 * also covers partner income; DepositVoided covers deposits and deposit withdrawals), wherever it sits
 * in the log. Voids of unknown ids are ignored. This is the reference a projector's tables must match,
 * and the tests' way to build ledgers from events.
 */
export const ledgerFactsFromEvents = (events: Iterable<DomainEvent>): LedgerFacts => {
  const properties = new Map<string, PropertyInfo>();
  const notes = new Map<string, string>();
  const investors = new Map<string, InvestorInfo>();
  const capital: CapitalMovement[] = [];
  const gross: GrossRecord[] = [];
  const expenses: PropertyExpense[] = [];
  const deposits: DepositMovement[] = [];
  const cashWithdrawals: CashWithdrawal[] = [];
  const llcExpenses: LlcExpense[] = [];
  const voided = {
    income: new Set<string>(),
    expense: new Set<string>(),
    deposit: new Set<string>(),
    payment: new Set<string>(),
    llc: new Set<string>(),
  };

  for (const event of events) {
    switch (event.type) {
      case 'InvestorAdded':
        investors.set(event.data.investorName, { investorName: event.data.investorName, feeBasisPoints: event.data.feeBasisPoints });
        break;
      case 'PropertyAdded': {
        const { propertyName, propertyType, llcName, address, purchaseDate, purchasePriceCents, landValueCents, pictureUrl } = event.data;
        properties.set(propertyName, {
          propertyName,
          propertyType,
          llcName,
          address,
          purchaseDate,
          purchasePriceCents,
          landValueCents,
          pictureUrl,
          notes: '',
        });
        break;
      }
      case 'PropertyNotesSet':
        notes.set(event.data.propertyName, event.data.notes);
        break;
      case 'InvestmentMade':
      case 'InvestmentWithdrawn':
        capital.push({ ...event.data, kind: event.type === 'InvestmentMade' ? 'investment' : 'withdrawal' });
        break;
      case 'IncomeRecorded': {
        const { recordId, propertyName, description, amountCents, incomeDate, incomeForMonth, category } = event.data;
        gross.push({ kind: 'income', recordId, propertyName, description, amountCents, date: incomeDate, incomeForMonth, category });
        break;
      }
      case 'PartnerIncomeRecorded': {
        const { recordId, propertyName, description, amountCents, incomeDate } = event.data;
        gross.push({ kind: 'partner_income', recordId, propertyName, description, amountCents, date: incomeDate });
        break;
      }
      case 'LandContractPaymentRecorded': {
        const { recordId, propertyName, description, amountCents, paymentDate } = event.data;
        gross.push({ kind: 'land_contract_payment', recordId, propertyName, description, amountCents, date: paymentDate });
        break;
      }
      case 'PropertyExpenseRecorded': {
        const { recordId, propertyName, investorName, description, amountCents, expenseDate, expenseForMonth, category } = event.data;
        expenses.push({ recordId, propertyName, investorName, description, amountCents, expenseDate, expenseForMonth, category });
        break;
      }
      case 'RentalDepositReceived':
      case 'DepositWithdrawn': {
        const { recordId, propertyName, amountCents, date, notes: depositNotes } = event.data;
        deposits.push({
          recordId,
          propertyName,
          amountCents,
          date,
          notes: depositNotes,
          kind: event.type === 'RentalDepositReceived' ? 'received' : 'withdrawn',
        });
        break;
      }
      case 'LlcExpenseRecorded': {
        const { recordId, llcName, description, amountCents, expenseDate, category } = event.data;
        llcExpenses.push({ recordId, llcName, description, amountCents, expenseDate, category });
        break;
      }
      case 'CashWithdrawn': {
        const { recordId, investorName, amountCents, date, description } = event.data;
        cashWithdrawals.push({ recordId, investorName, amountCents, date, description });
        break;
      }
      case 'IncomeVoided':
        voided.income.add(event.data.recordId);
        break;
      case 'ExpenseVoided':
        voided.expense.add(event.data.recordId);
        break;
      case 'DepositVoided':
        voided.deposit.add(event.data.recordId);
        break;
      case 'LandContractPaymentVoided':
        voided.payment.add(event.data.recordId);
        break;
      case 'LlcExpenseVoided':
        voided.llc.add(event.data.recordId);
        break;
      case 'LlcAdded':
      case 'PartnerAdded':
      case 'ExpenseCategoryAdded':
      case 'PortalUserRegistered':
      case 'AdministratorAppointed':
      case 'PortalUserPasswordChanged':
      case 'AdministratorDismissed':
      case 'PortalUserSignedOut':
      case 'PortalUserDeleted':
      case 'LoginSucceeded':
      case 'LoginFailed':
        break;
      default:
        assertNever(event);
    }
  }

  const isVoided = (record: GrossRecord): boolean => {
    switch (record.kind) {
      case 'income':
      case 'partner_income':
        return voided.income.has(record.recordId);
      case 'land_contract_payment':
        return voided.payment.has(record.recordId);
      default:
        return assertNever(record);
    }
  };
  return {
    properties: [...properties.values()].map((p) => ({ ...p, notes: notes.get(p.propertyName) ?? '' })),
    investors: [...investors.values()],
    capital,
    gross: gross.filter((r) => !isVoided(r)),
    expenses: expenses.filter((r) => !voided.expense.has(r.recordId)),
    deposits: deposits.filter((r) => !voided.deposit.has(r.recordId)),
    cashWithdrawals,
    llcExpenses: llcExpenses.filter((r) => !voided.llc.has(r.recordId)),
  };
};
