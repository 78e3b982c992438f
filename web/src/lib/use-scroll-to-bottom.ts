import { useCallback, useEffect, useRef } from 'react';

/** Spec section 9: delay between picking a property card (or an LLC-tax property) and the scroll. */
export const SCROLL_TO_BOTTOM_DELAY_MS = 150;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Returns a function that scrolls the page smoothly to its bottom `delayMs` later, where the content a
 * click revealed appears. A newer call replaces a pending one; unmounting cancels it. Users who ask
 * for reduced motion get the same scroll without the animation.
 */
export function useScrollToBottom(delayMs = SCROLL_TO_BOTTOM_DELAY_MS): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const bottom = Math.max(document.documentElement.scrollHeight, document.body.scrollHeight);
      window.scrollTo({ top: bottom, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }, delayMs);
  }, [delayMs]);
}
