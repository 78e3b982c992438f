import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testAdmin, type TestServer } from '@portal/ledger-service/testing';
import { digestOf, replayFixture, reportAnswers, type LogFixture } from './replay-digest';

/**
 * A log without land-contract events gives every figure exactly as before the books (docs/land-contracts.md:
 * a property that never had a contract keeps today's figures). The fixture is the demo's log (four of its
 * properties, `npm run demo`'s generator of 2026-11-28, the serviced contract's property among them) with
 * every LandContractOpened, Closed, Reopened, Voided and LateFeeWaived left out, so its payments are
 * plain land-contract payments again; it holds the people's keys too, since their names are sealed.
 *
 * The expected digest was made by the code as it was before the books (commit aaa6309): this fixture and
 * replay-digest.ts copied into a worktree of that commit, replayed there the same way and digested.
 * It must only change on purpose: a different digest is a figure that changed for a log without contracts.
 * It changed once so (commit e285473): a property's investments of one day are listed in the order they
 * were recorded, not by record id. With the id order put back the digest was still aaa6309's
 * (5537b20e…), so no figure changed, only that order. It changed again so: every other list's rows of one
 * day (income, expenses, deposits, distributions) are in the order recorded too; with their id order put
 * back the digest was still the one before (cd993cb9…).
 */
const digestBeforeTheBooks = '4f1a133c9c147ccec02908b6ce4644d4ba6afbb5e513c6a3a49680a37add15cb';

let api: TestServer;
let token: string;

beforeAll(async () => {
  api = await startTestServer({ today: '2026-03-18' });
  token = await api.loginAs(testAdmin.username, testAdmin.password);
  const fixture = JSON.parse(readFileSync(new URL('fixtures/demo-log-without-contracts.json', import.meta.url), 'utf8')) as LogFixture;
  await replayFixture(api, fixture);
}, 60_000);
afterAll(async () => api?.stop());

describe('the demo log without its land-contract events', () => {
  it('answers every report exactly as the code before the books did, and none of the books fields', async () => {
    const { answers, books } = await reportAnswers(api, token);
    // Every investor's summary, every property's details, the LLCs' and properties' taxes of each year.
    expect(Object.keys(answers).length).toBe(59);
    expect(books).toEqual({});
    expect(digestOf(answers)).toBe(digestBeforeTheBooks);
  });
});
