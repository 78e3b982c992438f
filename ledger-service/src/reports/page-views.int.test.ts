import { describe, expect, it } from 'vitest';
import { serverForFile, streamEvents } from '../testing/ledger-fixture';
import { testAdmin } from '../testing/test-server';
import { pageViewsStream } from './page-views';

/** An administrator's view of an investor's page is in the audit trail; an investor's own is not. */
const server = serverForFile();

const views = async () =>
  (await streamEvents(server.api, pageViewsStream)).map((event) => ({ ...event.data, actor: event.metadata.actor }));
const summary = (token: string, query = '') => server.api.call('GET', `/api/investor_summary${query}`, { token });

describe("an administrator's view of an investor's page", () => {
  it('is noted once per sign-in and investor, under the name as recorded, and shows in the audit trail', async () => {
    expect((await summary(server.admin, '?investor_name=ivan%20%20investor')).status).toBe(200);
    expect((await summary(server.admin, '?investor_name=Ivan%20Investor')).status).toBe(200);
    expect(await views()).toEqual([{ viewer: 'admin', investorName: 'Ivan Investor', actor: 'admin' }]);

    // Another sign-in is another view.
    const again = await server.api.loginAs(testAdmin.username, testAdmin.password);
    expect((await summary(again, '?investor_name=Ivan%20Investor')).status).toBe(200);
    expect(await views()).toHaveLength(2);

    const audit = await server.api.call('GET', '/admin/audit_log?event_type=InvestorPageViewed', { token: server.admin });
    expect(audit.status).toBe(200);
    expect((audit.body.events as { summary: string }[]).map((entry) => entry.summary)).toEqual([
      'admin viewed the investor page of Ivan Investor',
      'admin viewed the investor page of Ivan Investor',
    ]);
  });

  it("is not noted for an investor's own page, nor for a name that is no investor's", async () => {
    const before = await views();
    expect((await summary(server.investor)).status).toBe(200);
    expect((await summary(server.admin, '?investor_name=Nobody')).status).toBe(404);
    expect(await views()).toEqual(before);
  });
});
