import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamEvents } from '../testing/ledger-fixture';
import { expectAdminOnly, expectRefusals, nameRefusals } from '../testing/refusals';
import { startTestServer, testAdmin, type TestServer } from '../testing/test-server';

let api: TestServer;
let admin: string;
let investor: string;

beforeAll(async () => {
  api = await startTestServer();
  admin = await api.loginAs(testAdmin.username, testAdmin.password);
  investor = await api.addInvestorUser(admin, 'Ivan Investor', 'ivan');
});
afterAll(async () => api?.stop());

describe('POST /admin/add_partner', () => {
  const path = '/admin/add_partner';
  it('is for admins only', () => expectAdminOnly(api, investor, path, { loren_name: 'Lor' }));

  it('adds a partner (trimmed) as PartnerAdded in its own stream', async () => {
    expect(await api.call('POST', path, { token: admin, body: { loren_name: ' Lor Partner ' } })).toMatchObject({
      status: 201,
      body: { message: 'New Partner added successfully' },
    });
    expect(await streamEvents(api, 'partner-lor partner')).toMatchObject([{ type: 'PartnerAdded', data: { partnerName: 'Lor Partner' } }]);
  });

  it('refuses bad input (400) and a partner that exists (409), recording nothing', () =>
    expectRefusals(api, admin, path, [
      ...nameRefusals({ loren_name: 'X' }, 'loren_name'),
      ['duplicate', { loren_name: 'Lor Partner' }, 409, /^A Partner named Lor Partner already exists\.$/],
    ]));
});
