import type { DomainEvent, RecordedEvent } from '@portal/contracts';
import { sql } from 'slonik';
import type { Projector } from '../../runner/projector';

/** The kinds of ledger records, named by the event that records them. */
export const recordKinds = {
  InvestmentMade: 'investment',
  InvestmentWithdrawn: 'investment_withdrawal',
  IncomeRecorded: 'income',
  PartnerIncomeRecorded: 'partner_income',
  LandContractPaymentRecorded: 'land_contract_payment',
  PropertyExpenseRecorded: 'property_expense',
  RentalDepositReceived: 'rental_deposit',
  DepositWithdrawn: 'deposit_withdrawal',
  LlcExpenseRecorded: 'llc_expense',
  CashWithdrawn: 'cash_withdrawal',
} as const;

export type RecordKind = (typeof recordKinds)[keyof typeof recordKinds];

const isRecordEvent = (type: string): type is keyof typeof recordKinds => Object.hasOwn(recordKinds, type);

/** The record an event creates, with what owns it (a property, an LLC or an investor). */
const recordOf = (event: DomainEvent): { recordId: string; owner: string } | null => {
  switch (event.type) {
    case 'InvestmentMade':
    case 'InvestmentWithdrawn':
    case 'CashWithdrawn':
      return { recordId: event.data.recordId, owner: event.data.investorId };
    case 'IncomeRecorded':
    case 'PartnerIncomeRecorded':
    case 'LandContractPaymentRecorded':
    case 'PropertyExpenseRecorded':
    case 'RentalDepositReceived':
    case 'DepositWithdrawn':
      return { recordId: event.data.recordId, owner: event.data.propertyName };
    case 'LlcExpenseRecorded':
      return { recordId: event.data.recordId, owner: event.data.llcName };
    default:
      return null;
  }
};

/**
 * Where each ledger record lives: record id -> stream, kind and owner. A delete call names only
 * the record's id; this tells the handler which stream to decide against. One statement per batch.
 */
export const recordLocationsProjector: Projector = {
  name: 'record-locations',
  schema: 'rm_record_locations',
  ddl: [
    `CREATE TABLE record_locations (
      record_id uuid PRIMARY KEY,
      stream_name text NOT NULL,
      kind text NOT NULL,
      owner_name text NOT NULL
    )`,
  ],
  touches: (events) => events.some(({ type }) => isRecordEvent(type)),
  async apply(tx, events: readonly RecordedEvent[]) {
    const ids: string[] = [];
    const streams: string[] = [];
    const kinds: string[] = [];
    const owners: string[] = [];
    for (const recorded of events) {
      if (!isRecordEvent(recorded.type)) continue;
      // Not parsed again (as in the ledger's projector): it passed its schema when written, and a parse
      // of every record of the log cost more than the rest of a rebuild of this read model.
      const record = recordOf({ type: recorded.type, data: recorded.data } as DomainEvent);
      if (record === null) continue;
      ids.push(record.recordId);
      streams.push(recorded.streamName);
      kinds.push(recordKinds[recorded.type]);
      owners.push(record.owner);
    }
    if (ids.length === 0) return;
    await tx.query(sql.unsafe`
      INSERT INTO record_locations (record_id, stream_name, kind, owner_name)
      SELECT * FROM unnest(${sql.array(ids, 'uuid')}, ${sql.array(streams, 'text')}, ${sql.array(kinds, 'text')}, ${sql.array(owners, 'text')})
      ON CONFLICT (record_id) DO NOTHING`);
  },
};
