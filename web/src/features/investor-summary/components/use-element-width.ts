import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, following resizes, so an SVG can be drawn in real pixels (bars
 * exactly 20 px thick at any screen size). `fallback` until measured, and where nothing measures
 * (tests in jsdom).
 */
export function useElementWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (measured: number) => {
      if (measured > 0) setWidth(Math.round(measured));
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => measure(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, width] as const;
}
