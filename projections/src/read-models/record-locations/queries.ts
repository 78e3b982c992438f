import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { recordKinds, type RecordKind } from './projector';

const kind = z.enum(Object.values(recordKinds) as [RecordKind, ...RecordKind[]]);
const location = z.object({ stream_name: z.string(), kind, owner_name: z.string() });

export interface RecordLocation {
  streamName: string;
  kind: RecordKind;
  /** The property, LLC or investor the record belongs to. */
  ownerName: string;
}

export const createRecordLocationQueries = (db: CommonQueryMethods) => ({
  /** The stream and kind of a ledger record, or null for an unknown id. */
  locate: async (recordId: string): Promise<RecordLocation | null> => {
    const row = await db.maybeOne(sql.type(location)`
      SELECT stream_name, kind, owner_name FROM rm_record_locations.record_locations WHERE record_id = ${recordId}::uuid`);
    return row ? { streamName: row.stream_name, kind: row.kind, ownerName: row.owner_name } : null;
  },
});

export type RecordLocationQueries = ReturnType<typeof createRecordLocationQueries>;
