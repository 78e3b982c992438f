import { startTransition, useEffect, useState } from 'react';

/**
 * Renders a long page in steps: the step shown starts at 1 and grows by one after each step is on
 * the screen, up to `steps`. Each step is rendered in a task of its own, so the browser paints the
 * first screen and stays free to answer a tap between steps, instead of rendering the whole page in
 * one long task (on a phone, the investor page's was over a third of a second). A step is a
 * transition: React renders it in slices of a few milliseconds, yielding to the browser between
 * them, and puts off the rest of the page for anything the person does meanwhile. Sections shown in
 * a later step must come after the earlier ones on the page, so nothing already shown moves.
 */
export function useSteps(steps: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= steps) return;
    const next = setTimeout(() => startTransition(() => setShown(shown + 1)), 0);
    return () => clearTimeout(next);
  }, [shown, steps]);
  return shown;
}
