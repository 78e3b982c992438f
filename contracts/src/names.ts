import { z } from 'zod';

/**
 * One name, one thing. Every name a person types (investor, property, LLC, partner, expense
 * category, portal username) goes through `normaliseName` before it is compared or stored, and
 * two names are the same thing when their `nameKey`s are equal.
 *
 * Normalising: Unicode NFKC (fullwidth, mathematical and other compatibility forms become the
 * plain letter; NBSP and the other Unicode spaces become a space), every run of spaces collapsed
 * into one ASCII space, trimmed. Refused, because they make one name look like another or like
 * nothing: control characters (newlines and tabs included), line and paragraph separators,
 * zero-width and other invisible (default-ignorable) characters, bidirectional marks, embeddings,
 * overrides and isolates, unassigned and private-use code points, lone surrogates, a name that is
 * empty once normalised or longer than 120 characters, and a name mixing letters of the scripts
 * whose letters look alike (Latin, Greek, Cyrillic, Armenian, Cherokee): `Еmily` with a
 * Cyrillic `Е` is refused rather than mapped, since a firm's names are written in one script and a
 * confusables table would be both large and incomplete. A name written wholly in another script
 * (`Эмили`) is a different name, as it should be.
 *
 * The key is the normalised name case-folded: `toUpperCase().toLowerCase()` (locale-independent
 * Unicode case mapping; going through upper case also folds `ß` to `ss` and a final `ς` to `σ`,
 * which `toLowerCase()` alone keeps apart), then NFKC again so the key is itself normalised.
 */

export const maxNameLength = 120;

/** Scripts with letters that are look-alikes of each other's (Latin `a`/Cyrillic `а`/Greek `α`...). */
const confusableScripts = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
] as const;

/** Each refused class of characters, with what the 400 says about it (first match wins). */
const refused: readonly (readonly [RegExp, string])[] = [
  [/\p{Cs}/u, 'must not contain unpaired surrogate characters'],
  [/[\n\r\v\f\u0085\u2028\u2029]/u, 'must be on one line (no line breaks)'],
  [/\p{Bidi_Control}/u, 'must not contain bidirectional control characters'],
  [/\p{Cc}/u, 'must not contain control characters'],
  [/[\p{Default_Ignorable_Code_Point}\p{Cf}]/u, 'must not contain invisible characters (zero-width or formatting)'],
  [/[\p{Cn}\p{Co}]/u, 'must not contain unassigned or private-use characters'],
];

const spaces = /\p{Zs}+/gu;

export type NormalisedName = { ok: true; name: string } | { ok: false; problem: string };

/** The name as it is stored and shown, or why it is refused (a sentence fragment after the field name). */
export const normaliseName = (raw: string): NormalisedName => {
  const composed = raw.normalize('NFKC');
  for (const [pattern, problem] of refused) if (pattern.test(composed)) return { ok: false, problem };
  const name = composed.replace(spaces, ' ').trim();
  if (name.length === 0) return { ok: false, problem: 'Required' };
  if (name.length > maxNameLength) return { ok: false, problem: `Expected at most ${maxNameLength} characters` };
  const scripts = confusableScripts.filter(([, letter]) => letter.test(name)).map(([script]) => script);
  if (scripts.length > 1) {
    return { ok: false, problem: `mixes ${scripts.join(' and ')} letters (look-alikes); write the name in one script` };
  }
  return { ok: true, name };
};

/**
 * The comparison key of a name: equal keys are the same thing. Total (never refuses), so it also
 * keys names recorded before normalising existed: their spaces are collapsed and their invisible
 * characters dropped, so old look-alikes meet in one key (and start-up reports them).
 */
export const nameKey = (name: string): string =>
  name
    .normalize('NFKC')
    .replace(/[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC');

/** A name arriving at the HTTP edge (or from configuration): normalised, or refused with a 400 message. */
export const name = z.string().transform((raw, ctx) => {
  const result = normaliseName(raw);
  if (result.ok) return result.name;
  ctx.addIssue({ code: 'custom', message: result.problem });
  return z.NEVER;
});

/** Whether PostgreSQL can take the text as a parameter (no NUL, no lone surrogate): other text names nothing. */
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !/\p{Cs}/u.test(text);

/**
 * A name as events hold it. Deliberately as lenient as the schema the log was written with (trimmed,
 * 1 to 120 characters): events recorded before normalising existed replay unchanged.
 */
export const recordedName = z.string().trim().min(1).max(maxNameLength);
