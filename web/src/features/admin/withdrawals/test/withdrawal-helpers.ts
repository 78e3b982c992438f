import userEvent from '@testing-library/user-event';
import type { Scope } from '../../test/admin-fixtures';

/** Answers the maxima in turn, one per fetch. */
export function maxima(field: string, ...values: unknown[]) {
  let call = 0;
  return () => ({ body: { [field]: values[Math.min(call++, values.length - 1)] } });
}

/** Every URL fetched, query string included. */
export const urls = (fetchMock: { mock: { calls: unknown[][] } }) => fetchMock.mock.calls.map(([url]) => String(url));
export const amount = (form: Scope) => form.getByLabelText('Amount');
export const submit = (form: Scope) => userEvent.setup().click(form.getByRole('button', { name: 'Submit' }));
