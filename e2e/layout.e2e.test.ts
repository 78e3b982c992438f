import type { GetAnswer } from '@portal/contracts/api';
import { adminActionGroups, specActions } from '@portal/web/testing';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { columnOffScreen, LAYOUT_WIDTHS, layoutProblems, topBarRows } from './layout-measure';
import { adminGet, baseUrl, demoLogins, e2eAdmin, money, percent, tokenFor, useBrowser } from './support';

/**
 * Layout at a phone's, a tablet's, a small laptop's and a desktop's width: the investor page and
 * every admin panel, each with a realistic selection made (an LLC and a year, a property with many
 * rows), must not scroll the page sideways, squeeze a cell or label below four characters, or split
 * an amount or a date over two lines; from the laptop's width up no table may scroll inside its card
 * either. A full-page screenshot of each is kept in e2e/output/layout/ to look at.
 */

const browser = useBrowser();
const outputDir = fileURLToPath(new URL('./output/layout/', import.meta.url));
const [investor] = demoLogins;

/** The admin dropdown's groups, in order, with the demo's partner label (the test fails when an action is added without being added there). */
const ADMIN_GROUPS = adminActionGroups('Partner');
const ADMIN_ACTIONS = Object.values(ADMIN_GROUPS).flat();
type ActionLabel = (typeof ADMIN_ACTIONS)[number];

/** The specification's actions, by its names ({name} is the demo's partner label): each must be in a group. */
const SPEC_ACTIONS: readonly ActionLabel[] = specActions('Partner');

/** The column a wide table must keep on a phone's screen, whether it stacks or scrolls: the one its rows are read by. */
const KEY_COLUMNS: Partial<Record<ActionLabel, string>> = {
  'Investor Returns': 'IRR',
  'Audit Trail': 'Summary',
  'Delete Property Transaction': 'Detail',
  'Delete LLC Transaction': 'Detail',
  'Land Contracts': 'Date',
  Distribute: 'Investor',
  'Payment Details': 'Investor',
};

/** The table of `scope` with a column headed `header` (the inner locator of `has` is taken from inside each table). */
const tableWithColumn = (scope: Locator, header: string) =>
  scope.locator('table').filter({ has: scope.page().locator('thead th').getByText(header, { exact: true }) });

const rowCount = (txns: GetAnswer<'/admin/get_property_txns'> | GetAnswer<'/admin/get_llc_txns'>) =>
  Object.values(txns).reduce((sum: number, rows: unknown) => sum + (Array.isArray(rows) ? rows.length : 0), 0);

/**
 * The demo's hardest choices: the property and the LLC with the most rows, the LLC with the
 * longest address (beside the labels of its facts), and the last whole tax year.
 */
interface Choices {
  taxYear: string;
  taxLlc: string;
  property: string;
  expenseLlc: string;
}
const busiest = async (names: readonly string[], rows: (name: string) => Promise<number>): Promise<string> => {
  const counts = await Promise.all(names.map(async (name) => [name, await rows(name)] as const));
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
};
const chooseDemoData = async (): Promise<Choices> => {
  const helpers = await adminGet('/admin/get_admin_helpers');
  const taxYear = helpers.tax_years[1] ?? helpers.tax_years[0]!;
  const property = await busiest(helpers.properties, async (name) =>
    rowCount(await adminGet('/admin/get_property_txns', { selectedProperty: name })),
  );
  const expenseLlc = await busiest(helpers.llcs_list, async (name) =>
    rowCount(await adminGet('/admin/get_llc_txns', { selectedLLC: name })),
  );
  const taxLlc = await busiest(helpers.llcs_list, async (name) => {
    const taxes = await adminGet('/admin/llc_taxes', {
      selectedLLC: name,
      selectedTaxYear: taxYear,
    });
    return taxes.properties_list?.length ? taxes.address.length : 0;
  });
  return { taxYear, taxLlc, property, expenseLlc };
};

/** Counts the page's requests in flight, so a screen is measured once its data is in. */
const trackRequests = (page: Page) => {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return () => inFlight;
};

/** Waits until no request has been in flight and nothing has said 'Loading...' for a moment. */
const settle = async (page: Page, inFlight: () => number) => {
  const deadline = Date.now() + 20_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 400) {
    if (Date.now() > deadline) throw new Error('the page kept loading for 20 s');
    const loading = await page.getByText('Loading...', { exact: true }).count();
    if (inFlight() > 0 || loading > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
};

/**
 * The page's height once every part is laid out (the investor page's histories are laid out only
 * near the window: it is scrolled through once), and where the Yearly ROI chart's heading starts.
 */
const laidOutHeights = (page: Page) =>
  page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await frames();
    }
    window.scrollTo(0, 0);
    const chart = Array.from(document.querySelectorAll('h2')).find((heading) => heading.textContent === 'Yearly ROI');
    return { height: document.documentElement.scrollHeight, chart: chart ? chart.getBoundingClientRect().top + window.scrollY : Infinity };
  });

