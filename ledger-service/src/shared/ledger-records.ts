import { conflict, notFound } from './errors';

/**
 * A ledger record as the transaction lists show it, for matching a delete against it: the amount is
 * signed as listed (a deposit withdrawal is negative), the detail is the description or notes, the
 * date is the record's own date.
 */
export interface ListedRecord {
  recordId: string;
  amountCents: number;
  detail: string;
  date: string;
  voided: boolean;
}

/** What a delete call names: the row `{id, amount, detail, date}` as listed. */
export interface DeleteRequest {
  recordId: string;
  amountCents: number;
  detail: string;
  date: string;
}

/** The record from a recorded event, signed as listed. */
export const listed = (recordId: string, amountCents: number, detail: string, date: string): ListedRecord => ({
  recordId,
  amountCents,
  detail,
  date,
  voided: false,
});

/**
 * Refuses a delete unless the record exists (404), is not deleted yet (409) and the row matches it
 * field by field (409): a stale or tampered row never voids another record.
 */
export const assertDeletable = (label: string, record: ListedRecord | null, request: DeleteRequest): ListedRecord => {
  if (!record) throw notFound(`No ${label} with id ${request.recordId}.`);
  if (record.voided) throw conflict(`The ${label} ${request.recordId} is already deleted.`);
  const differing = [
    record.amountCents !== request.amountCents ? 'amount' : null,
    record.detail !== request.detail.trim() ? 'detail' : null,
    record.date !== request.date ? 'date' : null,
  ].filter((field) => field !== null);
  if (differing.length > 0) {
    throw conflict(`The ${label} ${request.recordId} was recorded with another ${differing.join(', ')}: reload the list and try again.`);
  }
  return record;
};
