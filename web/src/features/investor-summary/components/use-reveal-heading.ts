import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { SCROLL_TO_BOTTOM_DELAY_MS } from '../../../lib/use-scroll-to-bottom';

function behavior(): ScrollBehavior {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 'auto' : 'smooth';
}

export interface RevealHeading {
  /** Goes on the heading of the panel a click opens. */
  ref: RefObject<HTMLHeadingElement | null>;
  /**
   * After a click, `delayMs` later: when it opened a panel, brings the panel's heading to the top of
   * the window and moves focus to it (screen readers read where they are); when it closed one,
   * scrolls to the page's bottom. A newer call replaces a pending one.
   */
  schedule: (opening: boolean) => void;
  /** The panel's content has just appeared: when that came after the delay (slow data), reveal it now. */
  revealed: () => void;
}

/**
 * Brings a panel that a click opens into view by its heading, so on a phone (where the panel is
 * taller than the screen) it is the heading that shows, not the end of the panel. Unmounting cancels
 * a pending move; users who ask for reduced motion get it without the animation.
 */
export function useRevealHeading(delayMs = SCROLL_TO_BOTTOM_DELAY_MS): RevealHeading {
  const ref = useRef<HTMLHeadingElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(() => {
    /** An opened panel not brought into view yet (its heading was not there when the delay ran out). */
    let waiting = false;
    const reveal = () => {
      const heading = ref.current;
      if (!heading) return; // its data is still on the way: `revealed` comes when it is there
      waiting = false;
      heading.scrollIntoView({ block: 'start', behavior: behavior() });
      heading.focus({ preventScroll: true });
    };
    const toBottom = () => {
      const bottom = Math.max(document.documentElement.scrollHeight, document.body.scrollHeight);
      window.scrollTo({ top: bottom, behavior: behavior() });
    };
    const schedule = (opening: boolean) => {
      clearTimeout(timer.current);
      waiting = opening;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        if (opening) reveal();
        else toBottom();
      }, delayMs);
    };
    const revealed = () => {
      if (timer.current === undefined && waiting) reveal();
    };
    return { ref, schedule, revealed };
  }, [delayMs]);
}
