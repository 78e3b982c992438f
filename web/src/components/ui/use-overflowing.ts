import { useEffect, useRef, useState } from 'react';

type Report = (overflowing: boolean) => void;

/** The scroll areas watched, by the elements whose size can change whether they overflow. */
const areaOf = new Map<Element, HTMLElement>();
const reportOf = new Map<HTMLElement, Report>();
let shared: ResizeObserver | undefined;

/**
 * One observer for every scroll area on the page. The browser calls it once per frame, after
 * layout, with every element that changed size: each area is measured there, all of them before
 * any component renders again, so no measure forces a layout of its own. (An observer per area,
 * or a measure when the area mounts, made the investor page lay itself out once per table during
 * its first render.)
 */
const observer = () =>
  (shared ??= new ResizeObserver((entries) => {
    const areas = new Set(entries.flatMap((entry) => areaOf.get(entry.target) ?? []));
    const measured = [...areas].map((area) => [area, area.scrollWidth > area.clientWidth + 1] as const);
    for (const [area, overflowing] of measured) reportOf.get(area)?.(overflowing);
  }));

/**
 * Whether the element's content is wider than the element (so it scrolls sideways), kept up to
 * date as either changes size. False until the first frame is laid out, and where ResizeObserver
 * is missing (tests without layout).
 */
export function useOverflowing<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const area = ref.current;
    if (!area || typeof ResizeObserver === 'undefined') return;
    const watched = [area, ...area.children];
    reportOf.set(area, setOverflowing);
    for (const element of watched) {
      areaOf.set(element, area);
      observer().observe(element);
    }
    return () => {
      reportOf.delete(area);
      for (const element of watched) {
        areaOf.delete(element);
        observer().unobserve(element);
      }
    };
  }, []);
  return [ref, overflowing] as const;
}
