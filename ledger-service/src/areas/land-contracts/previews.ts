import type { EventData } from '@portal/contracts';
import {
  notGovernedPreview,
  type CallBody,
  type CallResponse,
  type previewLandContract,
  type previewLcPayment,
} from '@portal/contracts/api';
import { figures } from '@portal/projections';
import { centsToDollars } from '../reports/answers/ledger';
import { plannedToWire } from './reads';

/**
 * What the screens show before a land-contract call is sent (docs/land-contracts.md, Reading a
 * contract): computed by the same engine from the same records, recording nothing.
 */

/** The terms an opening would record, from its parsed body (a preview has no contract id yet). */
export const termsOfOpening = (body: CallBody<typeof previewLandContract>): figures.LandContractTerms => ({
  contractId: 'preview',
  contractDate: body.contract_date,
  salePriceCents: body.sale_price,
  downPaymentCents: body.down_payment,
  openingBalanceCents: body.opening_balance ?? null,
  rateMilli: body.annual_rate,
  dayCount: body.day_count,
  paymentAmountCents: body.payment_amount,
  firstPaymentDate: body.first_payment_date,
  numberOfPayments: body.number_of_payments,
  graceDays: body.grace_days,
  lateFeeType: body.late_fee_type,
  lateFee: body.late_fee,
});

/** POST /admin/preview_land_contract: the planned schedule of the terms and what follows from them. */
export const openingPreview = (body: CallBody<typeof previewLandContract>): CallResponse<typeof previewLandContract> => {
  const terms = termsOfOpening(body);
  return {
    principal: centsToDollars(figures.principalAtStart(terms)),
    late_fee_amount: centsToDollars(figures.lateFeeAmount(terms)),
    maturity_date: figures.maturityDate(terms),
    schedule: figures.plannedSchedule(terms).map(plannedToWire),
  };
};

type PaymentPreview = CallResponse<typeof previewLcPayment>;

/**
 * POST /admin/preview_lc_payment, for a payment the property's rules accept (the caller asked its
 * decider first): how it splits among the receipts of its contract with it recorded. A payment no
 * contract governs counts whole, as ever.
 */
export const paymentPreview = (contracts: figures.PropertyContracts, payment: EventData<'LandContractPaymentRecorded'>): PaymentPreview => {
  const withPayment = figures.foldPropertyContracts(contracts, { type: 'LandContractPaymentRecorded', data: payment });
  const contract = figures
    .governedPayments(withPayment)
    .contracts.find((governing) => governing.payments.some((one) => one.id === payment.recordId));
  if (contract === undefined) return notGovernedPreview;
  const servicing = figures.servicedThrough(contract, figures.lastRecordDate(contract));
  const split = servicing.receipts.find((receipt) => receipt.id === payment.recordId);
  if (split === undefined) throw new Error(`The payment previewed on ${payment.propertyName} was not serviced`);
  return {
    governed: true,
    contract_id: contract.terms.contractId,
    late_fees_paid: centsToDollars(split.lateFeesPaidCents),
    interest_paid: centsToDollars(split.interestPaidCents),
    principal_paid: centsToDollars(split.principalPaidCents),
    balance_after: centsToDollars(split.balanceCents),
    unpaid_interest_after: centsToDollars(split.unpaidInterestCents),
    unpaid_late_fees_after: centsToDollars(split.unpaidLateFeesCents),
  };
};
