import type { DomainEvent, noticeEvents, statementEvents } from '@portal/contracts';
import { assertNever } from '../ledger/figures';
import { described, investor, llc, property, voided, type EventDescription } from './descriptions';
import type { DistributionEvent } from './distribution-summaries';
import { excerpt, formatCents, formatDate, formatMonth } from './formats';
import type { IdentityEvent } from './identity-summaries';
import { investorRef } from './people-refs';

/** A rate in thousandths of a percent as people write it: 8125 is 8.125 %. */
const formatRate = (rateMilli: number) => `${(rateMilli / 1000).toString()} %`;

/** The types summaries.ts describes itself, with their own sentences (notices, statements, distributions). */
type DescribedElsewhere = IdentityEvent['type'] | keyof typeof noticeEvents | keyof typeof statementEvents | DistributionEvent['type'];

/** The events of the books: every other type, so a new one fails the type-check here until it is described. */
export type LedgerEvent = Exclude<DomainEvent, { type: DescribedElsewhere }>;

/** The audit trail's view of an event of the books (summaries.ts, describeEvent). */
export const describeLedgerEvent = (event: LedgerEvent): EventDescription => {
  switch (event.type) {
    case 'LlcAdded': {
      const { llcName, dateStarted, businessCodeNumber } = event.data;
      const code = businessCodeNumber ? `, business code ${businessCodeNumber}` : '';
      return described([llc(llcName)], `LLC ${llcName} added (started ${formatDate(dateStarted)}${code})`);
    }
    case 'PartnerAdded':
      return described([], `Partner ${event.data.partnerName} added`);
    case 'ExpenseCategoryAdded':
      return described([], `Expense category ${event.data.category} added`);
    case 'PeriodClosed':
      return described([], `Books closed through ${formatDate(event.data.through)}`);
    case 'PeriodReopened': {
      const { through, reason } = event.data;
      const to = through === null ? 'no closed period' : `closed through ${formatDate(through)}`;
      return described([], `Books reopened to ${to}: ${excerpt(reason)}`);
    }
    case 'PropertyAdded': {
      const { propertyName, llcName, propertyType, purchaseDate, purchasePriceCents } = event.data;
      return described(
        [property(propertyName), llc(llcName)],
        `Property ${propertyName} added to ${llcName} (${propertyType}, bought ${formatDate(purchaseDate)} for ${formatCents(purchasePriceCents)})`,
      );
    }
    case 'PropertyNotesSet': {
      const { propertyName, notes } = event.data;
      const said = notes.trim() ? `Notes of ${propertyName} set to ${excerpt(notes)}` : `Notes of ${propertyName} cleared`;
      return described([property(propertyName)], said);
    }
    case 'InvestmentMade': {
      const { recordId, investorId, propertyName, amountCents, date } = event.data;
      return described(
        [investor(investorId), property(propertyName)],
        `Investment of ${formatCents(amountCents)} by ${investorRef(investorId)} in ${propertyName}, dated ${formatDate(date)}`,
        { recordId },
      );
    }
    case 'InvestmentWithdrawn': {
      const { recordId, investorId, propertyName, amountCents, date } = event.data;
      return described(
        [investor(investorId), property(propertyName)],
        `Investment withdrawal of ${formatCents(amountCents)} by ${investorRef(investorId)} from ${propertyName}, dated ${formatDate(date)}`,
        { recordId },
      );
    }
    case 'IncomeRecorded': {
      const { recordId, propertyName, partnerName, amountCents, incomeDate, incomeForMonth, category } = event.data;
      const partner = partnerName === null ? '' : `, partner ${partnerName}`;
      return described(
        [property(propertyName)],
        `Income of ${formatCents(amountCents)} for ${propertyName} (${category}, for ${formatMonth(incomeForMonth)}, dated ${formatDate(incomeDate)}${partner})`,
        { recordId },
      );
    }
    case 'PartnerIncomeRecorded': {
      const { recordId, propertyName, amountCents, incomeDate, startDate, endDate } = event.data;
      return described(
        [property(propertyName)],
        `Partner income of ${formatCents(amountCents)} for ${propertyName} (${formatDate(startDate)} to ${formatDate(endDate)}, dated ${formatDate(incomeDate)})`,
        { recordId },
      );
    }
    case 'LandContractPaymentRecorded': {
      const { recordId, propertyName, partnerName, amountCents, paymentDate } = event.data;
      return described(
        [property(propertyName)],
        `Land contract payment of ${formatCents(amountCents)} for ${propertyName} from ${partnerName}, dated ${formatDate(paymentDate)}`,
        { recordId },
      );
    }
    case 'PropertyExpenseRecorded': {
      const { recordId, propertyName, partnerName, investorId, amountCents, expenseDate, expenseForMonth, category } = event.data;
      const charged = investorId === null ? '' : ` charged to ${investorRef(investorId)}`;
      const partner = partnerName === null ? '' : `, partner ${partnerName}`;
      return described(
        investorId === null ? [property(propertyName)] : [property(propertyName), investor(investorId)],
        `Expense of ${formatCents(amountCents)} for ${propertyName}${charged} (${category}, for ${formatMonth(expenseForMonth)}, dated ${formatDate(expenseDate)}${partner})`,
        { recordId },
      );
    }
    case 'RentalDepositReceived': {
      const { recordId, propertyName, partnerName, amountCents, date } = event.data;
      const partner = partnerName === null ? '' : ` (partner ${partnerName})`;
      return described(
        [property(propertyName)],
        `Rental deposit of ${formatCents(amountCents)} received for ${propertyName}, dated ${formatDate(date)}${partner}`,
        { recordId },
      );
    }
    case 'DepositWithdrawn': {
      const { recordId, propertyName, amountCents, date } = event.data;
      return described(
        [property(propertyName)],
        `Deposit withdrawal of ${formatCents(amountCents)} from ${propertyName}, dated ${formatDate(date)}`,
        { recordId },
      );
    }
    case 'LlcExpenseRecorded': {
      const { recordId, llcName, amountCents, expenseDate, category } = event.data;
      return described(
        [llc(llcName)],
        `LLC expense of ${formatCents(amountCents)} for ${llcName} (${category}, dated ${formatDate(expenseDate)})`,
        { recordId },
      );
    }
    case 'CashWithdrawn': {
      const { recordId, investorId, amountCents, date } = event.data;
      return described(
        [investor(investorId)],
        `Cash withdrawal of ${formatCents(amountCents)} by ${investorRef(investorId)}, dated ${formatDate(date)}`,
        { recordId },
      );
    }
    case 'IncomeVoided':
      return voided('income', property(event.data.propertyName), event.data.recordId);
    case 'ExpenseVoided':
      return voided('expense', property(event.data.propertyName), event.data.recordId);
    case 'DepositVoided':
      return voided('deposit', property(event.data.propertyName), event.data.recordId);
    case 'LandContractPaymentVoided':
      return voided('land contract payment', property(event.data.propertyName), event.data.recordId);
    case 'LlcExpenseVoided':
      return voided('LLC expense', llc(event.data.llcName), event.data.recordId);
    case 'CashWithdrawalVoided': {
      const { recordId, investorId } = event.data;
      const summary = `Deleted cash withdrawal record ${recordId} of ${investorRef(investorId)} (its payment was returned)`;
      return described([investor(investorId)], summary, { voidsRecordId: recordId });
    }
    // Land contracts: the buyer is named by the contract, never in the trail (their name is sealed).
    case 'LandContractOpened': {
      const { contractId, propertyName, contractDate, salePriceCents, rateMilli, paymentAmountCents, numberOfPayments } = event.data;
      return described(
        [property(propertyName)],
        `Land contract opened for ${propertyName}: sold ${formatDate(contractDate)} for ${formatCents(salePriceCents)} at ${formatRate(rateMilli)}, ${numberOfPayments} payments of ${formatCents(paymentAmountCents)}`,
        { recordId: contractId },
      );
    }
    case 'LandContractClosed':
      return described(
        [property(event.data.propertyName)],
        `Land contract of ${event.data.propertyName} closed on ${formatDate(event.data.closeDate)}: ${excerpt(event.data.reason)}`,
        { recordId: event.data.contractId },
      );
    case 'LandContractReopened':
      return described(
        [property(event.data.propertyName)],
        `Close of ${formatDate(event.data.closeDate)} undone: the land contract of ${event.data.propertyName} is open again (${excerpt(event.data.reason)})`,
        { recordId: event.data.contractId },
      );
    case 'LandContractVoided':
      return described(
        [property(event.data.propertyName)],
        `Land contract of ${event.data.propertyName} dated ${formatDate(event.data.contractDate)} voided: ${excerpt(event.data.reason)}`,
        { voidsRecordId: event.data.contractId },
      );
    case 'LandContractLateFeeWaived':
      return described(
        [property(event.data.propertyName)],
        `Late fee of the installment due ${formatDate(event.data.dueDate)} waived for ${event.data.propertyName} from ${formatDate(event.data.waiveDate)}: ${excerpt(event.data.reason)}`,
        { recordId: event.data.contractId },
      );
    default:
      return assertNever(event);
  }
};
