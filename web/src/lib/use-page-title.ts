import { useEffect } from 'react';
import { useBrandTitle } from './app-config';

/** The words of a tab's title between its parts. */
const SEPARATOR = ' · ';

/** A page's tab title: its parts, most specific first, then the brand ('Summary · Jane Doe · Harbor Equity'). */
export function pageTitle(parts: readonly (string | null | undefined)[], brandTitle: string): string {
  return [...parts.filter((part): part is string => typeof part === 'string' && part !== ''), brandTitle].join(SEPARATOR);
}

/**
 * Names the tab (and the history entry, and what a screen reader says on switching to it) after the
 * page shown. Every route calls it once with its own words, so two open tabs of the portal, or two
 * entries of the browser's history, are told apart. A part that is not known yet (an investor's name
 * before the summary answers) is left out until it is.
 */
export function usePageTitle(...parts: (string | null | undefined)[]): void {
  const title = pageTitle(parts, useBrandTitle());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
