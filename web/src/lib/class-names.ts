/** The class names that apply, space-separated: `classNames(styles.cell, end && styles.end)`. */
export const classNames = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
