import { describe, expect, it } from 'vitest';
import { dumpDatabase } from '../../testing/database-dump';
import { serverForFile, streamEvents } from '../../testing/ledger-fixture';
import { paymentDetailsStream } from '../../shared/streams';

const server = serverForFile(async (ledger) => {
  await ledger.investor('Bea Banked');
  await ledger.investor('Cal Erased');
});

/** A real routing number (its check digit holds) and an account number found nowhere else. */
const routing = '021000021';
const account = '98765432101';
const ach = { method: 'ach', routing_number: routing, account_number: account, account_type: 'checking', account_name: 'Bea Banked' };

const admin = (method: 'GET' | 'POST', path: string, body?: unknown) => server.api.call(method, path, { token: server.admin, body });
const entryOf = async (name: string) => {
  const list = await admin('GET', '/admin/payment_details');
  expect(list.status).toBe(200);
  return (list.body as unknown as { investor_name: string }[]).find((entry) => entry.investor_name === name);
};
const recorded = async () => (await streamEvents(server.api, paymentDetailsStream)).length;

describe('payment details (docs/distributions.md)', () => {
  it.each([
    [
      'a routing number whose check digit is wrong',
      { ...ach, routing_number: '021000022' },
      /^routing_number: Not a valid ABA routing number/,
    ],
    ['a routing number of 8 digits', { ...ach, routing_number: '02100002' }, /^routing_number: Expected the 9-digit/],
    ['an account number of 3 digits', { ...ach, account_number: '123' }, /^account_number: Expected the account number/],
    ['an account number of 18 digits', { ...ach, account_number: '1'.repeat(18) }, /^account_number: /],
    ['an account type that is neither', { ...ach, account_type: 'brokerage' }, /^account_type: Must be checking or savings$/],
    ['an account type left empty', { ...ach, account_type: '' }, /^account_type: Must be checking or savings$/],
    ['ach without the name on the account', { ...ach, account_name: undefined }, /^account_name: Required for ach/],
    ['a check with bank details', { method: 'check', routing_number: routing }, /^routing_number: Only an ach payment/],
    ['an unknown method', { method: 'wire' }, /^method: Must be ach, check or hold$/],
  ])('refuses %s with a 400 naming the field, recording nothing', async (_label, body, message) => {
    const before = await recorded();
    const answer = await admin('POST', '/admin/set_payment_details', { investor_name: 'Bea Banked', ...body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await recorded()).toBe(before);
  });

  it('refuses an unknown investor (404) and a review with no change waiting (409)', async () => {
    expect(await admin('POST', '/admin/set_payment_details', { investor_name: 'Nobody', method: 'hold' })).toMatchObject({ status: 404 });
    const review = await admin('POST', '/admin/review_payment_details', { investor_name: 'Bea Banked', decision: 'approve' });
    expect(review).toMatchObject({ status: 409, body: { message: "No change of Bea Banked's payment details waits for review." } });
  });

  it('sets ach details sealed: answers show the last four digits, and no digit is in clear anywhere in the database', async () => {
    expect(await admin('POST', '/admin/set_payment_details', { investor_name: 'Bea Banked', ...ach, entity: true })).toMatchObject({
      status: 200,
    });
    expect(await entryOf('Bea Banked')).toEqual({
      investor_name: 'Bea Banked',
      current: { method: 'ach', account_last4: '2101', account_type: 'checking', account_name: 'Bea Banked', entity: true },
      pending: null,
      erased: false,
    });
    await server.api.caughtUp();
    const dump = await dumpDatabase(server.api.runtime.pool);
    expect(dump).not.toContain(account);
    expect(dump).not.toContain(routing);
    const audit = await admin('GET', '/admin/audit_log?entity_type=investor&entity_name=Bea%20Banked');
    expect(JSON.stringify(audit.body)).toContain('Payment details of investor Bea Banked set: paid by ACH');
  });

  it('lets an investor propose new details with their password; they wait for an admin’s approval', async () => {
    const ivan = (method: 'GET' | 'POST', body?: unknown) =>
      server.api.call(method, '/api/payment_details', { token: server.investor, body });
    const wrong = await ivan('POST', { ...ach, account_name: 'Ivan', current_password: 'not-it' });
    expect(wrong.status).toBe(403);
    expect(await ivan('POST', { method: 'check' })).toMatchObject({ status: 400, body: { message: /^current_password: Required/ } });
    const proposed = await ivan('POST', { ...ach, account_number: '55554444', account_name: 'Ivan', current_password: 'investor-pass-1' });
    expect(proposed.status).toBe(200);
    const own = await ivan('GET');
    expect(own.body).toEqual({
      investor_name: 'Ivan Investor',
      current: null,
      pending: { method: 'ach', account_last4: '4444', account_type: 'checking', account_name: 'Ivan', entity: false },
      erased: false,
    });
    expect(await admin('POST', '/admin/review_payment_details', { investor_name: 'Ivan Investor', decision: 'approve' })).toMatchObject({
      status: 200,
      body: { message: "Change of Ivan Investor's payment details approved" },
    });
    expect((await ivan('GET')).body).toMatchObject({ current: { method: 'ach', account_last4: '4444' }, pending: null });
    // Naming another investor gets nobody else's details.
    const other = await server.api.call('GET', '/api/payment_details?investor_name=Bea%20Banked', { token: server.investor });
    expect(other.text).not.toContain('Bea');
    await ivan('POST', { method: 'hold', current_password: 'investor-pass-1' });
    await admin('POST', '/admin/review_payment_details', { investor_name: 'Ivan Investor', decision: 'reject' });
    expect((await ivan('GET')).body).toMatchObject({ current: { method: 'ach', account_last4: '4444' }, pending: null });
  });

  it('after erasure the entry says erased and shows no digits, and no new details can be set', async () => {
    await admin('POST', '/admin/set_payment_details', { investor_name: 'Cal Erased', ...ach, account_name: 'Cal' });
    expect((await admin('POST', '/admin/forget_personal_data', { investor_name: 'Cal Erased' })).status).toBe(200);
    await server.api.caughtUp();
    const erased = await entryOf('Erased investor 3');
    expect(erased).toEqual({
      investor_name: 'Erased investor 3',
      current: { method: 'ach', account_last4: null, account_type: null, account_name: null, entity: null },
      pending: null,
      erased: true,
    });
    const again = await admin('POST', '/admin/set_payment_details', { investor_name: 'Erased investor 3', method: 'check' });
    expect(again.status).toBe(409);
  });
});
