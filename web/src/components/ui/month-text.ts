/**
 * What a person types into a month field, read as the `YYYY-MM` key the API takes. Accepted:
 * `2025-06` itself, `2025-6`, `2025/06`, `2025 06`, `202506` (a phone's number pad has no dash) and
 * the app's own display form `06/2025` (or `6/2025`, `06-2025`). Anything else, or a month outside
 * 01-12 or a year outside the given range, is not a month: `null`.
 */
export function monthKey(text: string, years: { min: number; max: number } = { min: 1900, max: 2099 }): string | null {
  const typed = text.trim();
  const yearFirst = /^(\d{4})(?:[-/. ](\d{1,2})|(\d{2}))$/.exec(typed);
  const monthFirst = /^(\d{1,2})[-/. ](\d{4})$/.exec(typed);
  const year = yearFirst ? Number(yearFirst[1]) : monthFirst ? Number(monthFirst[2]) : NaN;
  const month = yearFirst ? Number(yearFirst[2] ?? yearFirst[3]) : monthFirst ? Number(monthFirst[1]) : NaN;
  if (!Number.isInteger(year) || !Number.isInteger(month)) return null;
  if (month < 1 || month > 12 || year < years.min || year > years.max) return null;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The `pattern` of a well-formed key: four digits, a dash, 01 to 12. */
export const MONTH_KEY_PATTERN = '\\d{4}-(0[1-9]|1[0-2])';
