import type { LogPosition } from '@portal/contracts';
import type pg from 'pg';

/**
 * The SQL of the adapter's reads (its appends: append-queries.ts), exposed so tests (and tools) can
 * run exactly what the adapter runs. Statements are named so each pooled connection parses and plans
 * them once.
 */

// Metadata and the time come as text: metadata repeats across a batch, so one parse serves the
// batch; the time is cheaper to send as text and reshape than to format in SQL or parse as a Date.
const columns = `transaction_id, position, stream_name, stream_version, event_id, type, data, metadata::text,
  (recorded_at AT TIME ZONE 'UTC')::text`;

/**
 * Only transactions older than every transaction still in progress (the snapshot's xmin) are read:
 * none of them can commit an event any more, so a checkpoint (transaction_id, position) below that
 * line never has an event appear behind it later. Ordering by position alone would skip events whose
 * transaction commits after a later position is already visible.
 */
const visible = `transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;

export const readAllQuery = (after: LogPosition | null, limit: number): pg.QueryArrayConfig => ({
  name: 'event_store_read_all',
  text: `SELECT ${columns} FROM event_store.events
    WHERE (transaction_id, position) > ($1::xid8, $2::bigint) AND ${visible}
    ORDER BY transaction_id, position LIMIT $3`,
  values: [after ? after.commit.toString() : '0', after ? after.prepare.toString() : '0', limit],
  rowMode: 'array',
});

/**
 * A subscription's read: the page `readAllQuery` answers, each row led by the position of the log's
 * last committed event, readable or not, and one row of that alone when the page is empty. One round
 * trip instead of a read and then, after a short page, a second statement asking whether events are
 * held back behind an older transaction (docs/commands.md).
 *
 * The last event is asked for as the one row at the end of the index, not as `EXISTS (... WHERE
 * (transaction_id, position) > ...)`: a named statement soon runs with a generic plan, which for the
 * EXISTS form is a scan of the whole table (it guesses a third of the rows match; when none does,
 * every row is read), on every poll of every subscription, holding the database's CPU
 * (query-plans.int.test.ts; what it cost: docs/bench.md, Costs that chose a mechanism).
 */
export const readAfterQuery = (after: LogPosition | null, limit: number): pg.QueryArrayConfig => ({
  name: 'event_store_read_after',
  text: `SELECT head.transaction_id, head.position, page.* FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (SELECT transaction_id, position FROM event_store.events
      ORDER BY transaction_id DESC, position DESC LIMIT 1) AS head ON true
    LEFT JOIN LATERAL (SELECT ${columns} FROM event_store.events
      WHERE (transaction_id, position) > ($1::xid8, $2::bigint) AND ${visible}
      ORDER BY transaction_id, position LIMIT $3) AS page ON true
    ORDER BY page.transaction_id, page.position`,
  values: [after ? after.commit.toString() : '0', after ? after.prepare.toString() : '0', limit],
  rowMode: 'array',
});

export const readStreamQuery = (streamName: string): pg.QueryArrayConfig => ({
  name: 'event_store_read_stream',
  text: `SELECT ${columns} FROM event_store.events WHERE stream_name = $1 ORDER BY stream_version`,
  values: [streamName],
  rowMode: 'array',
});

export const headPositionQuery: pg.QueryArrayConfig = {
  name: 'event_store_head_position',
  text: `SELECT transaction_id, position FROM event_store.events WHERE ${visible}
    ORDER BY transaction_id DESC, position DESC LIMIT 1`,
  rowMode: 'array',
};
