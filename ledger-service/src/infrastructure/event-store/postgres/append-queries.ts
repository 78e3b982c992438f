import type { AppendOptions, NewEvent, StreamAppend } from '@portal/contracts';
import type pg from 'pg';

/**
 * The SQL of the adapter's appends, exposed so tests (and tools) can run exactly what the adapter
 * runs, e.g. an append inside a transaction they hold open. Statements are named so each pooled
 * connection parses and plans them once.
 */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const currentVersion = `(SELECT coalesce(max(stream_version), 0) AS version FROM event_store.events WHERE stream_name = $1)`;

/**
 * The one statement of an append: read the stream's version, and insert the events right after it
 * when it is the expected one. Two concurrent appends at the same version both try to insert the
 * same (stream_name, stream_version): the unique index makes the second wait for the first and
 * then fail, so the check and the insert are atomic without a lock taken up front. Answers
 * [stream version, transaction id, position] of each inserted event; no row when the stream was not
 * at the expected version. A single event, the common case, goes without arrays (a fifth faster).
 *
 * Throws (before any I/O) on an empty batch, a malformed or repeated id, or a bad expected version.
 */
export const appendEventsQuery = (streamName: string, events: readonly NewEvent[], options: AppendOptions): pg.QueryArrayConfig => {
  const { expectedVersion, metadata } = options;
  checkExpectedVersion(streamName, expectedVersion);
  const batch = batchValues(streamName, events);
  const common = [
    streamName,
    expectedVersion === 'any' ? null : expectedVersion,
    JSON.stringify({ actor: metadata.actor, correlationId: metadata.correlationId, causationId: metadata.causationId }),
  ];
  const check = `WHERE $2::int IS NULL OR $2::int = current.version`;
  const returning = `RETURNING stream_version, transaction_id, position`;
  // A copy of another log (protect-log) keeps each event's time; every other append takes the clock's.
  if (events.some((event) => event.recordedAt !== undefined)) {
    return {
      name: 'event_store_append_at',
      text: `INSERT INTO event_store.events (stream_name, stream_version, event_id, type, data, metadata, recorded_at)
        SELECT $1, current.version + n.ord::int, n.id, n.type, $6::jsonb -> (n.ord::int - 1), $3::jsonb, coalesce(n.at, now())
          FROM ${currentVersion} AS current, unnest($4::uuid[], $5::text[], $7::timestamptz[]) WITH ORDINALITY AS n(id, type, at, ord)
          ${check} ORDER BY n.ord
        ${returning}`,
      values: [...common, batch.ids, batch.types, batch.data, events.map((event) => event.recordedAt ?? null)],
      rowMode: 'array',
    };
  }
  if (events.length === 1) {
    return {
      name: 'event_store_append_one',
      text: `INSERT INTO event_store.events (stream_name, stream_version, event_id, type, data, metadata)
        SELECT $1, current.version + 1, $4::uuid, $5, $6::jsonb, $3::jsonb FROM ${currentVersion} AS current ${check}
        ${returning}`,
      values: [...common, batch.ids[0], batch.types[0], JSON.stringify(events[0]!.data)],
      rowMode: 'array',
    };
  }
  return {
    name: 'event_store_append',
    text: `INSERT INTO event_store.events (stream_name, stream_version, event_id, type, data, metadata)
      SELECT $1, current.version + n.ord::int, n.id, n.type, $6::jsonb -> (n.ord::int - 1), $3::jsonb
        FROM ${currentVersion} AS current, unnest($4::uuid[], $5::text[]) WITH ORDINALITY AS n(id, type, ord)
        ${check} ORDER BY n.ord
      ${returning}`,
    values: [...common, batch.ids, batch.types, batch.data],
    rowMode: 'array',
  };
};

/**
 * The one statement of an atomic append to several streams: each event's row with its version worked
 * out from its part's expected version, inserted only when every stream is at the version its first
 * part expects. As in `appendEventsQuery`, a concurrent append at one of those versions makes the
 * insert fail on the unique index rather than interleave. Answers [transaction id, position] of each
 * inserted event; no row when a stream was elsewhere.
 *
 * Throws (before any I/O) on no events, a malformed or repeated id, or parts of one stream that do
 * not follow each other.
 */
