import { z } from 'zod';
import { login, resetPassword } from '../auth';
import { recordBatch } from '../batches';
import type { ApiCall } from '../call';
import { getOwnPaymentDetails } from '../distributions';
import { getInvestorSecret } from '../investors';
import { getLandContractPayoff } from '../land-contracts';
import { sendTestEmail } from '../notices';
import { getStatementPdf, verifyStatement } from '../statements';

/**
 * The errors each call can answer, for the OpenAPI document (document.ts). Every error is JSON
 * `{message}` with the status of docs/security.md; which ones a call can give follows from what
 * it declares (its access, method, query and body), by the rules below. The role matrix
 * (ledger-service/src/attacks/role-matrix.int.test.ts) checks that every status it sees is listed.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 501 | 502;

/** The keys of a query or body schema, seen through its refinements, transforms and pipes. */
export const inputKeys = (schema: z.ZodTypeAny | undefined): string[] => {
  let inner: z.ZodTypeAny | undefined = schema;
  while (inner instanceof z.ZodEffects || inner instanceof z.ZodPipeline) {
    inner = inner instanceof z.ZodEffects ? (inner.innerType() as z.ZodTypeAny) : (inner._def.in as z.ZodTypeAny);
  }
  return inner instanceof z.ZodObject ? Object.keys(inner.shape as object) : [];
};

/** Fields naming something that must exist already: an unknown name, year or record id is 404. */
const referenceFields = new Set([
  'investor_name',
  'investor',
  'property_name',
  'llc',
  'llc_name',
  'loren_name',
  'expense_category',
  'selectedLLC',
  'selectedProperty',
  'selectedTaxYear',
  'id',
  'username',
  'investor_names',
  'statement_id',
  'run_id',
]);

/** The field an add call names anew: that name being taken is 409, never 404. */
const addedField: Readonly<Record<string, string>> = {
  '/admin/add_investor': 'name',
  '/admin/add_investment_property': 'property_name',
  '/admin/add_llc': 'llc_name',
  '/admin/add_partner': 'loren_name',
  '/admin/add_expense_category': 'expense_category',
  '/admin/add_auditor': 'username',
};

/** Query fields a signed-in user may be refused (403): another investor's data, or the books as known at a past moment (staff only). */
const guardedQueryFields = ['investor_name', 'known_on'];
/** Body fields checked against the caller's own secrets: a wrong current password or code is 403. */
const checkedBodyFields = ['current_password', 'code'];

export const refusalsOf = (call: ApiCall): ErrorStatus[] => {
  const query = inputKeys(call.query);
  const body = inputKeys(call.body);
  const post = call.method === 'POST';
  const signedIn = call.access !== 'public';
  const named = [...query, ...body].filter((key) => referenceFields.has(key) && addedField[call.path] !== key);
  const checksCaller = query.some((key) => guardedQueryFields.includes(key)) || body.some((key) => checkedBodyFields.includes(key));
  const statuses: [ErrorStatus, boolean][] = [
    // A query or body that breaks its schema; on a POST also a body that is not JSON, or a bad Idempotency-Key.
    [400, call.query !== undefined || call.body !== undefined || post],
    // No token, a bad or expired one, or a session that ended; signing in: wrong credentials, or a code needed.
    [401, signedIn || call === login],
    // A role the call is not for; or what a signed-in caller asks of it is not theirs to ask (an investor's own
    // payment details, of a caller who is no investor).
    [403, call.access === 'staff' || call.access === 'admin' || (signedIn && checksCaller) || call === getOwnPaymentDetails],
    // Public calls never say whether a name exists (an unknown user signing in is 401).
    [404, signedIn && named.length > 0],
    // A rule refused the change, the records changed meanwhile, or an Idempotency-Key was used for another request;
    // a payoff quoted for a day before the contract's last receipt.
    [409, (post && call !== login) || call === getInvestorSecret || call === getLandContractPayoff],
    // A statement whose investor's personal data was erased can no longer be read or rendered; a used or expired reset link.
    [410, call === getStatementPdf || call === verifyStatement || call === resetPassword],
    [413, post],
    // Writes are limited per user; sign-in and registration per address and account.
    [429, post],
    [501, call === recordBatch],
    // The mail server refused the test mail, or could not be reached.
    [502, call === sendTestEmail],
  ];
  return statuses.filter(([, applies]) => applies).map(([status]) => status);
};
