import { isEventType, type DomainEvent, type RecordedEvent } from '@portal/contracts';
import { sql } from 'slonik';
import type { Projector } from '../../runner/projector';
import { describeEvent } from './summaries';

/** One row of `events`, as the JSON key names of the batch statement. */
interface AuditRow {
  /** Place in the batch, from 1: the row's `seq` is the last stored seq plus this. */
  n: number;
  id: string;
  at: string;
  actor: string;
  type: string;
  stream: string;
  entities: readonly { type: string; name: string }[];
  summary: string;
  correlationId: string;
  causationId: string | null;
  recordId: string | null;
  voidsRecordId: string | null;
}

/**
 * The event's data is trusted as it is (not parsed again): it passed its schema when written and the
 * log never changes, while a zod parse costs more than everything else done here (see the ledger
 * projector). An unknown type still stops the read model: the log is the contract.
 */
const rowOf = (recorded: RecordedEvent, n: number): AuditRow => {
  const { type, data } = recorded;
  if (!isEventType(type)) throw new Error(`Unknown event type ${type}`);
  const description = describeEvent({ type, data } as DomainEvent);
  return {
    n,
    id: recorded.id,
    at: recorded.recordedAt,
    actor: recorded.metadata.actor,
    type,
    stream: recorded.streamName,
    entities: description.entities,
    summary: description.summary,
    correlationId: recorded.metadata.correlationId,
    causationId: recorded.metadata.causationId,
    recordId: description.recordId,
    voidsRecordId: description.voidsRecordId,
  };
};

/** What a batch's statement is sent: its rows, their entities and the filter lists, as JSON. */
const batchOf = (events: readonly RecordedEvent[]) => {
  const rows = events.map((recorded, index) => rowOf(recorded, index + 1));
  // Flattened and deduplicated here: cheaper than unpacking each row's entities in SQL.
  const entityRows = rows.flatMap((row) => row.entities.map((entity) => ({ n: row.n, type: entity.type, name: entity.name })));
  // A failed sign-in names whatever was typed as the username (junk, or a mistyped password): its
  // rows stay in the trail, but it never puts a name in the filter lists.
  const listed = rows.filter((row) => row.type !== 'LoginFailed');
  const listedEntities = listed.flatMap((row) => row.entities);
  const names = [
    ...new Map(listedEntities.map((entity) => [`${entity.type}\u0000${entity.name}`, { type: entity.type, name: entity.name }])).values(),
  ];
  return {
    rows: JSON.stringify(rows),
    entityRows: JSON.stringify(entityRows),
    names: JSON.stringify(names),
    actors: [...new Set(listed.map((row) => row.actor))],
  };
};

/** Batches computed ahead by `computeAhead`, until `apply` takes them. */
const computedAhead = new WeakMap<readonly RecordedEvent[], ReturnType<typeof batchOf>>();

/**
 * The audit trail: every event of the log with its time, actor, type, the things it concerns, a
 * sentence saying what happened and its correlation id, in log order (`seq`, assigned from the order
 * of the batches, so the same log always gives the same tables). Who voided a record is found when
 * reading (a void names its record's id), so a void may arrive before or after its record.
 * One statement per batch: the rows, their entities and the option lists are written together.
 */
export const auditProjector: Projector = {
  name: 'audit',
  schema: 'rm_audit',
  ddl: [
    // Investors and portal users are named by id in `actor`, `entities` and the people-refs.ts
    // references of `summary`; the API names them when it answers.
    `CREATE TABLE events (
      seq bigint PRIMARY KEY,
      event_id uuid NOT NULL,
      recorded_at timestamptz NOT NULL,
      actor text NOT NULL,
      event_type text NOT NULL,
      stream text NOT NULL,
      entities jsonb NOT NULL,
      summary text NOT NULL,
      correlation_id text NOT NULL,
      causation_id text,
      record_id uuid,
      voids_record_id uuid
    )`,
    /** Which events concern which thing: the entity filter and one thing's whole history. */
    `CREATE TABLE event_entities (
      entity_type text NOT NULL,
      entity_name text NOT NULL,
      seq bigint NOT NULL
    )`,
    /** The filter lists: every thing and actor the log has named (deleted users stay: this is history). */
    `CREATE TABLE entity_names (entity_type text NOT NULL, entity_name text NOT NULL, PRIMARY KEY (entity_type, entity_name))`,
    `CREATE TABLE actors (actor text PRIMARY KEY)`,
  ],
  // The audit page's filters; the projector itself reads only the last seq (the primary key). The
  // entities' key is here too: `apply` only inserts them, and a rebuild sorting them once at the end
  // instead of inserting each row into the key's b-tree replays the log about a third faster (measured).
  readIndexes: [
    `ALTER TABLE event_entities ADD PRIMARY KEY (entity_type, entity_name, seq)`,
    `CREATE INDEX events_event_type ON events (event_type, seq)`,
    `CREATE INDEX events_actor ON events (actor, seq)`,
    `CREATE INDEX events_recorded_at ON events (recorded_at)`,
    `CREATE INDEX events_correlation_id ON events (correlation_id)`,
    `CREATE INDEX events_record_id ON events (record_id, seq) WHERE record_id IS NOT NULL`,
    `CREATE INDEX events_voids_record_id ON events (voids_record_id, seq) WHERE voids_record_id IS NOT NULL`,
  ],
  computeAhead(events) {
    if (events.length > 0) computedAhead.set(events, batchOf(events));
  },
  async apply(tx, events) {
    if (events.length === 0) return;
    const { rows, entityRows, names, actors } = computedAhead.get(events) ?? batchOf(events);
    computedAhead.delete(events);
    // Data-modifying CTEs all see the snapshot from before the statement, so `base` is the last seq
    // stored by earlier batches.
    await tx.query(sql.unsafe`
      WITH base AS (SELECT coalesce(max(seq), 0) AS last FROM events),
      stored_events AS (
        INSERT INTO events (seq, event_id, recorded_at, actor, event_type, stream, entities, summary, correlation_id, causation_id, record_id, voids_record_id)
        SELECT base.last + x.n, x.id, x.at, x.actor, x.type, x.stream, x.entities, x.summary, x."correlationId", x."causationId", x."recordId", x."voidsRecordId"
        FROM base, json_to_recordset(${rows}::json) AS x(
          n int8, id uuid, at timestamptz, actor text, type text, stream text, entities jsonb, summary text,
          "correlationId" text, "causationId" text, "recordId" uuid, "voidsRecordId" uuid)
      ),
      stored_entities AS (
        INSERT INTO event_entities (entity_type, entity_name, seq)
        SELECT x.type, x.name, base.last + x.n FROM base, json_to_recordset(${entityRows}::json) AS x(n int8, type text, name text)
      ),
      stored_names AS (
        INSERT INTO entity_names (entity_type, entity_name)
        SELECT x.type, x.name FROM json_to_recordset(${names}::json) AS x(type text, name text)
        ON CONFLICT DO NOTHING
      )
      INSERT INTO actors (actor) SELECT unnest(${sql.array(actors, 'text')}) ON CONFLICT DO NOTHING`);
  },
};
