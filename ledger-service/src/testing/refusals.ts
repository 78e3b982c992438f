import { expect } from 'vitest';
import type { TestServer } from './test-server';

type Body = Record<string, unknown>;
/** A request body that must be refused, with the status and message it must get. */
export type Refusal = [label: string, body: unknown, status: number, message: RegExp];

const field = (name: string) => new RegExp(`^${name}: `);

/** Bad values of an amount in dollars: missing, wrong type, zero, negative, 3 decimals, too large. */
export const amountRefusals = (body: Body, name = 'amount'): Refusal[] => [
  [`${name} missing`, { ...body, [name]: undefined }, 400, new RegExp(`^${name}: Required$`)],
  [`${name} of the wrong type`, { ...body, [name]: true }, 400, field(name)],
  [`${name} not a number`, { ...body, [name]: 'ten' }, 400, field(name)],
  [`${name} zero`, { ...body, [name]: 0 }, 400, new RegExp(`^${name}: Expected an amount greater than 0$`)],
  [`${name} negative`, { ...body, [name]: -5 }, 400, new RegExp(`^${name}: Expected an amount greater than 0$`)],
  [
    `${name} with 3 decimals`,
    { ...body, [name]: 1.234 },
    400,
    new RegExp(`^${name}: Expected an amount in dollars with at most 2 decimals$`),
  ],
  [
    `${name} too large`,
    { ...body, [name]: 1_000_000_000.01 },
    400,
    new RegExp(`^${name}: Expected an amount of at most 1,000,000,000.00$`),
  ],
];

/** Bad dates: missing, not a date, not a calendar date, out of 1900..2099, a number. */
export const dateRefusals = (body: Body, name: string): Refusal[] => [
  [`${name} missing`, { ...body, [name]: undefined }, 400, new RegExp(`^${name}: Required$`)],
  [`${name} not a date`, { ...body, [name]: '03/05/2024' }, 400, field(name)],
  [`${name} not a calendar date`, { ...body, [name]: '2024-02-30' }, 400, field(name)],
  [`${name} before 1900`, { ...body, [name]: '1899-12-31' }, 400, field(name)],
  [`${name} after 2099`, { ...body, [name]: '2100-01-01' }, 400, field(name)],
  [`${name} a number`, { ...body, [name]: 20240305 }, 400, field(name)],
];

export const monthRefusals = (body: Body, name: string): Refusal[] => [
  [`${name} missing`, { ...body, [name]: undefined }, 400, new RegExp(`^${name}: Required$`)],
  [`${name} a date`, { ...body, [name]: '2024-03-01' }, 400, field(name)],
  [`${name} month 13`, { ...body, [name]: '2024-13' }, 400, field(name)],
];

/** Bad names: missing, blank, over 120 characters, a number. */
export const nameRefusals = (body: Body, name: string): Refusal[] => [
  [`${name} missing`, { ...body, [name]: undefined }, 400, new RegExp(`^${name}: Required$`)],
  [`${name} blank`, { ...body, [name]: '   ' }, 400, field(name)],
  [`${name} too long`, { ...body, [name]: 'n'.repeat(121) }, 400, field(name)],
  [`${name} a number`, { ...body, [name]: 7 }, 400, field(name)],
];

/** Bad descriptions and notes: missing, empty, over 2,000 characters, a number. */
export const textRefusals = (body: Body, name: string): Refusal[] => [
  [`${name} missing`, { ...body, [name]: undefined }, 400, new RegExp(`^${name}: Required$`)],
  [`${name} empty`, { ...body, [name]: '  ' }, 400, field(name)],
  [`${name} too long`, { ...body, [name]: 'x'.repeat(2001) }, 400, new RegExp(`^${name}: Expected at most 2,000 characters$`)],
  [`${name} a number`, { ...body, [name]: 12 }, 400, field(name)],
];

/** The fields of a dated entry: its date, what it is on (a property, an LLC, an investor), its text and its amount. */
export const entryRefusals = (body: Body, date: string, on: string, text = 'description'): Refusal[] => [
  ...dateRefusals(body, date),
  ...nameRefusals(body, on),
  ...textRefusals(body, text),
  ...amountRefusals(body),
];

/** A move of an investor's money in a property: its names, amount and date, then a property or an investor that does not exist (404). */
export const investorPropertyRefusals = (body: Body): Refusal[] => [
  ...nameRefusals(body, 'property_name'),
  ...amountRefusals(body),
  ...dateRefusals(body, 'date'),
  ...nameRefusals(body, 'investor_name'),
  ['unknown property', { ...body, property_name: 'Nowhere' }, 404, /^No property named Nowhere\.$/],
  ['unknown investor', { ...body, investor_name: 'Nobody' }, 404, /^No investor named Nobody\.$/],
];

/** Sends each body and checks the answer; then a non-JSON body; and that nothing was recorded. */
export const expectRefusals = async (api: TestServer, token: string, path: string, refusals: readonly Refusal[]) => {
  const before = await api.eventCount();
  for (const [label, body, status, message] of refusals) {
    const answer = await api.call('POST', path, { token, body });
    expect(answer.status, `${path} ${label}: ${answer.body.message}`).toBe(status);
    expect(answer.body.message, `${path} ${label}`).toMatch(message);
  }
  const notJson = await api.call('POST', path, { token, rawBody: '{"amount": 12,' });
  expect(notJson).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
  const notAnObject = await api.call('POST', path, { token, body: ['a'] });
  expect(notAnObject.status).toBe(400);
  expect(notAnObject.body.message).toBeTruthy();
  expect(await api.eventCount(), `${path} recorded something it refused`).toBe(before);
};

/** Anonymous is 401, an investor 403; neither records anything. */
export const expectAdminOnly = async (api: TestServer, investorToken: string, path: string, body: unknown) => {
  const before = await api.eventCount();
  const anonymous = await api.call('POST', path, { body });
  expect(anonymous.status, path).toBe(401);
  expect(anonymous.body.message).toBeTruthy();
  const investor = await api.call('POST', path, { body, token: investorToken });
  expect(investor, path).toMatchObject({ status: 403, body: { message: 'This needs an administrator.' } });
  expect(await api.eventCount()).toBe(before);
};
