import {
  compareLogPositions,
  isIdentityEventType,
  isEventType,
  type DomainEvent,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
  type Subscription,
} from '@portal/contracts';
import type { ReportTime } from '@portal/contracts/api';
import { timeTravel } from '@portal/projections';

/** Events read from the log per round trip while catching up. */
const pageSize = 5_000;
/** How soon the following starts again after a failure, doubling up to the most. */
export interface Retry {
  readonly initialMs: number;
  readonly maxMs: number;
}

/** Ledgers and reports at another time kept at once (the latest few asked for: a statement's reports come together). */
const keptViews = 8;

/**
 * The ledger's events (every event but those about people, the notices and documents sent to them, except the investor's
 * fee), as the projector takes them: a statement issued or a notice sent leaves the ledger views kept.
 */
const isLedgerEvent = (type: string) => isEventType(type) && (type === 'InvestorAdded' || !isIdentityEventType(type));

/** The latest few values made, by key (the oldest goes first). */
const keptFew = <T>() => {
  const values = new Map<string, T>();
  return {
    get: (key: string, make: () => T): T => {
      const found = values.get(key);
      if (found !== undefined) return found;
      const made = make();
      if (values.size >= keptViews) values.delete(values.keys().next().value!);
      values.set(key, made);
      return made;
    },
    clear: () => values.clear(),
  };
};

/**
 * The reports at another time (docs/time-travel.md): `as_of` a past day and `known_on` a past moment.
 * Each answer is the figures engine run over the ledger of the events recorded at or before
 * known_on, their records dated on or before as_of, built by the projector's own fold: what a fresh
 * replay of that filtered log answers (the timeline's property test and the replay test hold it to that).
 *
 * The ledger is kept in memory as a timeline (each record with when it was recorded and voided), so
 * the ledger at a moment and a day is a filter of it; each call first reads what was appended since
 * (a record is seen by the next report at once, before the read models have it). The latest few
 * ledgers and reports asked for are kept until the ledger moves. The server reads the log in at start
 * and follows it (`follow`), so no request pays for reading the whole log. The events themselves are
 * not kept: the restatements read the ones recorded after their moment back from the store.
 */
