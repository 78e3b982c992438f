import { nameKey, type DomainEvent } from '@portal/contracts';
import type { NameKind, NameQueries, ResolvedName } from '@portal/projections';
import { isPseudonym, type Directory } from './personal-data/directory';
import { badRequest, conflict, notFound } from './errors';
import { newId } from './ids';
import { llcStream } from './streams';
import { partnerStream } from './streams';
import { propertyStream } from './streams';
import { investorStream } from './streams';
import type { CommandRunner } from './runner';

/**
 * The one way a command turns a name it was given into the thing it names. Names arrive normalised
 * (contracts/src/names.ts); they are compared by key through the names read model, so
 * `emily  carter` acts on Emily Carter, under her name as written and in her stream.
 *
 * Referring to a name that does not exist is 404. Names are never removed, so a check
 * made before the command's own append stays true. A command's call returns once the read models
 * show its events, so a name added by an earlier call is always found.
 *
 * An add goes to the stream of the thing with the new name's key when there is one, so its decider
 * refuses it (409 naming the thing as written), and otherwise to a new stream named by the key
 * (`property-elm street`): two concurrent adds of one name under two spellings meet in that stream,
 * and its expected version lets only one of them in (the other is decided again and refused). Things
 * added before keep their streams (`property-Elm Street`); the read model knows each one's stream.
 * (Expense categories are one stream, whose decider compares keys itself.)
 *
 * Where the read model has not (yet) seen a name, the streams it would be in are asked directly:
 * the key's and the name's as written, so a name exists once its stream does, as before.
 *
 * Investors are the exception: their names are sealed (docs/personal-data.md), so the directory of
 * names (shared/personal-data/directory.ts) finds them, and a new investor gets an id and a stream of its
 * own (`investor-<id>`); the name's uniqueness is held by the name lock (shared/personal-data/name-lock.ts),
 * under which every add of an investor runs.
 */
/** The kinds with a stream each, found by name. */
type StreamKind = 'property' | 'llc' | 'partner';

/** An investor as a command names them: by id in the events, by name in the messages. */
export interface InvestorRef {
  readonly id: string;
  /** As shown (the name as written, or an erased investor's pseudonym). */
  readonly name: string;
  readonly streamName: string;
}

/** The name a stream's first event gave its thing, if any. */
const addedName = {
  initialState: (): string | null => null,
  evolve: (found: string | null, event: DomainEvent): string | null => {
    if (found !== null) return found;
    switch (event.type) {
      case 'PropertyAdded':
        return event.data.propertyName;
      case 'LlcAdded':
        return event.data.llcName;
      case 'PartnerAdded':
        return event.data.partnerName;
      default:
        return null;
    }
  },
};

export const createReferences = (
  names: Pick<NameQueries, 'resolve'>,
  runner: Pick<CommandRunner, 'load'>,
  partnerLabel: string,
  people: Directory,
): References => {
  /** What the messages call each kind, with its article. */
  const called: Record<NameKind, string> = {
    property: 'property',
    llc: 'LLC',
    partner: partnerLabel,
    expense_category: 'expense category',
  };
  const streamOfKey: Record<StreamKind, (key: string) => string> = {
    property: propertyStream,
    llc: llcStream,
    partner: partnerStream,
  };

  const fromStreams = async (kind: StreamKind, name: string): Promise<ResolvedName | null> => {
    for (const streamName of new Set([streamOfKey[kind](nameKey(name)), streamOfKey[kind](name)])) {
      const { state } = await runner.load(addedName, streamName);
      if (state !== null) return { name: state, streamName };
    }
    return null;
  };
  const resolve = async (kind: NameKind, name: string): Promise<ResolvedName | null> =>
    (await names.resolve(kind, name)) ?? (kind === 'expense_category' ? null : fromStreams(kind, name));

  const existing = async (kind: NameKind, name: string): Promise<ResolvedName> => {
    const found = await resolve(kind, name);
    if (found === null) throw notFound(`No ${called[kind]} named ${name}.`);
    return found;
  };

  /** The stream an add of this name is decided in (see above). */
  const fresh = async (kind: StreamKind, name: string): Promise<string> =>
    (await resolve(kind, name))?.streamName ?? streamOfKey[kind](nameKey(name));

  const investor = async (name: string): Promise<InvestorRef> => {
    const found = (await people.current()).investorNamed(name);
    if (found === undefined) throw notFound(`No investor named ${name}.`);
    return { id: found.id, name: found.name, streamName: found.streamName };
  };

  /**
   * A new investor's id and stream; refused when the name is taken (call it under the name lock). The
   * id is derived from the request's idempotency seed when it has one: a retry of an add that was
   * recorded finds its own investor (and the runner its events), not a name taken by someone else.
   */
  const newInvestor = async (name: string, seed?: string): Promise<InvestorRef> => {
    if (isPseudonym(name)) throw badRequest(`name: names like "${name}" are kept for investors whose personal data was erased`);
    const id = newId(seed, 'investor');
    const taken = (await people.current()).investorNamed(name);
    if (taken !== undefined && taken.id !== id) throw conflict(`An investor named ${taken.name} already exists.`);
    return { id, name, streamName: investorStream(id) };
  };

  return {
    property: (name: string) => existing('property', name),
    investor,
    llc: (name: string) => existing('llc', name),
    partner: (name: string) => existing('partner', name),
    optionalPartner: async (name: string | null): Promise<string | null> => (name === null ? null : (await existing('partner', name)).name),
    expenseCategory: async (category: string): Promise<string> => (await existing('expense_category', category)).name,
    newInvestor,
    newProperty: (name: string) => fresh('property', name),
    newLlc: (name: string) => fresh('llc', name),
    newPartner: (name: string) => fresh('partner', name),
    remembering: () => {
      // Names are never removed, so a name found once stays found.
      const found = new Map<string, Promise<ResolvedName | null>>();
      const resolveOnce: NameQueries['resolve'] = (kind, name) => {
        const key = `${kind}\u0000${name}`;
        let answer = found.get(key);
        if (!answer) found.set(key, (answer = names.resolve(kind, name)));
        return answer;
      };
      return createReferences({ resolve: resolveOnce }, runner, partnerLabel, people);
    },
  };
};

export interface References {
  property(name: string): Promise<ResolvedName>;
  /** An investor, found by name through the directory of names. */
  investor(name: string): Promise<InvestorRef>;
  llc(name: string): Promise<ResolvedName>;
  partner(name: string): Promise<ResolvedName>;
  /** An optional partner: none is fine, a named one must exist; answers its name as written. */
  optionalPartner(name: string | null): Promise<string | null>;
  /** A seeded or added expense category, as written. */
  expenseCategory(category: string): Promise<string>;
  /** For the add calls: the stream the add is decided in (see above). */
  newInvestor(name: string, idempotencySeed?: string): Promise<InvestorRef>;
  newProperty(name: string): Promise<string>;
  newLlc(name: string): Promise<string>;
  newPartner(name: string): Promise<string>;
  /** The same, each name looked up once (a batch's many commands naming the same few things). */
  remembering(): References;
}