/** A context of this width whose app starts signed in (the token the login page would store). */
const signedInPage = async (width: number, username: string, password: string) => {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  const token = await tokenFor(username, password);
  await context.addInitScript((stored) => window.localStorage.setItem('token', stored), token);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.dismiss().catch(() => {}));
  return { context, page, inFlight: trackRequests(page) };
};

/**
 * Fills the panel's empty dropdowns one after another (a choice may bring the next one), each with
 * the preferred option for its label when it has it, else its first option.
 */
const fillSelects = async (panel: Locator, preferred: Record<string, string>, settled: () => Promise<void>) => {
  for (let round = 0; round < 8; round += 1) {
    const selects = panel.locator('select');
    let filled = false;
    for (let index = 0; index < (await selects.count()); index += 1) {
      const select = selects.nth(index);
      const { value, label, options } = await select.evaluate((element: HTMLSelectElement) => ({
        value: element.value,
        label: element.labels?.[0]?.textContent?.trim() ?? '',
        options: Array.from(element.options, (option) => ({ value: option.value, text: option.text })).filter(
          (option) => option.value !== '',
        ),
      }));
      if (value !== '' || options.length === 0) continue;
      const wanted = options.find((option) => option.text === preferred[label]) ?? options[0]!;
      await select.selectOption(wanted.value);
      await settled();
      filled = true;
    }
    if (!filled) return;
  }
};

/** What each panel needs chosen beyond its dropdowns, and which dropdowns to leave alone. */
const panelSteps: Partial<
  Record<ActionLabel, { skipSelects?: boolean; after?: (panel: Locator, settled: () => Promise<void>) => Promise<void> }>
> = {
  'Audit Trail': { skipSelects: true },
  // A draft of every investor's balance under the form (planning records nothing): its lines and totals.
  Distribute: {
    after: async (panel, settled) => {
      const plan = panel.getByRole('form', { name: 'Plan' });
      await plan.getByLabel('Date').fill(new Date().toLocaleDateString('en-CA'));
      await plan.getByLabel('Description').fill('Layout distribution');
      await plan.getByRole('button', { name: 'Plan Distribution' }).click();
      await panel.getByRole('table', { name: 'Lines of the draft' }).waitFor();
      await settled();
    },
  },
  'LLC Taxes': {
    after: async (panel, settled) => {
      const properties = panel.locator('section', { has: panel.page().getByRole('heading', { name: 'Properties', exact: true }) });
      await properties.getByRole('button').first().click();
      await settled();
    },
  },
};

