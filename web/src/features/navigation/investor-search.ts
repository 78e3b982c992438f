/** Lower case without accents, so 'jose' finds 'José'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The names holding every word of `query`, in any order and case; every name for a blank query. */
export function matchNames(names: readonly string[], query: string): string[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  return names.filter((name) => {
    const text = folded(name);
    return words.every((word) => text.includes(word));
  });
}