export const appendAtomicallyQuery = (appends: readonly StreamAppend[]): pg.QueryArrayConfig => {
  const next = new Map<string, number>();
  const streams: string[] = [];
  const versions: number[] = [];
  const ids: string[] = [];
  const types: string[] = [];
  const metadata: string[] = [];
  const data: unknown[] = [];
  for (const { streamName, events, expectedVersion, metadata: meta } of appends) {
    if (!(Number.isSafeInteger(expectedVersion) && expectedVersion >= 0)) {
      throw new RangeError(`append to ${streamName}: bad expected version ${String(expectedVersion)}`);
    }
    const follows = next.get(streamName);
    if (follows !== undefined && follows !== expectedVersion) {
      throw new RangeError(`append to ${streamName}: a part expects version ${expectedVersion}, the one before it leaves ${follows}`);
    }
    const eventIds = checkedIds(streamName, events);
    const metaText = JSON.stringify({ actor: meta.actor, correlationId: meta.correlationId, causationId: meta.causationId });
    events.forEach((event, index) => {
      streams.push(streamName);
      versions.push(expectedVersion + index + 1);
      ids.push(eventIds[index]!);
      types.push(event.type);
      metadata.push(metaText);
      data.push(event.data);
    });
    next.set(streamName, expectedVersion + events.length);
  }
  if (ids.length === 0) throw new RangeError('append: no events to append');
  if (new Set(ids).size !== ids.length) throw new RangeError('append: the same event id twice in one batch');
  return {
    name: 'event_store_append_atomically',
    text: `WITH n AS (
        SELECT * FROM unnest($1::text[], $2::int[], $3::uuid[], $4::text[], $5::text[]) WITH ORDINALITY AS n(stream_name, version, id, type, meta, ord)
      ), at_expected AS (
        SELECT bool_and(f.expected = (SELECT coalesce(max(e.stream_version), 0) FROM event_store.events e WHERE e.stream_name = f.stream_name)) AS ok
          FROM (SELECT stream_name, min(version) - 1 AS expected FROM n GROUP BY stream_name) AS f
      )
      INSERT INTO event_store.events (stream_name, stream_version, event_id, type, data, metadata)
      SELECT n.stream_name, n.version, n.id, n.type, $6::jsonb -> (n.ord::int - 1), n.meta::jsonb
        FROM n, at_expected WHERE at_expected.ok ORDER BY n.ord
      RETURNING transaction_id, position`,
    values: [streams, versions, ids, types, metadata, JSON.stringify(data)],
    rowMode: 'array',
  };
};

/** After an atomic append that did not go through: each stream's version now, and one of the ids recorded already, if any. */
export const appendAtomicallyOutcomeQuery = (appends: readonly StreamAppend[]): pg.QueryArrayConfig => ({
  name: 'event_store_append_atomically_outcome',
  text: `SELECT s.name, (SELECT coalesce(max(e.stream_version), 0) FROM event_store.events e WHERE e.stream_name = s.name),
      (SELECT e.event_id FROM event_store.events e WHERE e.event_id = ANY($2::uuid[]) LIMIT 1)
    FROM unnest($1::text[]) AS s(name)`,
  values: [[...new Set(appends.map((part) => part.streamName))], appends.flatMap((part) => part.events.map((event) => event.id))],
  rowMode: 'array',
});

const checkExpectedVersion = (streamName: string, expectedVersion: AppendOptions['expectedVersion']) => {
  if (expectedVersion !== 'any' && !(Number.isSafeInteger(expectedVersion) && expectedVersion >= 0)) {
    throw new RangeError(`append to ${streamName}: bad expected version ${String(expectedVersion)}`);
  }
};

/** The batch's ids, lower case; throws on an empty batch, a malformed id or one given twice. */
const checkedIds = (streamName: string, events: readonly NewEvent[]) => {
  if (events.length === 0) throw new RangeError(`append to ${streamName}: no events to append`);
  const ids = new Set<string>();
  for (const event of events) {
    if (!uuidPattern.test(event.id)) throw new RangeError(`append to ${streamName}: event id ${event.id} is not a UUID`);
    ids.add(event.id.toLowerCase());
  }
  if (ids.size !== events.length) throw new RangeError(`append to ${streamName}: the same event id twice in one batch`);
  return [...ids];
};

