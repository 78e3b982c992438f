import { nameKey, parseDomainEvent, type DomainEvent } from '@portal/contracts';
import { sql } from 'slonik';
import type { Projector } from '../../runner/projector';

/**
 * The kinds of named things; a name is unique within its kind, by its key (contracts/src/names.ts).
 * People (investors and portal users) are not here: their names are sealed in the log, and the API's
 * directory of names resolves them (ledger-service/src/shared/personal-data/directory.ts).
 */
export type NameKind = 'property' | 'llc' | 'partner' | 'expense_category';

/** The name an event adds, and of which kind. */
const namedBy = (event: DomainEvent): { kind: NameKind; name: string } | null => {
  switch (event.type) {
    case 'PropertyAdded':
      return { kind: 'property', name: event.data.propertyName };
    case 'LlcAdded':
      return { kind: 'llc', name: event.data.llcName };
    case 'PartnerAdded':
      return { kind: 'partner', name: event.data.partnerName };
    case 'ExpenseCategoryAdded':
      return { kind: 'expense_category', name: event.data.category };
    default:
      return null;
  }
};

const namingEvents: ReadonlySet<string> = new Set(['PropertyAdded', 'LlcAdded', 'PartnerAdded', 'ExpenseCategoryAdded']);

/**
 * Every name in use, by kind, with its comparison key and the stream that holds the thing: the one
 * resolver from what a caller typed (`emily  carter`) to the record as it was written
 * (`Emily Carter`, in stream `investor-Emily Carter`). Names recorded before normalising existed
 * keep their streams; names added since live in a stream named by their key, so two concurrent adds
 * of one name under two spellings meet in one stream and its expected version refuses the second.
 */
export const namesProjector: Projector = {
  name: 'names',
  schema: 'rm_names',
  ddl: [
    `CREATE TABLE names (
      kind text NOT NULL CHECK (kind IN ('property', 'llc', 'partner', 'expense_category')),
      name text NOT NULL,
      name_key text NOT NULL,
      stream_name text NOT NULL,
      added_at timestamptz NOT NULL,
      PRIMARY KEY (kind, name)
    )`,
    `CREATE INDEX names_by_key ON names (kind, name_key)`,
    // The key rule is part of this read model's version: when it changes (U+2800 and the other blank
    // characters dropped from keys), so does the DDL, and the table is rebuilt with the new keys.
    `COMMENT ON COLUMN names.name_key IS 'nameKey of contracts/src/names.ts, blank characters dropped'`,
  ],
  touches: (events) => events.some(({ type }) => namingEvents.has(type)),
  async apply(tx, events) {
    for (const recorded of events) {
      if (!namingEvents.has(recorded.type)) continue;
      const named = namedBy(parseDomainEvent(recorded));
      if (named === null) continue;
      await tx.query(sql.unsafe`
        INSERT INTO names (kind, name, name_key, stream_name, added_at)
        VALUES (${named.kind}, ${named.name}, ${nameKey(named.name)}, ${recorded.streamName}, ${recorded.recordedAt}::timestamptz)
        ON CONFLICT (kind, name) DO NOTHING`);
    }
  },
};
