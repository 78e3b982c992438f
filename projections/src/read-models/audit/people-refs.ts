/**
 * People in the audit trail's sentences (docs/personal-data.md). The log names investors and portal
 * users by id and seals their names, so a sentence is stored with a reference where a person is named,
 * and the API writes the name in when it answers: the name as it is now, or the pseudonym of an erased
 * investor ("Erased investor 7"). A rebuild needs no key, and an erasure changes no stored row.
 *
 * A reference is the id between two private-use characters, which no name may hold (contracts/src/
 * names.ts) and quoted text never keeps (`excerpt`), so no text typed by anyone can pass for one.
 */
const opening = '\uE000';
const closing = '\uE001';

export type PersonKind = 'investor' | 'user';
const marks: Record<PersonKind, string> = { investor: 'i', user: 'u' };

export const investorRef = (investorId: string): string => `${opening}${marks.investor}:${investorId}${closing}`;
export const userRef = (userId: string): string => `${opening}${marks.user}:${userId}${closing}`;

const references = /\uE000([iu]):([^\uE000\uE001]*)\uE001/g;

/** The text with every reference replaced by what `nameOf` says of that person. */
export const withPeopleNamed = (text: string, nameOf: (kind: PersonKind, id: string) => string): string =>
  text.includes(opening) ? text.replace(references, (_, mark: string, id: string) => nameOf(mark === 'i' ? 'investor' : 'user', id)) : text;

/** The ids the text refers to, by kind. */
export const peopleIn = (text: string): { kind: PersonKind; id: string }[] =>
  [...text.matchAll(references)].map((match) => ({ kind: match[1] === 'i' ? ('investor' as const) : ('user' as const), id: match[2]! }));

/** Free text with the reference marks taken out (they cannot be typed as part of a reference). */
export const withoutReferenceMarks = (text: string): string => text.replace(/[\uE000\uE001]/g, '\uFFFD');
