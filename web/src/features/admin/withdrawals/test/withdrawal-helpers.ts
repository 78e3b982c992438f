import userEvent from '@testing-library/user-event';
import { fill, type Scope } from '../../test/admin-fixtures';

/** Answers the maxima in turn, one per fetch. */
export function maxima(field: string, ...values: unknown[]) {
  let call = 0;
  return () => ({ body: { [field]: values[Math.min(call++, values.length - 1)] } });
}

/** Every URL fetched, query string included. */
export const urls = (fetchMock: { mock: { calls: unknown[][] } }) => fetchMock.mock.calls.map(([url]) => String(url));
export const amount = (form: Scope) => form.getByLabelText('Amount');
export const submit = (form: Scope) => userEvent.setup().click(form.getByRole('button', { name: 'Submit' }));

/** Fills the selections and texts, waits for the maximum they give (`shown`), then types the amount. */
export async function fillUpTo(form: Scope, fields: Record<string, string>, shown: string, amountText: string) {
  await fill(form, fields);
  await form.findByText(shown);
  await fill(form, { Amount: amountText });
}