/** The tables of `panel` that scroll sideways in their card, each with how far. */
const scrollingTables = (panel: Locator) =>
  panel
    .locator('table')
    .evaluateAll((tables: HTMLTableElement[]) =>
      tables
        .filter((table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth + 1)
        .map(
          (table) =>
            `${table.caption?.textContent ?? ''}: ${table.parentElement!.scrollWidth} px in ${table.parentElement!.clientWidth} px`,
        ),
    );

const screenshot = (page: Page, width: number, name: string) =>
  page.screenshot({ path: `${outputDir}${width}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`, fullPage: true });

/**
 * The demo investor's page at `path` in a context of its own: `ready` makes it ready to measure (and
 * may check it on the way), then, the requests settled, its screenshot is kept as `name` and it must
 * have no layout problem.
 */
const checkInvestorPage = async (
  width: number,
  path: string,
  name: string,
  ready: (page: Page, settled: () => Promise<void>) => Promise<unknown>,
) => {
  const { context, page, inFlight } = await signedInPage(width, investor.username, investor.password);
  try {
    await page.goto(`${baseUrl}${path}`);
    await ready(page, () => settle(page, inFlight));
    await settle(page, inFlight);
    await screenshot(page, width, name);
    // The investor's bar is one row: on a phone its links are in its Menu, from a tablet's width up its account links until they fit.
    expect(await topBarRows(page)).toBe(1);
    expect(await layoutProblems(page)).toEqual([]);
  } finally {
    await context.close();
  }
};

beforeAll(() => mkdirSync(outputDir, { recursive: true }));

let choices: Promise<Choices> | undefined;

describe("the admin's landing", () => {
  it("lists the demo's investors in the Investors table, each with the figures of their own summary and returns", async () => {
    const { context, page, inFlight } = await signedInPage(1400, e2eAdmin.username, e2eAdmin.password);
    try {
      await page.goto(`${baseUrl}/admin`);
      const table = page.getByRole('table', { name: 'Investor list' });
      await table.waitFor();
      await settle(page, inFlight);
      const rows = await table
        .locator('tbody tr')
        .evaluateAll((lines) => lines.map((line) => Array.from(line.querySelectorAll('td'), (cell) => (cell as HTMLElement).innerText)));
      const { investors_list } = await adminGet('/admin/get_admin_helpers');
      expect(investors_list.length).toBeGreaterThanOrEqual(25);
      expect(rows.map(([name]) => name)).toEqual(investors_list);
      for (const [name = '', invested, value, cash, irr] of rows) {
        const summary = await adminGet('/api/investor_summary', { investor_name: name });
        const returns = await adminGet('/api/investor_returns', { investor_name: name });
        expect([invested, value, cash, irr], name).toEqual([
          money(summary.total_investments),
          money(returns.nav),
          money(summary.cash_balance),
          returns.xirr === null ? '—' : percent(returns.xirr),
        ]);
      }
    } finally {
      await context.close();
    }
  });
});

describe.each(LAYOUT_WIDTHS)('layout at %i px', (width) => {
  let admin: { context: BrowserContext; page: Page; inFlight: () => number };
  let settled: () => Promise<void>;

  beforeAll(async () => {
    admin = await signedInPage(width, e2eAdmin.username, e2eAdmin.password);
    settled = () => settle(admin.page, admin.inFlight);
    await admin.page.goto(`${baseUrl}/admin`);
    await admin.page.getByRole('heading', { level: 1, name: 'Admin Page' }).waitFor();
  });
  afterAll(async () => admin?.context.close());

  it('the investor page, with a property opened', () =>
    checkInvestorPage(width, '/investor', 'investor', async (page, settled) => {
      await page.getByRole('heading', { name: 'Yearly ROI', exact: true }).waitFor();
      await settled();
      // The formulas are closed until asked for; on a phone what the money is worth and what came back
      // come first: the chart within the first 1,600 px, the whole page under 4,500 px.
      expect(await page.locator('details', { hasText: 'How is this computed?' }).first().getAttribute('open')).toBeNull();
      if (width === 375) {
        const { height, chart } = await laidOutHeights(page);
        expect(chart).toBeLessThan(1600);
        expect(height).toBeLessThan(4500);
        // Net, what the fees left the investor, is the fees table's key column.
        expect(await columnOffScreen(page.getByRole('table', { name: 'Fees per year' }), 'Net')).toEqual([]);
      }
      const strip = page.getByRole('region', { name: 'Your Investment Properties' });
      await strip.getByRole('button').first().click();
    }));

  it("the investor's statements", () =>
    checkInvestorPage(width, '/statements', 'statements', (page) => page.getByRole('heading', { level: 1, name: 'Statements' }).waitFor()));

  it("the investor's payment details", () =>
    checkInvestorPage(width, '/payment-details', 'investor-payment-details', async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Payment Details' }).waitFor();
      await page.getByRole('form', { name: 'Propose a Change' }).getByLabel('Method').selectOption({ label: 'ACH' });
    }));

  it('the admin dropdown lists the actions measured here, under its groups, every spec action among them', async () => {
    expect(await topBarRows(admin.page)).toBe(1);
    const dropdown = admin.page.getByLabel('Select Admin Action:');
    expect((await dropdown.locator('option').allInnerTexts()).slice(1)).toEqual([...ADMIN_ACTIONS]);
    const groups = await dropdown.locator('optgroup').evaluateAll((elements) =>
      (elements as HTMLOptGroupElement[]).map((group) => ({
        label: group.label,
        options: Array.from(group.children, (o) => o.textContent),
      })),
    );
    expect(groups.map((group) => group.label)).toEqual(Object.keys(ADMIN_GROUPS));
    expect(groups.flatMap((group) => group.options)).toEqual(expect.arrayContaining([...SPEC_ACTIONS]));
  });

  it.each(ADMIN_ACTIONS)('%s', async (action) => {
    const { taxYear, taxLlc, property, expenseLlc } = await (choices ??= chooseDemoData());
    const { page } = admin;
    await page.getByLabel('Select Admin Action:').selectOption({ label: action });
    // A browsing panel is a region named by its heading; a form panel is a form named by it.
    const panel = page.getByRole('region', { name: action, exact: true }).or(page.getByRole('form', { name: action, exact: true }));
    await panel.waitFor();
    await settled();
    const steps = panelSteps[action] ?? {};
    if (!steps.skipSelects) {
      const llc = action === 'Delete LLC Transaction' ? expenseLlc : taxLlc;
      const preferred = {
        'Select Tax Year:': taxYear,
        'Select LLC:': llc,
        'Select Property:': property,
        // The demo's serviced contract (tools/src/demo/story-contract.ts): its payments, fees and plan.
        'Select Land Contract Property:': 'Depot Street Storefront',
        // Whose statements the Issue Statements list shows.
        'Select Investor:': investor.investor,
        Property: property,
        Investor: investor.investor,
      };
      await fillSelects(panel, preferred, settled);
    }
    await steps.after?.(panel, settled);
    // A draft's lines are read across: from a tablet's width up they fit the card without scrolling.
    if (action === 'Distribute' && width >= 768) expect(await scrollingTables(panel)).toEqual([]);
    const keyColumn = KEY_COLUMNS[action];
    if (width === 375 && keyColumn) expect(await columnOffScreen(tableWithColumn(panel, keyColumn).first(), keyColumn)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, width, action);
    expect(await layoutProblems(page)).toEqual([]);
  });
});
