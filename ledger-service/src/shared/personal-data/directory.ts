import { nameKey } from '@portal/contracts';
import type { InvestorQueries, InvestorRow, PortalUserQueries, UsernameRow } from '@portal/projections';
import { erasedText, isEnvelope } from './envelope';
import type { PersonalData } from './personal-data';

/**
 * The directory of people's names (docs/personal-data.md, "Names"). The log and the read models name
 * investors and portal users by id and keep their names sealed under each investor's key; the API
 * opens them here, once, and turns names into ids (what a caller types) and ids into names (what an
 * answer shows). An investor whose personal data was erased is shown, and found, by a pseudonym that
 * never changes: "Erased investor 7", their place in the order investors were added.
 *
 * A snapshot is kept until the investors or portal users read model moves; the next call after that
 * reads their rows again and opens only the sealed values it has not opened before.
 */

export interface Investor {
  readonly id: string;
  /** The name as written, or the pseudonym once erased. */
  readonly name: string;
  /** 1 for the first investor added, 2 for the second, ... */
  readonly number: number;
  readonly streamName: string;
  readonly erased: boolean;
}

/** A username in use (or kept taken): whose it is. */
export interface TakenUsername {
  readonly userId: string;
  readonly username: string;
  readonly investorId: string | null;
}

export interface People {
  /** The investor this name names, in any spelling names compare in (contracts/src/names.ts), pseudonyms included. */
  investorNamed(name: string): Investor | undefined;
  investorById(investorId: string): Investor | undefined;
  /** The name an answer shows for an investor id (the id itself for one the directory does not know). */
  investorName(investorId: string): string;
  /** Every investor, sorted by the name shown. */
  investors(): readonly Investor[];
  /** The portal user a username names (any spelling), if it is taken. */
  userNamed(username: string): TakenUsername | undefined;
  /** The name an answer shows for a user id: the username, an erased investor's pseudonym, or the id (staff). */
  userName(userId: string): string;
  /** The user id a shown name stands for (deleted users too, as the audit trail filters them), or the name itself. */
  userIdShownAs(name: string): string;
  /** Names recorded before names were normalised that now mean one person (for the start-up warning). */
  /** Groups of people whose names are one under the current rule, by id: the log never names a person (docs/personal-data.md). */
  collisions(): { kind: 'investor id' | 'user id'; names: string[] }[];
}

export const erasedInvestorName = (number: number) => `Erased investor ${number}`;

/** Names kept for the pseudonyms: no investor may be added under one. */
export const isPseudonym = (name: string): boolean => /^erased investor \d+$/.test(nameKey(name));

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Of several things under one key (names recorded before normalising), the one written exactly as asked, else the first. */
const pick = <T extends { readonly name?: string; readonly username?: string }>(found: readonly T[] | undefined, asked: string) =>
  found?.find((thing) => (thing.name ?? thing.username) === asked) ?? found?.[0];

const groupByKey = <T>(things: readonly T[], nameOf: (thing: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const thing of things) {
    const key = nameKey(nameOf(thing));
    groups.set(key, [...(groups.get(key) ?? []), thing]);
  }
  return groups;
};

export interface DirectoryDeps {
  investors: Pick<InvestorQueries, 'all'>;
  users: Pick<PortalUserQueries, 'usernames' | 'investorUserNames'>;
  personalData: Pick<PersonalData, 'revealAll'>;
  /** Where the investors and portal users read models stand: the snapshot is kept while it is the same. */
  version: () => Promise<string>;
}

