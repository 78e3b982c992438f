import { describe, expect, it } from 'vitest';
import { listedScripts, scriptsOf } from './name-scripts';
import { name, nameKey, normaliseName, recordedName } from './names';

const normalised = (raw: string) => {
  const result = normaliseName(raw);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(raw)}: ${result.problem}`);
  return result.name;
};
const problem = (raw: string) => {
  const result = normaliseName(raw);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(raw)} as ${JSON.stringify(result.name)}`);
  return result.problem;
};

describe('normaliseName', () => {
  const spaces = 'every run of Unicode spaces becomes one ASCII space, trimmed';
  const nfkc = 'NFKC: compatibility forms become the plain letters, composed accents stay composed';
  const asWritten = 'an ordinary name stays as it was written, case included';
  it.each([
    [spaces, '  Emily   Carter ', 'Emily Carter'],
    [spaces, 'Emily\u00a0Carter', 'Emily Carter'],
    [spaces, 'Emily\u2003\u202f\u3000Carter', 'Emily Carter'],
    [spaces, 'Emily\u1680Carter', 'Emily Carter'],
    [nfkc, '\uff25mily', 'Emily'], // fullwidth E
    [nfkc, '\u{1d404}mily', 'Emily'], // mathematical bold E
    [nfkc, 'Jose\u0301', 'Jos\u00e9'],
    [nfkc, '\ufb01ve Oaks', 'five Oaks'], // the fi ligature
    [asWritten, 'Emily Carter', 'Emily Carter'],
    [asWritten, "O'Brien & Sons, LLC #2", "O'Brien & Sons, LLC #2"],
    [asWritten, 'Эмили Картер', 'Эмили Картер'],
    [asWritten, 'Ελληνικά Ακίνητα', 'Ελληνικά Ακίνητα'],
    [asWritten, '山田 不動産 Tokyo', '山田 不動産 Tokyo'],
  ])('%s: %j', (_rule, raw, expected) => {
    expect(normalised(raw)).toBe(expected);
  });

  it.each([
    ['a newline', 'Emily\nCarter', 'line'],
    ['a carriage return', 'Emily\rCarter', 'line'],
    ['a line separator', 'Emily\u2028Carter', 'line'],
    ['a paragraph separator', 'Emily\u2029Carter', 'line'],
    ['a tab', 'Emily\tCarter', 'control'],
    ['NUL', 'Emily\u0000Carter', 'control'],
    ['a C1 control', 'Emily\u009bCarter', 'control'],
    ['a zero-width space', 'Emily\u200bCarter', 'invisible'],
    ['a zero-width non-joiner', 'Emily\u200cCarter', 'invisible'],
    ['a zero-width joiner', 'Emily\u200dCarter', 'invisible'],
    ['a word joiner', 'Emily\u2060Carter', 'invisible'],
    ['a byte order mark', '\ufeffEmily Carter', 'invisible'],
    ['a soft hyphen', 'Emi\u00adly Carter', 'invisible'],
    ['a Hangul filler', 'Emily\u3164Carter', 'invisible'],
    ['a halfwidth Hangul filler', 'Emily\uffa0', 'invisible'],
    ['a Hangul choseong filler', '\u115fEmily', 'invisible'],
    ['a Hangul jungseong filler', 'Emily\u1160', 'invisible'],
    ['a Mongolian vowel separator', 'Emily\u180eCarter', 'invisible'],
    ['a Braille pattern blank', 'admin\u2800', 'invisible'],
    ['a Braille pattern blank alone', '\u2800', 'invisible'],
    ['a musical null notehead', 'Emily\u{1d159}', 'invisible'],
    ['a Khitan filler', 'Emily\u{16fe4}', 'invisible'],
    ['a variation selector', 'Emily\ufe0f', 'invisible'],
    ['a tag character', 'Emily\u{e0041}', 'invisible'],
    ['a right-to-left override', '\u202eEmily Carter', 'bidirectional'],
    ['a left-to-right embedding', '\u202aEmily Carter', 'bidirectional'],
    ['a right-to-left isolate', 'Emily \u2067Carter\u2069', 'bidirectional'],
    ['a left-to-right mark', 'Emily Carter\u200e', 'bidirectional'],
    ['a right-to-left mark', 'Emily Carter\u200f', 'bidirectional'],
    ['an Arabic letter mark', 'Emily\u061cCarter', 'bidirectional'],
    ['a private-use character', 'Emily\ue000', 'private-use'],
    ['a lone surrogate', 'Emily\ud800', 'surrogate'],
  ])('refuses %s', (_what, raw, word) => {
    expect(problem(raw)).toContain(word);
  });

  it('refuses a name that is empty once normalised', () => {
    expect(problem('')).toBe('Required');
    expect(problem('   ')).toBe('Required');
    expect(problem('\u00a0\u3000')).toBe('Required');
    expect(problem('\u200b')).toContain('invisible');
  });

  it('counts the length after normalising: 1 to 120 characters', () => {
    expect(normalised(`  ${'a'.repeat(120)}  `)).toHaveLength(120);
    expect(normalised(`a${' '.repeat(200)}b`)).toBe('a b');
    expect(problem('a'.repeat(121))).toBe('Expected at most 120 characters');
    // One character that NFKC expands to 18.
    expect(problem('\ufdfa'.repeat(7))).toBe('Expected at most 120 characters');
  });

  it('refuses a name mixing look-alike scripts, naming them', () => {
    expect(problem('\u0415mily Carter')).toBe('mixes Latin and Cyrillic letters; write the name in one script');
  });

  it.each([
    // Letters that pass for Latin ones.
    ['Latin and Greek', 'Emily C\u03b1rter'],
    ['Latin and Armenian', 'Emily Carter \u0570'],
    ['Latin, Cyrillic, Greek and Armenian', 'C\u0430rter \u03b1 \u0570'],
    // Latin with any other script, look-alike or not.
    ['Latin and Lisu', '\ua4ee\ua4f2min'], // Lisu ꓮ and ꓲ for A and I
    ['Latin and Coptic', 'Emily C\u2c9fr'], // Coptic ⲟ
    ['Latin and Cherokee', 'Emily \u13a0'],
    ['Latin and Arabic', 'Fund \u0663'], // an Arabic-Indic digit
    ['Arabic and Thai', '\u0627\u0644\u0639\u0645\u0644 \u0e44\u0e17\u0e22'],
    ['Latin and Old Italic', '\u{10300}\u{10301} Rome'],
  ])('refuses a name mixing %s', (scripts, raw) => {
    expect(problem(raw)).toContain(scripts);
  });

  it('keeps a name written in one script, or in one writing system of several (UTS #39, Highly Restrictive)', () => {
    for (const raw of [
      'Emily Carter 2',
      'Ⲙⲁⲣⲓⲁ', // Coptic alone
      'ꓡꓲꓢꓳ', // Lisu alone
      'שרה כהן',
      'محمد علي',
      'सीता राम',
      'たなか ハナコ', // Japanese: Hiragana and Katakana
      '田中 はなこ ハナコ', // ... with Han
      'ソニー株式会社', // Katakana and Han
      '東京タワー', // with the prolonged sound mark (Common)
      '김민준 金敏俊', // Korean: Hangul and Han
      '王小明 ㄨㄤˊ', // Chinese with Bopomofo
      'NTTドコモ', // Japanese with Latin
      'LG전자', // Korean with Latin
    ]) {
      expect(normalised(raw), raw).toBe(raw);
    }
    expect(problem('たなか 김')).toContain('Hiragana and Hangul');
    expect(problem('ㄨㄤ ハナコ')).toContain('Bopomofo and Katakana');
  });

  it('knows every script it lists (a misspelt one would never count)', () => {
    for (const script of listedScripts) expect(() => new RegExp(`\\p{Script=${script}}`, 'u'), script).not.toThrow();
    expect(scriptsOf('Emily, 2nd')).toEqual(['Latin']);
    expect(scriptsOf('2 & 3')).toEqual([]);
    expect(scriptsOf('Jos\u00e9 \u0416')).toEqual(['Latin', 'Cyrillic']);
  });
});

