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
   * After a click that opened a panel, `delayMs` later, brings the panel's heading to the top of
   * the window and moves focus to it (screen readers read where they are). A newer call replaces a
   * pending one.
   */
  open: () => void;
  /** The panel's content has just appeared: when that came after the delay (slow data), reveal it now. */
  revealed: () => void;
  /**
   * The panel closed: nothing pending is revealed, and when `returnTo` is given (the control the
   * panel was opened from, closed from inside the panel) focus goes back to it, brought into view.
   */
  close: (returnTo?: HTMLElement | null) => void;
}

/**
 * Brings a panel that a click opens into view by its heading, so on a phone (where the panel is
 * taller than the screen) it is the heading that shows, not the end of the panel; closing it from
 * inside leads back to where it was opened. Unmounting cancels a pending move; users who ask for
 * reduced motion get it without the animation.
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
    const open = () => {
      clearTimeout(timer.current);
      waiting = true;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        reveal();
      }, delayMs);
    };
    const revealed = () => {
      if (timer.current === undefined && waiting) reveal();
    };
    const close = (returnTo?: HTMLElement | null) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      waiting = false;
      if (!returnTo) return;
      returnTo.focus({ preventScroll: true });
      returnTo.scrollIntoView({ block: 'center', behavior: behavior() });
    };
    return { ref, open, revealed, close };
  }, [delayMs]);
}
