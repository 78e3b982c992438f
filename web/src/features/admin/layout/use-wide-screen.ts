import { useCallback, useSyncExternalStore } from 'react';
import { theme, type Breakpoint } from '../../../app/theme';

/**
 * Whether the window is at least as wide as `breakpoint`, following resizes. A part drawn only on
 * wide screens is left out of the page below it rather than hidden, so it is never a second,
 * invisible copy of what the narrow layout shows. False without matchMedia (jsdom).
 */
export function useWideScreen(breakpoint: Breakpoint): boolean {
  const query = `(min-width: ${theme.breakpoints[breakpoint]}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
}
