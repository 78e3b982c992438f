import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, following resizes, so an SVG can be drawn in real pixels (bars
 * exactly 20 px thick at any screen size). Undefined until the browser has laid the element out and
 * reported its size (before that frame is painted): the width is read from the resize observer, never
 * asked of the page while it renders, which would make the browser lay out the whole page in the
 * middle of the render (on the investor page that was its longest piece of work). The first width is
 * set in a task of its own, so what is drawn at it is not added to the browser's first layout of the
 * page. `fallback` where nothing measures (tests in jsdom).
 */
export function useElementWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(() => (typeof ResizeObserver === 'undefined' ? fallback : undefined));

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let first: ReturnType<typeof setTimeout> | undefined;
    let measuredBefore = false;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured <= 0) return;
      clearTimeout(first);
      if (measuredBefore) setWidth(measured);
      else
        first = setTimeout(() => {
          measuredBefore = true;
          setWidth(measured);
        }, 0);
    });
    observer.observe(element);
    return () => {
      clearTimeout(first);
      observer.disconnect();
    };
  }, []);

  return [ref, width] as const;
}