export const createDirectory = (deps: DirectoryDeps) => {
  // Sealed values opened so far. An erased investor's are dropped at the next read (and their key is
  // gone, so they could not be opened again).
  const opened = new Map<string, string>();
  let snapshot: { version: string; people: People } | null = null;
  let loading: { version: string; people: Promise<People> } | null = null;

  const openAll = async (values: readonly string[], erased: (value: string) => boolean) => {
    const fresh = [...new Set(values.filter((value) => isEnvelope(value) && !opened.has(value) && !erased(value)))];
    const clear = await deps.personalData.revealAll(fresh);
    fresh.forEach((value, index) => opened.set(value, clear[index]!));
    return (value: string) => (isEnvelope(value) ? (opened.get(value) ?? erasedText) : value);
  };

  const load = async (): Promise<People> => {
    const [investorRows, usernames, userNames] = await Promise.all([
      deps.investors.all(),
      deps.users.usernames(),
      deps.users.investorUserNames(),
    ]);
    const erasedIds = new Set(investorRows.filter((row) => row.personal_data_erased).map((row) => row.investor_id));
    const sealedOfErased = new Set([
      ...investorRows.filter((row) => erasedIds.has(row.investor_id)).map((row) => row.investor_name),
      ...userNames.filter((row) => row.investor_id !== null && erasedIds.has(row.investor_id)).map((row) => row.username),
    ]);
    for (const value of sealedOfErased) opened.delete(value);
    const clear = await openAll(
      [...investorRows.map((row) => row.investor_name), ...usernames.map((row) => row.username), ...userNames.map((row) => row.username)],
      (value) => sealedOfErased.has(value),
    );

    const investorOf = (row: InvestorRow): Investor => {
      const erased = row.personal_data_erased || clear(row.investor_name) === erasedText;
      const name = erased ? erasedInvestorName(row.number) : clear(row.investor_name);
      return { id: row.investor_id, name, number: row.number, streamName: row.stream_name, erased };
    };
    const investors = investorRows.map(investorOf);
    const investorsById = new Map(investors.map((investor) => [investor.id, investor]));
    const investorsByKey = groupByKey(investors, (investor) => investor.name);
    const sortedInvestors = [...investors].sort((a, b) => byCodeUnits(a.name, b.name) || a.number - b.number);

    const taken = usernames
      .filter((row: UsernameRow) => row.investor_id === null || !erasedIds.has(row.investor_id))
      .map((row): TakenUsername => ({ userId: row.user_id, username: clear(row.username), investorId: row.investor_id }));
    const takenByKey = groupByKey(taken, (user) => user.username);
    const shownUsers = new Map(
      userNames.map((row): [string, string] => {
        const investor = row.investor_id === null ? undefined : investorsById.get(row.investor_id);
        return [row.user_id, investor?.erased ? investor.name : clear(row.username)];
      }),
    );
    const shownUsersByKey = groupByKey(
      [...shownUsers].map(([userId, name]) => ({ userId, name })),
      (user) => user.name,
    );

    const collided = <T>(groups: Map<string, T[]>, kind: 'investor id' | 'user id', idOf: (thing: T) => string) =>
      [...groups.values()].filter((group) => group.length > 1).map((group) => ({ kind, names: group.map(idOf) }));

    return {
      investorNamed: (name) => pick(investorsByKey.get(nameKey(name)), name),
      investorById: (investorId) => investorsById.get(investorId),
      investorName: (investorId) => investorsById.get(investorId)?.name ?? investorId,
      investors: () => sortedInvestors,
      userNamed: (username) => pick(takenByKey.get(nameKey(username)), username),
      userName: (userId) => shownUsers.get(userId) ?? userId,
      userIdShownAs: (name) =>
        pick(takenByKey.get(nameKey(name)), name)?.userId ?? pick(shownUsersByKey.get(nameKey(name)), name)?.userId ?? name,
      collisions: () => [
        ...collided(investorsByKey, 'investor id', (investor) => investor.id),
        ...collided(takenByKey, 'user id', (user) => user.userId),
      ],
    };
  };

  /** The directory as the read models stand now. */
  const current = async (): Promise<People> => {
    const version = await deps.version();
    if (snapshot?.version === version) return snapshot.people;
    if (loading?.version !== version) {
      const people = load();
      loading = { version, people };
      people.then(
        (loaded) => {
          if (loading?.people === people) {
            snapshot = { version, people: loaded };
            loading = null;
          }
        },
        () => {
          if (loading?.people === people) loading = null;
        },
      );
    }
    return loading.people;
  };

  return { current };
};

export type Directory = ReturnType<typeof createDirectory>;
