import { describe, expect, it } from 'vitest';
import { streamEvents, serverForFile } from '../testing/ledger-fixture';
import { expectAdminOnly, expectRefusals, nameRefusals } from '../testing/refusals';

const server = serverForFile();

describe('POST /admin/add_partner', () => {
  const path = '/admin/add_partner';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, { loren_name: 'Lor' }));

  it('adds a partner (trimmed) as PartnerAdded in its own stream', async () => {
    expect(await server.api.call('POST', path, { token: server.admin, body: { loren_name: ' Lor Partner ' } })).toMatchObject({
      status: 201,
      body: { message: 'New Partner added successfully' },
    });
    expect(await streamEvents(server.api, 'partner-lor partner')).toMatchObject([
      { type: 'PartnerAdded', data: { partnerName: 'Lor Partner' } },
    ]);
  });

  it('refuses bad input (400) and a partner that exists (409), recording nothing', () =>
    expectRefusals(server.api, server.admin, path, [
      ...nameRefusals({ loren_name: 'X' }, 'loren_name'),
      ['duplicate', { loren_name: 'Lor Partner' }, 409, /^A Partner named Lor Partner already exists\.$/],
    ]));
});
