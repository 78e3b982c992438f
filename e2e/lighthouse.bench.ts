/**
 * Lighthouse (mobile, its default simulated slow 4G and 4x CPU) on the sign-in page `/` and on
 * `/investor` as a signed-in demo investor, against the product started as `npm start` does with
 * the demo loaded, in Debian's Chromium. Prints the performance and accessibility scores, the
 * main timings and every audit that is not passed, and keeps the HTML reports.
 *
 *   npm run build:web && tsx e2e/lighthouse.bench.ts
 *
 * Each page is measured LIGHTHOUSE_RUNS times (5) and the median run counts: on a shared
 * two-core machine one run's blocking time swings with the other processes, so the load average
 * is printed too. LIGHTHOUSE_DATA_DIR (or E2E_DATA_DIR) keeps the data between runs, loading the
 * demo once; the median run's HTML and JSON reports go to LIGHTHOUSE_OUT (default
 * /tmp/portal-lighthouse). Exits non-zero when a median score is under its target (performance
 * 90, accessibility 100: docs/decisions/react-in-production.md). The signed-in run works as a
 * person does: the token is put in localStorage through the same Chromium profile Lighthouse then
 * drives over its remote-debugging port (Lighthouse clears the cache before a run, not
 * localStorage), and the investor page is opened once, as it is after a sign-in, so the app knows
 * whose token it holds as it would on a person's next visit.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '@portal/ledger-service/testing';
import { demoLogins } from '@portal/tools/demo';
import { chromiumPath } from './browser';
import { signInAt, startProduct } from './server-setup';

const targets = { performance: 0.9, accessibility: 1 } as const;

/** The flags the brief of this machine gives Chromium: headless, root, no network of its own. */
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ms = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return value === undefined ? '-' : id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
};

const score = (lhr: Result, category: 'performance' | 'accessibility') => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** One line of scores and timings. */
const scoreLine = (lhr: Result) =>
  `performance ${score(lhr, 'performance')}  accessibility ${score(lhr, 'accessibility')}  ` +
  `FCP ${ms(lhr, 'first-contentful-paint')}  LCP ${ms(lhr, 'largest-contentful-paint')}  TBT ${ms(lhr, 'total-blocking-time')}  ` +
  `CLS ${ms(lhr, 'cumulative-layout-shift')}  SI ${ms(lhr, 'speed-index')}  main thread ${ms(lhr, 'mainthread-work-breakdown')}  ` +
  // Lighthouse's own measure of this machine's speed during the run: lower means busier or slower.
  `benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`;

/** The audits that are not passed (what to fix), and Lighthouse's warnings about the run. */
const findings = (lhr: Result): string[] => [
  ...Object.values(lhr.categories)
    .flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0 || ref.group?.includes('diagnostics') || ref.group === 'load-opportunities'),
    )
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
  ...lhr.runWarnings.map((warning) => `warning: ${warning}`),
];

/** Scores vary from run to run on a shared machine: Lighthouse's advice is the median of several. */
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const main = async () => {
  const outDir = process.env.LIGHTHOUSE_OUT ?? join(tmpdir(), 'portal-lighthouse');
  mkdirSync(outDir, { recursive: true });
  const product = await startProduct({
    keptDataDir: process.env.LIGHTHOUSE_DATA_DIR ?? process.env.E2E_DATA_DIR,
    freshDataDir: join(tmpdir(), `portal-lighthouse-${process.pid}`),
    showOutput: false,
  });
  const debuggingPort = await freePort();
  const profile = join(tmpdir(), `portal-lighthouse-profile-${process.pid}`);
  // One Chromium profile: the persistent context is the one Lighthouse's tabs open in, so a token
  // put into localStorage here is what the investor page finds.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromeFlags, `--remote-debugging-port=${debuggingPort}`],
  });
  let allMet = true;
  try {
    const flags: Flags = {
      port: debuggingPort,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    };
    const runs: { name: string; path: string; signIn: boolean }[] = [
      { name: '/', path: '/', signIn: false },
      { name: '/investor', path: '/investor', signIn: true },
    ];
    console.log(
      `Lighthouse, mobile, against ${product.url}; load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
    for (const run of runs) {
      if (run.signIn) {
        const { username, password } = demoLogins[0];
        const token = await signInAt(product.url, username, password);
        const page = await context.newPage();
        await page.goto(`${product.url}/`);
        await page.evaluate((stored) => window.localStorage.setItem('token', stored), token);
        await page.goto(`${product.url}${run.path}`);
        await page.getByRole('heading', { name: 'Total Income' }).waitFor({ timeout: 60_000 });
        await page.close();
      }
      const results: { lhr: Result; report: string | string[] }[] = [];
      for (let attempt = 1; attempt <= runsPerPage; attempt += 1) {
        const result = await lighthouse(`${product.url}${run.path}`, flags);
        if (!result) throw new Error(`Lighthouse gave no result for ${run.path}`);
        // A run Lighthouse could not measure (no paint seen in time, a protocol time-out) says why and does not count.
        const failure = result.lhr.runtimeError;
        if (failure) console.log(`${run.name.padEnd(10)} run ${attempt}: not measured: ${failure.code} ${failure.message}`);
        else results.push(result);
        if (!failure) console.log(`${run.name.padEnd(10)} run ${attempt}: ${scoreLine(result.lhr)}`);
      }
      if (results.length === 0) throw new Error(`Lighthouse could not measure ${run.path} in any of ${runsPerPage} runs`);
      const median = [...results].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'))[
        Math.floor(results.length / 2)
      ]!;
      console.log(`${run.name.padEnd(10)} median: ${scoreLine(median.lhr)}`);
      for (const line of findings(median.lhr)) console.log(`    ${line}`);
      const [html = '', json = ''] = Array.isArray(median.report) ? median.report : [median.report];
      const name = `lighthouse${run.path === '/' ? '-login' : run.path.replaceAll('/', '-')}`;
      writeFileSync(join(outDir, `${name}.html`), html);
      writeFileSync(join(outDir, `${name}.json`), json);
      if (score(median.lhr, 'performance') < targets.performance * 100 || score(median.lhr, 'accessibility') < targets.accessibility * 100)
        allMet = false;
    }
    console.log(`Reports in ${outDir}; targets: performance ${targets.performance * 100}, accessibility ${targets.accessibility * 100}`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await product.stop();
  }
  if (!allMet) process.exitCode = 1;
};

await main();
