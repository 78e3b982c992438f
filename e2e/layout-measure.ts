import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

/**
 * What a broken layout looks like, measured in the page: the page scrolling sideways, a table cell
 * or label squeezed below four characters, an amount or a date split over two lines. Each problem
 * is one line naming the element and its text, so a failure says where to look.
 */
export const layoutProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const problems: string[] = [];
    const excerpt = (text: string | null) => JSON.stringify((text ?? '').replace(/\s+/g, ' ').trim().slice(0, 50));

    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) {
      // The outermost elements that reach past the window's right edge: where to look.
      const past = (element: Element) => element.getBoundingClientRect().right > window.innerWidth + 0.5;
      const culprits = Array.from(document.body.querySelectorAll('*'))
        .filter((element) => past(element) && !(element.parentElement && past(element.parentElement)))
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${excerpt(element.textContent)}`);
      problems.push(`the page scrolls sideways: ${scrollWidth} px wide in a ${window.innerWidth} px window (${culprits.join('; ')})`);
    }

    // Shown on screen: has a box and is not clipped to a pixel (the visually hidden texts for screen readers).
    const shown = (element: Element) => {
      const { width, height } = element.getBoundingClientRect();
      return width > 2 && height > 2;
    };

    // From a laptop's width up a table fits its card: one scrolling inside it hides columns the
    // screen has room for (on a phone or a tablet, scrolling a wide table is the way to read it).
    if (window.innerWidth >= 992) {
      for (const table of Array.from(document.querySelectorAll('table'))) {
        const area = table.parentElement;
        if (!area || !shown(table) || getComputedStyle(area).overflowX === 'visible') continue;
        if (area.scrollWidth > area.clientWidth + 1) {
          const caption = table.caption?.textContent ?? table.querySelector('th')?.textContent ?? null;
          problems.push(`the table ${excerpt(caption)} scrolls sideways in its card: ${area.scrollWidth} px in ${area.clientWidth} px`);
        }
      }
    }

    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2d canvas to measure text with');
    for (const element of Array.from(document.querySelectorAll('th, td, dt, label'))) {
      if (!element.textContent?.trim() || !shown(element)) continue;
      const style = getComputedStyle(element);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const fourCharacters = context.measureText('0000').width;
      const { width } = element.getBoundingClientRect();
      if (width + 0.5 < fourCharacters) {
        problems.push(
          `${element.tagName.toLowerCase()} ${excerpt(element.textContent)} is ${width.toFixed(1)} px wide, under four characters (${fourCharacters.toFixed(1)} px)`,
        );
      }
    }

    // $1,234.56, -$12, 03/09/2024, 2024-03-09, 03/2024
    const figure = /-?\$\d[\d,]*(?:\.\d+)?|\b\d{2}\/\d{2}\/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{2}\/\d{4}\b/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || parent.closest('script, style, option, select, textarea') || !shown(parent)) continue;
      for (const match of text.matchAll(figure)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = Array.from(range.getClientRects(), (rect) => (rect.width > 0 ? rect.top : Number.NaN))
          .filter((top) => !Number.isNaN(top))
          .sort((a, b) => a - b);
        const lines = tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 4).length;
        if (lines > 1) problems.push(`${excerpt(match[0])} in ${parent.tagName.toLowerCase()} ${excerpt(text)} is on ${lines} lines`);
      }
    }
    return problems;
  });

/**
 * Where the column headed `header` of `table` is off the window: one line per cell of it (a body
 * row's, the header's when shown) that reaches past the window's left or right edge or has no box,
 * naming the row. A table stacked into lines on a phone, or one that fits, gives none; a table that
 * scrolls its key column out of the window gives one a row. Fails when no body row has the column.
 */
export const columnOffScreen = (table: Locator, header: string): Promise<string[]> =>
  table.evaluate((element: HTMLTableElement, wanted) => {
    const text = (cell: Element) => (cell.textContent ?? '').replace(/[▲▼]/g, '').replace(/\s+/g, ' ').trim();
    const headers = Array.from(element.tHead?.rows[0]?.cells ?? []);
    const column = headers.findIndex((cell) => text(cell) === wanted);
    if (column < 0) throw new Error(`no column headed ${wanted}: ${headers.map(text).join(', ')}`);
    const rows = Array.from(element.tBodies).flatMap((body) => Array.from(body.rows).filter((row) => row.cells.length === headers.length));
    if (rows.length === 0) throw new Error(`no row has a ${wanted} cell`);
    const off = (cell: Element) => {
      const { left, right, width } = cell.getBoundingClientRect();
      return width < 1 || left < -0.5 || right > window.innerWidth + 0.5;
    };
    return rows
      .filter((row) => off(row.cells[column]!))
      .map((row) => `${wanted} of ${JSON.stringify(text(row.cells[0]!).slice(0, 40))} is off the ${window.innerWidth} px window`);
  }, header);

/** How many rows the top bar takes: its brand and the links it shows, by where their middles are. */
export const topBarRows = (page: Page) =>
  page.evaluate(() => {
    const items = Array.from(document.querySelectorAll('header span, header nav a, header nav button')).filter(
      (item) => item.getBoundingClientRect().width > 0,
    );
    const middles = items.map((item) => item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2).sort((a, b) => a - b);
    return middles.filter((middle, index) => index === 0 || middle - middles[index - 1]! > 4).length;
  });

/**
 * The widths every screen is measured at: a phone's, a tablet's, a small laptop's (where the
 * desktop layouts begin, and are at their narrowest) and a desktop's.
 */
export const LAYOUT_WIDTHS = [375, 768, 1024, 1400] as const;

/**
 * The page as it is now, at each of the widths: a full-page screenshot of each kept in
 * e2e/output/layout/ (`<width>-<name>.png`) to look at, and the layout problems found, each line
 * prefixed with its width. The viewport is left at the widest.
 */
export const layoutAtEveryWidth = async (page: Page, name: string): Promise<string[]> => {
  const outputDir = fileURLToPath(new URL('./output/layout/', import.meta.url));
  mkdirSync(outputDir, { recursive: true });
  const problems: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(100);
    await page.screenshot({ path: `${outputDir}${width}-${name}.png`, fullPage: true });
    problems.push(...(await layoutProblems(page)).map((problem) => `${width} px: ${problem}`));
  }
  return problems;
};
