import { compareLogPositions, nameKey, parseDomainEvent, type EventStore, type LogPosition, type RecordedEvent } from '@portal/contracts';
import { figures } from '@portal/projections';
import { derivedUuid } from '../../shared/ids';
import { investorSubject } from '../../shared/personal-data/personal-data';

/**
 * What `npm run protect-log` moves, found by reading the source log once before copying it
 * (docs/personal-data.md, "Names"): in a log from before ids, investors and their portal users are
 * named by their names. Each gets an id, derived from the event that added them (so a resumed or
 * repeated run chooses the same ones), and each stream named by a person's name gets that person's id.
 */

interface Registration {
  readonly position: LogPosition;
  readonly userId: string;
  readonly investorId: string;
}

export interface MovePlan {
  /** The new id of an investor named by name (an older log's investor id), or undefined when it is not one. */
  investorId(legacyId: string): string | undefined;
  /** The order key of an investor moved (figures' placeByName, as the read models derived it). */
  orderKey(newInvestorId: string): string | undefined;
  /** The new id of the user whose username this was at `position` (an investor's user), or undefined for staff and unknown names. */
  userId(username: string, position: LogPosition): string | undefined;
  /** The new id of the user a registration event added. */
  registeredUserId(eventId: string): string | undefined;
  /** The stream an event of `streamName` goes to (the same name unless it names a person). */
  streamName(streamName: string): string;
  /** The key-table subject a person's key is kept under in the new log. */
  subject(subject: string): string;
}

const streamPrefixes = ['logins-', 'totp-', 'sessions-'] as const;

export const planMove = async (source: EventStore, pageSize = 5_000): Promise<MovePlan> => {
  const investors = new Map<string, { id: string; orderKey: string }>();
  const subjects = new Map<string, string>();
  const streams = new Map<string, string>();
  const registrations = new Map<string, Registration[]>();
  const registeredBy = new Map<string, string>();
  const placed: figures.Ordered[] = [];

  const note = (recorded: RecordedEvent) => {
    if (recorded.type === 'InvestorAdded' && !('investorId' in recorded.data)) {
      const event = parseDomainEvent(recorded);
      if (event.type !== 'InvestorAdded') return;
      const name = event.data.investorId;
      const id = derivedUuid(recorded.id, 'investor');
      investors.set(name, { id, orderKey: figures.placeByName(placed, name) });
      subjects.set(investorSubject(name), investorSubject(id));
      streams.set(recorded.streamName, `investor-${id}`);
    } else if (recorded.type === 'PortalUserRegistered' && !('userId' in recorded.data)) {
      const event = parseDomainEvent(recorded);
      if (event.type !== 'PortalUserRegistered') return;
      const userId = derivedUuid(recorded.id, 'user');
      const investorId = investors.get(event.data.investorId)?.id ?? event.data.investorId;
      const key = nameKey(event.data.username);
      registrations.set(key, [...(registrations.get(key) ?? []), { position: recorded.position, userId, investorId }]);
      registeredBy.set(recorded.id, userId);
      // A person's streams are named by the first user id their username had.
      for (const prefix of streamPrefixes) {
        if (!streams.has(`${prefix}${event.data.username}`)) streams.set(`${prefix}${event.data.username}`, `${prefix}${userId}`);
      }
    }
  };

  for (let after: LogPosition | null = null; ;) {
    const page = await source.readAll({ after, limit: pageSize });
    for (const recorded of page) note(recorded);
    if (page.length < pageSize) break;
    after = page.at(-1)!.position;
  }

  const byId = new Map([...investors.values()].map((investor) => [investor.id, investor]));
  return {
    investorId: (legacyId) => investors.get(legacyId)?.id,
    orderKey: (newInvestorId) => byId.get(newInvestorId)?.orderKey,
    userId: (username, position) =>
      registrations
        .get(nameKey(username))
        ?.filter((registration) => compareLogPositions(registration.position, position) <= 0)
        .at(-1)?.userId,
    registeredUserId: (eventId) => registeredBy.get(eventId),
    streamName: (streamName) => streams.get(streamName) ?? streamName,
    subject: (subject) => subjects.get(subject) ?? subject,
  };
};
