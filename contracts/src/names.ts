import { z } from 'zod';
import { isOneWritingSystem, scriptsOf } from './name-scripts';

/**
 * One name, one thing. Every name a person types (investor, property, LLC, partner, expense
 * category, portal username) goes through `normaliseName` before it is compared or stored, and
 * two names are the same thing when their `nameKey`s are equal.
 *
 * Normalising: Unicode NFKC (fullwidth, mathematical and other compatibility forms become the
 * plain letter; NBSP and the other Unicode spaces become a space), every run of spaces collapsed
 * into one ASCII space, trimmed. Refused, because they make one name look like another or like
 * nothing: control characters (newlines and tabs included), line and paragraph separators,
 * zero-width and other invisible characters (`invisible` below), bidirectional marks, embeddings,
 * overrides and isolates, unassigned and private-use code points, lone surrogates, a name that is
 * empty once normalised or longer than 120 characters, and a name whose letters mix scripts other
 * than a writing system's own (name-scripts.ts): `Еmily` with a Cyrillic `Е` is refused rather than
 * mapped, since a confusables table would be both large and incomplete. A name written wholly in
 * another script (`Эмили`) is a different name, as it should be.
 *
 * The key is the normalised name without invisible characters, case-folded: `toUpperCase().toLowerCase()`
 * (locale-independent Unicode case mapping; going through upper case also folds `ß` to `ss` and a
 * final `ς` to `σ`, which `toLowerCase()` alone keeps apart), then NFKC again so the key is itself
 * normalised. Every spelling that finds a thing (`ADMIN`, `ａｄｍｉｎ`, `admin` with a zero-width
 * space) has its key, so the key also stands for the thing where it must be counted once, as the
 * sign-in throttle counts an account.
 */

export const maxNameLength = 120;

/**
 * What shows nothing: default-ignorable code points (zero-width characters, joiners, the soft hyphen,
 * variation selectors, tags, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the Mongolian
 * vowel separator...), format characters, and the blank characters Unicode files as visible symbols
 * or marks: U+2800 BRAILLE PATTERN BLANK, U+1D159 MUSICAL SYMBOL NULL NOTEHEAD and U+16FE4 KHITAN
 * SMALL SCRIPT FILLER (the ones "invisible character" lists give beyond the default-ignorables).
 */
const invisible = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800\u{1D159}]|\u{16FE4}/u; // a combining mark: outside the class
const invisibles = new RegExp(invisible.source, 'gu');

/** Each refused class of characters, with what the 400 says about it (first match wins). */
const refused: readonly (readonly [RegExp, string])[] = [
  [/\p{Cs}/u, 'must not contain unpaired surrogate characters'],
  [/[\n\r\v\f\u0085\u2028\u2029]/u, 'must be on one line (no line breaks)'],
  [/\p{Bidi_Control}/u, 'must not contain bidirectional control characters'],
  [/\p{Cc}/u, 'must not contain control characters'],
  [invisible, 'must not contain invisible characters (zero-width, formatting or blank)'],
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
  const scripts = scriptsOf(name);
  if (!isOneWritingSystem(scripts)) {
    const listed = `${scripts.slice(0, -1).join(', ')} and ${scripts.at(-1)}`;
    return { ok: false, problem: `mixes ${listed} letters; write the name in one script` };
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
    .replace(invisibles, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC');

/** A name arriving at the HTTP edge (or from configuration): normalised, or refused with a 400 message. */
export const name = z
  .string()
  // What the API's description (GET /api/openapi.json) says of a name field, as a client sends it.
  .describe('A name as typed: normalised (NFKC, spaces collapsed, trimmed), 1 to 120 characters, in one script; matched ignoring case')
  .transform((raw, ctx) => {
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
