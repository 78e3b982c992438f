import { eventSchemas, type EventType } from '@portal/contracts';
import { auditEventReference } from '@portal/contracts/api';
import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { attemptAuditRows, attemptConditionsOf } from '../../sign-in-attempts/audit-rows';
import type { AuditFilter } from './filter';
import { auditEntityTypes, type AuditEntity, type AuditEntityType } from './summaries';
import type { NameKind } from '../names/projector';
import { plannedForItsValues } from '../../prepared-statements';
import { createNameQueries } from '../names/queries';

/** Another event of the trail, as named from an entry: the void of its record, or the record it voids. */
export interface AuditEventReference {
  eventId: string;
  eventType: string;
  recordedAt: string;
  actor: string;
  correlationId: string;
  summary: string;
}

export interface AuditEntry {
  eventId: string;
  recordedAt: string;
  actor: string;
  eventType: string;
  stream: string;
  entities: AuditEntity[];
  summary: string;
  correlationId: string;
  causationId: string | null;
  /** The ledger record this event created, if any. */
  recordId: string | null;
  /** For a *Voided event: the record it voids. */
  voidsRecordId: string | null;
  /** The event that voided this entry's record, if one did. */
  voidedBy: AuditEventReference | null;
  /** For a *Voided event: the event that recorded the voided record, once the trail has it. */
  voids: AuditEventReference | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** How many entries match the filter, on every page. */
  total: number;
}

export interface AuditOptions {
  /** Every known event type, sorted. */
  eventTypes: EventType[];
  /** Everyone who ever acted, sorted. */
  actors: string[];
  /** Every thing the log ever named, by kind, sorted (deleted portal users included: this is history). */
  entities: Record<AuditEntityType, string[]>;
}

// The row's columns are the answer's fields (the audit projector stores them as the API names them).
const reference = auditEventReference.nullable().transform((row): AuditEventReference | null =>
  row === null
    ? null
    : {
        eventId: row.event_id,
        eventType: row.event_type,
        recordedAt: row.recorded_at,
        actor: row.actor,
        correlationId: row.correlation_id,
        summary: row.summary,
      },
);

const entryRow = z.object({
  event_id: z.string(),
  recorded_at: z.string(),
  actor: z.string(),
  event_type: z.string(),
  stream: z.string(),
  entities: z.array(z.object({ type: z.enum(auditEntityTypes), name: z.string() })),
  summary: z.string(),
  correlation_id: z.string(),
  causation_id: z.string().nullable(),
  record_id: z.string().nullable(),
  voids_record_id: z.string().nullable(),
  voided_by: reference,
  voids: reference,
});

const entryOf = (row: z.infer<typeof entryRow>): AuditEntry => ({
  eventId: row.event_id,
  recordedAt: row.recorded_at,
  actor: row.actor,
  eventType: row.event_type,
  stream: row.stream,
  entities: row.entities,
  summary: row.summary,
  correlationId: row.correlation_id,
  causationId: row.causation_id,
  recordId: row.record_id,
  voidsRecordId: row.voids_record_id,
  voidedBy: row.voided_by,
  voids: row.voids,
});

const conditionsOf = (filter: AuditFilter) => {
  const conditions = [sql.fragment`true`];
  if (filter.entity) {
    conditions.push(sql.fragment`e.seq IN (
      SELECT n.seq FROM rm_audit.event_entities n WHERE n.entity_type = ${filter.entity.type} AND n.entity_name = ${filter.entity.name})`);
  }
  if (filter.eventType !== undefined) conditions.push(sql.fragment`e.event_type = ${filter.eventType}`);
  if (filter.actor !== undefined) conditions.push(sql.fragment`e.actor = ${filter.actor}`);
  if (filter.correlationId !== undefined) conditions.push(sql.fragment`e.correlation_id = ${filter.correlationId}`);
  if (filter.recordedFrom !== undefined) conditions.push(sql.fragment`e.recorded_at >= ${filter.recordedFrom}::timestamptz`);
  if (filter.recordedBefore !== undefined) conditions.push(sql.fragment`e.recorded_at < ${filter.recordedBefore}::timestamptz`);
  if (filter.recordedUntil !== undefined) conditions.push(sql.fragment`e.recorded_at <= ${filter.recordedUntil}::timestamptz`);
  return sql.join(conditions, sql.fragment` AND `);
};

/** The other event of a void pair, as a JSON object (or null). */
const referenceJson = (alias: string) => {
  const a = sql.identifier([alias]);
  return sql.fragment`json_build_object('event_id', ${a}.event_id::text, 'event_type', ${a}.event_type,
    'recorded_at', to_char(${a}.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'actor', ${a}.actor, 'correlation_id', ${a}.correlation_id, 'summary', ${a}.summary)`;
};

const countRow = z.object({ total: z.bigint().transform(Number) });
const nameRow = z.object({ entity_type: z.enum(auditEntityTypes), entity_name: z.string() });

