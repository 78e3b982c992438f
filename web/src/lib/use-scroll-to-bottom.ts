import { useEffect, useMemo, useRef } from 'react';

/** Delay between picking a property card (or an LLC-tax property) and the scroll. */
export const SCROLL_TO_BOTTOM_DELAY_MS = 150;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function scrollNow() {
  const bottom = Math.max(document.documentElement.scrollHeight, document.body.scrollHeight);
  window.scrollTo({ top: bottom, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

export interface ScrollToBottom {
  /** Scrolls the page smoothly to its bottom `delayMs` from now; a newer call replaces a pending one. */
  (): void;
  /**
   * The content a click revealed has just appeared: when it came after the click's scroll (its data
   * took longer than the delay), scrolls down to it now; while that scroll is still to come, nothing.
   */
  revealed: () => void;
}

/**
 * Returns a function that scrolls the page smoothly to its bottom `delayMs` later, where the content a
 * click revealed appears; `revealed()` catches up with content whose data arrived after that scroll.
 * Unmounting cancels a pending scroll. Users who ask for reduced motion get the same scroll without
 * the animation.
 */
export function useScrollToBottom(delayMs = SCROLL_TO_BOTTOM_DELAY_MS): ScrollToBottom {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(() => {
    const scheduled = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        scrollNow();
      }, delayMs);
    };
    const revealed = () => {
      if (timer.current === undefined) scrollNow();
    };
    return Object.assign(scheduled, { revealed });
  }, [delayMs]);
}
