import { createHash } from 'node:crypto';
import { sql } from 'slonik';
import type { TestServer } from '@portal/ledger-service/testing';

/** A recorded log as a fixture keeps it: the events in log order, and the people's keys their personal data is sealed with. */
export interface LogFixture {
  readonly events: readonly {
    id: string;
    streamName: string;
    type: string;
    data: Record<string, unknown>;
    metadata: { actor: string; correlationId: string; causationId: string | null };
  }[];
  readonly keys: readonly { key_id: string; subject: string; wrapped_key: string }[];
}

/** Appends a fixture's log to a fresh server's store, in its order and under its streams, and waits for every read model. */
export const replayFixture = async (api: TestServer, fixture: LogFixture) => {
  for (const key of fixture.keys)
    await api.runtime.pool.query(
      sql.unsafe`INSERT INTO personal_data.keys (key_id, subject, wrapped_key) VALUES (${key.key_id}, ${key.subject}, ${sql.binary(Buffer.from(key.wrapped_key, 'base64'))})`,
    );
  const { events } = fixture;
  for (let start = 0; start < events.length;) {
    const first = events[start]!;
    let end = start + 1;
    while (
      end < events.length &&
      events[end]!.streamName === first.streamName &&
      events[end]!.metadata.correlationId === first.metadata.correlationId
    )
      end++;
    const batch = events.slice(start, end).map(({ id, type, data }) => ({ id, type, data }));
    await api.runtime.store.append(first.streamName, batch, { expectedVersion: 'any', metadata: first.metadata });
    start = end;
  }
  await api.caughtUp();
};

/** Fields the land-contract books added to the answers: a log without contract events must leave them out. */
const booksFields = (key: string) =>
  key === 'total_capital_returned' || key === 'land_contract' || key === 'land_contracts' || key.startsWith('lc_');
/** Fields another change added since the books began (each property's ownership in the investor summary, issue 42): not the books' to compare. */
const addedElsewhere = new Set(['ownership_per_property']);

/**
 * Every report answer of a ledger, as an administrator asks them: each investor's summary, the admin
 * summary, each property's details and property taxes of every tax year, each LLC's taxes of every
 * year. Answers them without the fields added since the books began, and the books' own fields apart.
 */
export const reportAnswers = async (api: TestServer, token: string) => {
  const get = async (path: string) => {
    const answer = await api.call('GET', path, { token });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return answer.body;
  };
  const helpers = (await get('/admin/get_admin_helpers')) as Record<string, string[]>;
  const q = encodeURIComponent;
  const paths = [
    '/admin/get_admin_helpers',
    '/admin/get_admin_summary',
    ...helpers.investors_list!.map((investor) => `/api/investor_summary?investor_name=${q(investor)}`),
    ...helpers.properties!.map((property) => `/admin/get_property_details?selectedProperty=${q(property)}`),
    ...helpers.tax_years!.flatMap((year) => [
      ...helpers.llcs_list!.map((llc) => `/admin/llc_taxes?selectedLLC=${q(llc)}&selectedTaxYear=${year}`),
      ...helpers.properties!.map((property) => `/admin/property_taxes?selectedProperty=${q(property)}&selectedTaxYear=${year}`),
    ]),
  ];
  const answers: Record<string, unknown> = {};
  const books: Record<string, unknown> = {};
  for (const path of paths) {
    const answer = await get(path);
    answers[path] = Object.fromEntries(Object.entries(answer).filter(([key]) => !booksFields(key) && !addedElsewhere.has(key)));
    const added = Object.entries(answer).filter(([key]) => booksFields(key));
    if (added.length > 0) books[path] = Object.fromEntries(added);
  }
  return { answers, books };
};

/** A sha256 of answers, the same for the same figures whatever order an object's keys came in. */
export const digestOf = (answers: unknown) => {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, v]) => [k, canonical(v)]),
      );
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(answers)))
    .digest('hex');
};