export const createTimeTravel = (
  store: EventStore,
  /** One log position kept per this many ledger events: where the restatements start reading later events back. */
  { checkpointEvery = 1_000 }: { readonly checkpointEvery?: number } = {},
) => {
  const timeline = timeTravel.createTimeline();
  /** When each ledger event was recorded (ms), in log order, and the log position before every `checkpointEvery`th one. */
  const recordedAt: number[] = [];
  const checkpoints: (LogPosition | null)[] = [];
  let position: LogPosition | null = null;
  /** The read in flight or last finished, and the one queued behind it. */
  let tail: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  const ledgers = keptFew<timeTravel.LedgerAt>();
  const reports = keptFew<timeTravel.ReportsAt>();
  /** The reports by day as known at a statement run's instant: every investor's statement of the run reads the same ones. */
  const statementViews = keptFew<timeTravel.ReportsAsOf>();

  /**
   * Adds the events after `position` to the timeline. They must follow it in the log with none left
   * out: a page read from it, or a subscription's batch (each is the log in order up to its end, so
   * what lies after `position` in it is all that does).
   */
  const take = (events: readonly RecordedEvent[]) => {
    let ledgerMoved = false;
    for (const e of events) {
      if (position !== null && compareLogPositions(e.position, position) <= 0) continue;
      if (isLedgerEvent(e.type)) {
        if (recordedAt.length % checkpointEvery === 0) checkpoints.push(position);
        recordedAt.push(Date.parse(e.recordedAt));
        timeline.append({ type: e.type, data: e.data } as DomainEvent, e.recordedAt);
        ledgerMoved = true;
      }
      position = e.position;
    }
    // Sign-ins, page views and auditors' reads are events too, and frequent: they leave every view
    // as it was, so the views made stay kept.
    if (ledgerMoved) {
      ledgers.clear();
      reports.clear();
      statementViews.clear();
    }
  };
  const readOn = async () => {
    for (;;) {
      const events = await store.readAll({ after: position, limit: pageSize });
      take(events);
      if (events.length < pageSize) return;
    }
  };
  /**
   * The log up to now. A read that started before the call may miss a commit made just before it, so
   * callers share the next read to start, never the one in flight.
   */
  const caughtUp = async (): Promise<void> => {
    queued ??= tail
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return readOn();
      });
    tail = queued;
    await queued;
  };

  /**
   * The ledger events recorded after `knownOn` up to `end` (where the timeline is), in log order, read
   * back from the store from the checkpoint before the first of them.
   */
  const recordedAfter = async (knownOn: string, end: LogPosition | null): Promise<timeTravel.LoggedEvent[]> => {
    const moment = Date.parse(knownOn);
    const first = recordedAt.findIndex((at) => at > moment);
    if (first < 0 || end === null) return [];
    const later: timeTravel.LoggedEvent[] = [];
    let after = checkpoints[Math.floor(first / checkpointEvery)] ?? null;
    for (;;) {
      const events = await store.readAll({ after, limit: pageSize });
      for (const e of events) {
        if (compareLogPositions(e.position, end) > 0) return later;
        if (isLedgerEvent(e.type) && e.recordedAt > knownOn)
          later.push({
            id: e.id,
            recordedAt: e.recordedAt,
            actor: e.metadata.actor,
            event: { type: e.type, data: e.data } as DomainEvent,
          });
      }
      if (events.length < pageSize) return later;
      after = events[events.length - 1]!.position;
    }
  };

  /** The ledger as known at `knownOn` (null: now) and as of `asOf` (null: every record). */
  const ledgerAt = (knownOn: string | null, asOf: string | null) =>
    ledgers.get(`${knownOn} ${asOf}`, () => timeline.ledgerAt(knownOn, asOf));

  return {
    /** Every report as of `time.asOf` (else `today`) over the log as known at `time.knownOn` (else now). */
    reports: async (time: ReportTime, today: string): Promise<timeTravel.ReportsAt> => {
      await caughtUp();
      const asOf = time.asOf ?? today;
      // The reports keep what they computed per property: a statement's calls share it.
      return reports.get(`${time.knownOn} ${time.asOf} ${asOf}`, () => timeTravel.reportsAt(ledgerAt(time.knownOn, time.asOf), asOf));
    },

    /**
     * An investor's statement figures for whole months as the log was known at `knownOn` (docs/statements.md):
     * the same instant gives the same figures whenever it is asked, which is what a statement is verified by.
     */
    statementFigures: async (knownOn: string, request: { investorId: string; from: string; through: string }) => {
      await caughtUp();
      const reportsAsOf = statementViews.get(knownOn, () => timeTravel.reportsAsOfLedger(ledgerAt(knownOn, null)));
      return timeTravel.statementFigures(reportsAsOf, request);
    },

    /** The investments and investment withdrawals in a property (named as written) as known at `knownOn`: a land contract's capital. */
    propertyCapital: async (knownOn: string, propertyName: string) => {
      await caughtUp();
      return ledgerAt(knownOn, null).propertyRecords(propertyName).capital;
    },

    /** GET /admin/restatements in cents. */
    restatements: async (knownOn: string, asOf: string): Promise<timeTravel.Restatement[]> => {
      await caughtUp();
      // Both ledgers and the later events end at the same place of the log: the ledgers are taken
      // (and keep to it) before the events are read back.
      const ledgersThenAndNow = { then: ledgerAt(knownOn, null), now: ledgerAt(null, null) };
      const later = await recordedAfter(knownOn, position);
      return timeTravel.restatementsOf(later, ledgersThenAndNow, knownOn, asOf);
    },

    /**
     * Reads the log in now and then follows it as it grows, so requests find the timeline current;
     * `stop` ends the following. A failure (the database away) is reported once, and the following
     * starts again from where the timeline is after a growing delay until the log reads again; in the
     * meantime each request reads on as usual.
     */
    follow: (onError: (error: unknown) => void, { retry = { initialMs: 100, maxMs: 5_000 } }: { readonly retry?: Retry } = {}) => {
      // The subscription's events are taken as they come, in turn with the reads requests start,
      // rather than read again from the store (a second read of the log per append).
      const absorb = (events: readonly RecordedEvent[]) => {
        tail = tail.catch(() => undefined).then(() => take(events));
        return tail;
      };
      let stopped = false;
      let subscription: Subscription | null = null;
      let retryTimer: NodeJS.Timeout | null = null;
      let starting: Promise<void> = Promise.resolve();
      let delayMs = retry.initialMs;
      // Reported once per outage: another failure is reported after the log was read again.
      let reported = false;

      const start = async () => {
        try {
          await caughtUp();
          delayMs = retry.initialMs;
          reported = false;
          if (stopped) return;
          // `let`: a store may report a failure before subscribe() returns.
          let current: Subscription | null = null;
          current = store.subscribe({ after: position, onEvents: absorb, onError: (error) => fail(error, current) });
          subscription = current;
        } catch (error) {
          fail(error, null);
        }
      };
      const fail = (error: unknown, failed: Subscription | null) => {
        if (stopped || (failed !== null && failed !== subscription)) return;
        subscription = null;
        if (!reported) onError(error);
        reported = true;
        retryTimer = setTimeout(() => {
          retryTimer = null;
          starting = (failed?.stop() ?? Promise.resolve()).catch(() => undefined).then(start);
        }, delayMs);
        delayMs = Math.min(delayMs * 2, retry.maxMs);
      };

      starting = start();
      return {
        stop: async () => {
          stopped = true;
          if (retryTimer) clearTimeout(retryTimer);
          await starting;
          await subscription?.stop();
        },
      };
    },
  };
};

export type TimeTravel = ReturnType<typeof createTimeTravel>;
