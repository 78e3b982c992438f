/**
 * Which scripts a name's letters are written in, and whether that mix is one writing system
 * (contracts/src/names.ts refuses any other mix).
 *
 * A character counts by its Unicode Script property; Common (digits, punctuation, symbols) and
 * Inherited (combining accents) belong to every script and decide nothing. A name is one writing
 * system when its letters come from one script, or from one of the combinations that Unicode's own
 * "Highly Restrictive" level of identifier checking allows (UTS #39, section 5.2), because whole
 * languages are written that way: Japanese (Han, Hiragana, Katakana), Korean (Hangul, Han) and
 * Chinese with Bopomofo, each also with Latin (`山田不動産 Tokyo`, `NTTドコモ`). Everything else is
 * refused, Latin with Cyrillic, Greek, Lisu, Coptic... alike: most scripts have letters that pass for
 * another's (Lisu `ꓮ` for `A`, Coptic `ⲟ` for `o`), and a name is written in one
 * writing system.
 */

/** Every script of Unicode 17 but Common and Inherited, by the names `\p{Script=...}` takes. */
const scriptNames = `Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah Batak Bengali Beria_Erfe
  Bhaiksuki Bopomofo Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian Caucasian_Albanian Chakma Cham Cherokee Chorasmian
  Coptic Cuneiform Cypriot Cypro_Minoan Cyrillic Deseret Devanagari Dives_Akuru Dogra Duployan Egyptian_Hieroglyphs Elbasan Elymaic
  Ethiopic Garay Georgian Glagolitic Gothic Grantha Greek Gujarati Gunjala_Gondi Gurmukhi Gurung_Khema Han Hangul Hanifi_Rohingya
  Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic Inscriptional_Pahlavi Inscriptional_Parthian Javanese Kaithi Kannada Katakana
  Kawi Kayah_Li Kharoshthi Khitan_Small_Script Khmer Khojki Khudawadi Kirat_Rai Lao Latin Lepcha Limbu Linear_A Linear_B Lisu Lycian
  Lydian Mahajani Makasar Malayalam Mandaic Manichaean Marchen Masaram_Gondi Medefaidrin Meetei_Mayek Mende_Kikakui Meroitic_Cursive
  Meroitic_Hieroglyphs Miao Modi Mongolian Mro Multani Myanmar Nabataean Nag_Mundari Nandinagari New_Tai_Lue Newa Nko Nushu
  Nyiakeng_Puachue_Hmong Ogham Ol_Chiki Ol_Onal Old_Hungarian Old_Italic Old_North_Arabian Old_Permic Old_Persian Old_Sogdian
  Old_South_Arabian Old_Turkic Old_Uyghur Oriya Osage Osmanya Pahawh_Hmong Palmyrene Pau_Cin_Hau Phags_Pa Phoenician Psalter_Pahlavi
  Rejang Runic Samaritan Saurashtra Sharada Shavian Siddham Sidetic SignWriting Sinhala Sogdian Sora_Sompeng Soyombo Sundanese Sunuwar
  Syloti_Nagri Syriac Tagalog Tagbanwa Tai_Le Tai_Tham Tai_Viet Tai_Yo Takri Tamil Tangsa Tangut Telugu Thaana Thai Tibetan Tifinagh
  Tirhuta Todhri Tolong_Siki Toto Tulu_Tigalari Ugaritic Vai Vithkuqi Wancho Warang_Citi Yezidi Yi Zanabazar_Square`;

interface Script {
  /** As a message shows it: `Old Italic`. */
  name: string;
  has: (char: string) => boolean;
}

/** Digits, punctuation, symbols and combining marks: they go with any script. */
const neutral = /[\p{Script=Common}\p{Script=Inherited}]/u;
/** The common case, answered with one test: Latin letters, digits and punctuation only. */
const latinOnly = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]*$/u;
const latin = /\p{Script=Latin}/u;

/** The scripts listed (the tests check that Node knows each). */
export const listedScripts: readonly string[] = scriptNames.split(/\s+/);

let known: Script[] | undefined;
/** Built on first need; a script the JavaScript engine does not know yet (an older browser) is left out. */
const knownScripts = (): Script[] =>
  (known ??= listedScripts.flatMap((script) => {
    try {
      const pattern = new RegExp(`\\p{Script=${script}}`, 'u');
      return [{ name: script.replace(/_/g, ' '), has: (char: string) => pattern.test(char) }];
    } catch {
      return [];
    }
  }));

/** A script newer than the list above: its letters count as one script of their own. */
const unlisted: Script = { name: 'other', has: (char) => !neutral.test(char) && !knownScripts().some((script) => script.has(char)) };

/** The scripts of the text's letters, Latin first, then in order of appearance (Common and Inherited left out). */
export const scriptsOf = (text: string): string[] => {
  if (latinOnly.test(text)) return latin.test(text) ? ['Latin'] : [];
  const found: Script[] = [];
  for (const char of text) {
    if (neutral.test(char) || found.some((script) => script.has(char))) continue;
    found.push(knownScripts().find((script) => script.has(char)) ?? unlisted);
  }
  return found.map((script) => script.name).sort((a, b) => Number(b === 'Latin') - Number(a === 'Latin'));
};

/** The writing systems of more than one script (UTS #39, Highly Restrictive). */
const writingSystems: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Hangul'],
  ['Latin', 'Han', 'Bopomofo'],
];

/** Whether these scripts (as `scriptsOf` gives them) make one writing system. */
export const isOneWritingSystem = (scripts: readonly string[]): boolean =>
  scripts.length <= 1 || writingSystems.some((system) => scripts.every((script) => system.includes(script)));
