import { compareLogPositions, type EventMetadata, type LogPosition, type RecordedEvent } from '@portal/contracts';

/**
 * The rows the adapter's statements answer (queries.ts), decoded into events and positions: checked
 * with plain typeof tests rather than a schema, since a log read decodes every event of the log.
 */

function fail(what: string): never {
  throw new Error(`event_store: unexpected row shape (${what})`);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const toMetadata = (text: unknown): EventMetadata => {
  if (typeof text !== 'string') return fail('metadata');
  const value: unknown = JSON.parse(text);
  if (!isObject(value)) return fail('metadata');
  const { actor, correlationId, causationId } = value;
  if (typeof actor !== 'string' || typeof correlationId !== 'string') return fail('metadata');
  if (causationId !== null && typeof causationId !== 'string') return fail('metadata.causationId');
  return Object.freeze({ actor, correlationId, causationId });
};

/** `2024-06-30 12:34:56.789012` (UTC, DateStyle ISO; no fraction when it is zero) to ISO 8601. */
const toIsoTime = (text: unknown): string => {
  if (typeof text !== 'string' || text.length < 19 || text[10] !== ' ') return fail('recorded_at');
  const fraction = text.length > 20 ? text.slice(20, 23).padEnd(3, '0') : '000';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
};

/** Builds events from rows in the `columns` order of queries.ts, checking the shape with plain typeof tests. */
export const toRecordedEvents = (rows: readonly unknown[][]): RecordedEvent[] => {
  const events = new Array<RecordedEvent>(rows.length);
  let metadataText: unknown = null;
  let metadata: EventMetadata | null = null;
  for (let i = 0; i < rows.length; i++) {
    const [transactionId, position, streamName, streamVersion, id, type, data, metadataColumn, recordedAt] = rows[i]!;
    if (typeof transactionId !== 'string' || typeof position !== 'string') fail('position');
    if (typeof streamName !== 'string' || typeof streamVersion !== 'number') fail('stream');
    if (typeof id !== 'string' || typeof type !== 'string') fail('event');
    if (!isObject(data)) fail('data');
    if (metadata === null || metadataColumn !== metadataText) {
      metadata = toMetadata(metadataColumn);
      metadataText = metadataColumn;
    }
    events[i] = {
      id,
      type,
      data,
      metadata,
      recordedAt: toIsoTime(recordedAt),
      streamName,
      streamVersion,
      position: { commit: BigInt(transactionId), prepare: BigInt(position) },
    };
  }
  return events;
};

/**
 * The rows of `readAfterQuery`: the events, and whether an event committed after the last of them
 * (after `after` when there is none) could not be read yet or did not fit in the page.
 */
export const toEventsAndMore = (rows: readonly unknown[][], after: LogPosition | null) => {
  const head = toLogPosition(rows[0]?.[0] === null ? undefined : rows[0]);
  const events = rows[0]?.[2] === null ? [] : toRecordedEvents(rows.map((row) => row.slice(2)));
  const last = events.at(-1)?.position ?? after;
  return { events, more: head !== null && (last === null || compareLogPositions(head, last) > 0) };
};

export const toLogPosition = (row: readonly unknown[] | undefined): LogPosition | null => {
  if (!row) return null;
  const [commit, prepare] = row;
  if (typeof commit !== 'string' || typeof prepare !== 'string') return fail('position');
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
};
