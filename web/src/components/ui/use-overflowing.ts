import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element's content is wider than the element (so it scrolls sideways), kept up to
 * date as either changes size. False where ResizeObserver is missing (tests without layout).
 */
export function useOverflowing<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, overflowing] as const;
}