/** Throws what `appendEventsQuery` throws, without building it. */
export const checkAppend = (streamName: string, events: readonly NewEvent[], options: AppendOptions): void => {
  checkExpectedVersion(streamName, options.expectedVersion);
  checkedIds(streamName, events);
};

const batchValues = (streamName: string, events: readonly NewEvent[]) => ({
  ids: checkedIds(streamName, events),
  types: events.map((event) => event.type),
  data: JSON.stringify(events.map((event) => event.data)),
});

/**
 * After an append that did not go through: the stream's version, and the batch's events already
 * recorded (in batch order), each with whether it has the same stream, type and data.
 */
export const appendOutcomeQuery = (streamName: string, events: readonly NewEvent[]): pg.QueryArrayConfig => {
  const { ids, types, data } = batchValues(streamName, events);
  return {
    name: 'event_store_append_outcome',
    text: `SELECT current.version, e.event_id,
        e.stream_name = $1 AND e.type = n.type AND e.data = $4::jsonb -> (n.ord::int - 1),
        e.stream_version, e.transaction_id, e.position
      FROM ${currentVersion} AS current
      LEFT JOIN (unnest($2::uuid[], $3::text[]) WITH ORDINALITY AS n(id, type, ord)
        JOIN event_store.events e ON e.event_id = n.id) ON true
      ORDER BY n.ord`,
    values: [streamName, ids, types, data],
    rowMode: 'array',
  };
};

/** One append of a group (`appendGroupQuery`). */
export interface GroupedAppend {
  readonly streamName: string;
  readonly events: readonly NewEvent[];
  readonly options: AppendOptions;
}

/**
 * The one statement of a group of appends made at the same time, each to its own stream (group
 * commit, docs/architecture.md): each append's events are inserted right after its stream's version
 * when that is the version it expects, and the others' go in regardless. Answers [stream name,
 * stream version, transaction id, position] of each inserted event; an append with no row did not
 * go through (its caller runs it alone to learn why). A unique violation (an id recorded already, or
 * another process appending to one of the streams) fails the whole statement: then each append runs
 * alone.
 *
 * Throws (before any I/O) as `appendEventsQuery` does, or when two appends name one stream.
 */
export const appendGroupQuery = (group: readonly GroupedAppend[]): pg.QueryArrayConfig => {
  const streams: string[] = [];
  const expected: (number | null)[] = [];
  const offsets: number[] = [];
  const ids: string[] = [];
  const types: string[] = [];
  const metadata: string[] = [];
  const data: unknown[] = [];
  const names = new Set<string>();
  for (const { streamName, events, options } of group) {
    const { expectedVersion, metadata: meta } = options;
    checkExpectedVersion(streamName, expectedVersion);
    if (names.has(streamName)) throw new RangeError(`append group: ${streamName} twice`);
    names.add(streamName);
    const eventIds = checkedIds(streamName, events);
    const metaText = JSON.stringify({ actor: meta.actor, correlationId: meta.correlationId, causationId: meta.causationId });
    events.forEach((event, index) => {
      streams.push(streamName);
      expected.push(expectedVersion === 'any' ? null : expectedVersion);
      offsets.push(index + 1);
      ids.push(eventIds[index]!);
      types.push(event.type);
      metadata.push(metaText);
      data.push(event.data);
    });
  }
  return {
    name: 'event_store_append_group',
    text: `WITH n AS (
        SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::uuid[], $5::text[], $6::text[])
          WITH ORDINALITY AS n(stream_name, expected, k, id, type, meta, ord)
      ), current AS (
        SELECT s.stream_name,
            (SELECT coalesce(max(e.stream_version), 0) FROM event_store.events e WHERE e.stream_name = s.stream_name) AS version
          FROM (SELECT DISTINCT stream_name FROM n) AS s
      )
      INSERT INTO event_store.events (stream_name, stream_version, event_id, type, data, metadata)
      SELECT n.stream_name, current.version + n.k, n.id, n.type, $7::jsonb -> (n.ord::int - 1), n.meta::jsonb
        FROM n JOIN current USING (stream_name) WHERE n.expected IS NULL OR n.expected = current.version ORDER BY n.ord
      RETURNING stream_name, stream_version, transaction_id, position`,
    values: [streams, expected, offsets, ids, types, metadata, JSON.stringify(data)],
    rowMode: 'array',
  };
};
