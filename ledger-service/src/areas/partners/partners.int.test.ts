import { describe, it } from 'vitest';
import { expectAdded, serverForFile } from '../../testing/ledger-fixture';
import { expectAdminOnly, expectRefusals, nameRefusals } from '../../testing/refusals';

const server = serverForFile();

describe('POST /admin/add_partner', () => {
  const path = '/admin/add_partner';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, { loren_name: 'Lor' }));

  it('adds a partner (trimmed) as PartnerAdded in its own stream', () =>
    expectAdded(server, path, { loren_name: ' Lor Partner ' }, 'New Partner added successfully', 'partner-lor partner', [
      { type: 'PartnerAdded', data: { partnerName: 'Lor Partner' } },
    ]));

  it('refuses bad input (400) and a partner that exists (409), recording nothing', () =>
    expectRefusals(server.api, server.admin, path, [
      ...nameRefusals({ loren_name: 'X' }, 'loren_name'),
      ['duplicate', { loren_name: 'Lor Partner' }, 409, /^A Partner named Lor Partner already exists\.$/],
    ]));
});
