import type { CallResponse } from './call';
import type { previewLcPayment } from './land-contracts';

/**
 * The preview of a land-contract payment no contract governs: it counts whole as income, as ever, so
 * there is no contract and no split to show.
 */
export const notGovernedPreview: CallResponse<typeof previewLcPayment> = {
  governed: false,
  contract_id: null,
  late_fees_paid: null,
  interest_paid: null,
  principal_paid: null,
  balance_after: null,
  unpaid_interest_after: null,
  unpaid_late_fees_after: null,
};