/** The names read model's kind of each audit entity type named by name (investors and portal users are named by id). */
const nameKinds: Partial<Record<AuditEntityType, NameKind>> = { property: 'property', llc: 'llc' };

export const createAuditQueries = (db: CommonQueryMethods) => {
  // One set of name queries for all calls, so the names it found written exactly as asked stay kept.
  const names = createNameQueries(db);
  return {
    /**
     * One page of the entries the filter matches, newest first, with the total. `page` counts from 1.
     * A property's or an LLC's name is resolved to the thing as written first (`elm  street` is Elm
     * Street); investors and portal users are given by id (the API resolves their names).
     * Failed sign-ins are not events (they are kept in the sign-in attempts store, outside the log):
     * when the filter can match them they are merged in by time (UNION ALL, each side cut to the rows
     * the page can need), events of one instant in log order; otherwise events come in log order.
     */
    page: async (filter: AuditFilter, paging: { page: number; pageSize: number }): Promise<AuditPage> => {
      const kind = filter.entity && nameKinds[filter.entity.type];
      const entity = filter.entity && {
        ...filter.entity,
        name: kind ? await names.storedName(kind, filter.entity.name) : filter.entity.name,
      };
      const resolved = { ...filter, entity };
      const where = conditionsOf(resolved);
      const attemptsWhere = attemptConditionsOf(resolved);
      const offset = (paging.page - 1) * paging.pageSize;
      const columns = sql.fragment`e.seq, e.event_id, e.recorded_at, e.actor, e.event_type, e.stream, e.entities, e.summary, e.correlation_id,
      e.causation_id, e.record_id, e.voids_record_id`;
      const newestFirst =
        attemptsWhere === null ? sql.fragment`e.seq DESC` : sql.fragment`e.recorded_at DESC, e.seq DESC NULLS FIRST, e.event_id DESC`;
      const entries =
        attemptsWhere === null
          ? sql.fragment`SELECT ${columns} FROM rm_audit.events e WHERE ${where} ORDER BY e.seq DESC LIMIT ${paging.pageSize} OFFSET ${offset}`
          : sql.fragment`
            SELECT * FROM (
              (SELECT ${columns} FROM rm_audit.events e WHERE ${where} ORDER BY e.recorded_at DESC, e.seq DESC LIMIT ${offset + paging.pageSize})
              UNION ALL (${attemptAuditRows(attemptsWhere, offset + paging.pageSize)})
            ) e ORDER BY ${newestFirst} LIMIT ${paging.pageSize} OFFSET ${offset}`;
      // Planned for the filter's values each time: the best plan for a range of times, or a deep page,
      // depends on them (prepared-statements.ts).
      const [rows, events, attempts] = await Promise.all([
        db.any(sql.type(entryRow)`${plannedForItsValues}
        SELECT e.event_id::text, e.recorded_at, e.actor, e.event_type, e.stream, e.entities, e.summary, e.correlation_id,
               e.causation_id, e.record_id::text, e.voids_record_id::text,
               (SELECT ${referenceJson('v')} FROM rm_audit.events v WHERE v.voids_record_id = e.record_id ORDER BY v.seq LIMIT 1) AS voided_by,
               (SELECT ${referenceJson('r')} FROM rm_audit.events r WHERE r.record_id = e.voids_record_id ORDER BY r.seq LIMIT 1) AS voids
        FROM (${entries}) e
        ORDER BY ${newestFirst}`),
        db.one(sql.type(countRow)`${plannedForItsValues} SELECT count(*) AS total FROM rm_audit.events e WHERE ${where}`),
        attemptsWhere === null
          ? { total: 0 }
          : db.one(
              sql.type(countRow)`${plannedForItsValues} SELECT count(*) AS total FROM sign_in_attempts.failures a WHERE ${attemptsWhere}`,
            ),
      ]);
      return { entries: rows.map(entryOf), total: events.total + attempts.total };
    },

    /** What the filters can choose from. */
    options: async (): Promise<AuditOptions> => {
      const [actors, names] = await Promise.all([
        db.anyFirst(sql.type(z.object({ actor: z.string() }))`SELECT actor FROM rm_audit.actors ORDER BY actor COLLATE "C"`),
        db.any(sql.type(nameRow)`SELECT entity_type, entity_name FROM rm_audit.entity_names ORDER BY entity_type, entity_name COLLATE "C"`),
      ]);
      const entities: Record<AuditEntityType, string[]> = { property: [], investor: [], llc: [], portal_user: [] };
      for (const row of names) entities[row.entity_type].push(row.entity_name);
      return { eventTypes: (Object.keys(eventSchemas) as EventType[]).sort(), actors: [...actors], entities };
    },
  };
};

export type AuditQueries = ReturnType<typeof createAuditQueries>;

export type { AuditFilter } from './filter';
