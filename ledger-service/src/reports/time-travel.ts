import { identityEvents, isEventType, type DomainEvent, type EventStore, type LogPosition } from '@portal/contracts';
import type { ReportTime } from '@portal/contracts/api';
import { timeTravel } from '@portal/projections';

/** Events read from the log per round trip while catching up. */
const pageSize = 5_000;
/** Ledgers as known at a moment kept at once (the latest few asked for: a statement's reports come together). */
const keptLedgers = 8;

/** The ledger's events (every event but the identity ones, except the investor's fee), as the projector takes them. */
const isLedgerEvent = (type: string) => isEventType(type) && (type === 'InvestorAdded' || !Object.hasOwn(identityEvents, type));

/**
 * The reports at another time (docs/time-travel.md): `as_of` a past day and `known_on` a past moment.
 * Each answer is the figures engine run over a replay of the log filtered to the events recorded at
 * or before known_on, then to the records dated on or before as_of, through the projector's own fold,
 * so it equals what a fresh replay of that filtered log answers by construction.
 *
 * The ledger's events are kept in memory in log order, each call first reading what was appended
 * since (so a record is seen by the next report at once, before the read models have it); the
 * folded ledger of the latest few moments asked for is kept until the log moves.
 */
export const createTimeTravel = (store: EventStore) => {
  const log: timeTravel.LoggedEvent[] = [];
  let position: LogPosition | null = null;
  let catchingUp: Promise<void> | null = null;
  const ledgers = new Map<string, timeTravel.LedgerAt>();

  const readOn = async () => {
    for (;;) {
      const events = await store.readAll({ after: position, limit: pageSize });
      for (const e of events) {
        if (!isLedgerEvent(e.type)) continue;
        log.push({ id: e.id, recordedAt: e.recordedAt, actor: e.metadata.actor, event: { type: e.type, data: e.data } as DomainEvent });
      }
      if (events.length > 0) {
        position = events[events.length - 1]!.position;
        ledgers.clear();
      }
      if (events.length < pageSize) return;
    }
  };
  /** The log up to now; concurrent callers share one catch-up. */
  const caughtUp = async (): Promise<readonly timeTravel.LoggedEvent[]> => {
    catchingUp ??= readOn().finally(() => (catchingUp = null));
    await catchingUp;
    return log;
  };

  /** The ledger of `events` as known at `knownOn` (an ISO instant), or as known now when null. */
  const ledgerOf = (events: readonly timeTravel.LoggedEvent[], knownOn: string | null): timeTravel.LedgerAt => {
    const key = knownOn ?? 'now';
    const kept = ledgers.get(key);
    if (kept) return kept;
    const known = knownOn === null ? events : events.filter((e) => e.recordedAt <= knownOn);
    const ledger = timeTravel.ledgerOfEvents(known.map((e) => e.event));
    if (ledgers.size >= keptLedgers) ledgers.delete(ledgers.keys().next().value!);
    ledgers.set(key, ledger);
    return ledger;
  };

  return {
    /** Every report as of `time.asOf` (else `today`) over the log as known at `time.knownOn` (else now). */
    reports: async (time: ReportTime, today: string): Promise<timeTravel.ReportsAt> => {
      const asOf = time.asOf ?? today;
      const ledger = ledgerOf(await caughtUp(), time.knownOn);
      return timeTravel.reportsAt(time.asOf === null ? ledger : timeTravel.ledgerAsOf(ledger, asOf), asOf);
    },

    /** GET /admin/restatements in cents. */
    restatements: async (knownOn: string, asOf: string): Promise<timeTravel.Restatement[]> => {
      // One log for both ledgers and the later events: nothing read in between.
      const events = await caughtUp();
      return timeTravel.restatementsOf(events, { then: ledgerOf(events, knownOn), now: ledgerOf(events, null) }, knownOn, asOf);
    },
  };
};

export type TimeTravel = ReturnType<typeof createTimeTravel>;
