import { sql } from 'slonik';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { investorOf, serverForFile } from '../../testing/ledger-fixture';
import { testAdmin } from '../../testing/test-server';

/** An administrator's view of an investor's page is in the audit trail; an investor's own is not. */
const server = serverForFile();

const views = async () =>
  server.api.runtime.pool.any(
    sql.type(z.object({ viewer: z.string(), investorId: z.string(), actor: z.string() }))`
      SELECT data->>'viewer' AS viewer, data->>'investorId' AS "investorId", metadata->>'actor' AS actor
      FROM event_store.events WHERE type = 'InvestorPageViewed' ORDER BY transaction_id, position`,
  );
const summary = (token: string, query = '') => server.api.call('GET', `/api/investor_summary${query}`, { token });

describe("an administrator's view of an investor's page", () => {
  it('is noted once per viewer, investor and day, by the investor id, and shows in the audit trail by name', async () => {
    expect((await summary(server.admin, '?investor_name=ivan%20%20investor')).status).toBe(200);
    expect((await summary(server.admin, '?investor_name=Ivan%20Investor')).status).toBe(200);
    const ivan = await investorOf(server.api, 'Ivan Investor');
    expect(await views()).toEqual([{ viewer: 'admin', investorId: ivan.id, actor: 'admin' }]);

    // Another sign-in the same day, and many at once: still one view.
    const again = await server.api.loginAs(testAdmin.username, testAdmin.password);
    await Promise.all(Array.from({ length: 5 }, () => summary(again, '?investor_name=Ivan%20Investor')));
    expect(await views()).toHaveLength(1);

    const audit = await server.api.call('GET', '/admin/audit_log?event_type=InvestorPageViewed', { token: server.admin });
    expect(audit.status).toBe(200);
    expect((audit.body.events as { summary: string }[]).map((entry) => entry.summary)).toEqual([
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