describe('nameKey', () => {
  it('is equal for names that differ in case, spacing or compatibility form', () => {
    const key = nameKey('Emily Carter');
    expect(key).toBe('emily carter');
    for (const variant of ['emily carter', 'EMILY CARTER', 'Emily  Carter', ' Emily Carter ', 'Emily\u00a0Carter', '\uff25mily Carter']) {
      expect(nameKey(variant)).toBe(key);
    }
  });

  it('folds beyond lower case: sharp s and final sigma', () => {
    expect(nameKey('Straße')).toBe(nameKey('STRASSE'));
    expect(nameKey('ΟΔΟΣ')).toBe(nameKey('οδος'));
    // Through upper case the dotless i meets i: a look-alike kept as one name.
    expect(nameKey('I\u015f\u0131k')).toBe(nameKey('I\u015fik'));
  });

  it('is the same for every spelling a username is found by: the key the sign-in throttle counts', () => {
    for (const variant of [
      'admin\u200b',
      '\uff41\uff44\uff4d\uff49\uff4e',
      'ad\u00admin',
      'ADMIN',
      'admin\u2800',
      'ad\u3164min',
      '\u{1d41a}dmin',
    ]) {
      expect(nameKey(variant), JSON.stringify(variant)).toBe('admin');
    }
  });

  it('keys old names (recorded before normalising) so their look-alikes meet', () => {
    expect(nameKey('Emily\u200bCarter')).toBe(nameKey('EmilyCarter'));
    expect(nameKey('Emily\nCarter')).toBe(nameKey('Emily Carter'));
    expect(nameKey('\u202eEmily Carter')).toBe(nameKey('Emily Carter'));
  });

  it('keeps different names apart', () => {
    expect(nameKey('Emily Carter')).not.toBe(nameKey('Emily Carters'));
    expect(nameKey('\u0415mily Carter')).not.toBe(nameKey('Emily Carter'));
    expect(nameKey('Jose')).not.toBe(nameKey('Jos\u00e9'));
  });

  it('is stable: the key of a key is itself', () => {
    for (const raw of ['Straße', 'ΟΔΟΣ', 'Emily  Carter', '\u01c5', 'ŉ']) expect(nameKey(nameKey(raw))).toBe(nameKey(raw));
  });
});

describe('schemas', () => {
  it('name (the HTTP edge) answers the normalised name or the problem', () => {
    expect(name.parse(' Emily\u00a0 Carter')).toBe('Emily Carter');
    const refused = name.safeParse('Emily\u200bCarter');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain('invisible');
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('Expected string, received number');
  });

  it('recordedName (events) still accepts what the log holds from before', () => {
    expect(recordedName.parse('Emily  Carter')).toBe('Emily  Carter');
    expect(recordedName.parse('Emily\u200bCarter')).toBe('Emily\u200bCarter');
    expect(recordedName.parse(' emily carter ')).toBe('emily carter');
  });
});
