import { ensureAdministrator, interruptOnSignals, loadConfig, openRuntime, resolveMasterKey, startServices } from '@portal/ledger-service';
import { demoAdministrator } from '../demo/administrator';
import { loadDemo } from '../demo/load';
import { createDemoProgress } from '../demo/progress';
import { addMonths } from '../demo/units';

/**
 * `npm run demo`: loads a realistic demo portfolio through the API's own command handlers (see
 * demo/load.ts) into the configured database (the embedded one in DATA_DIR, started here unless
 * `npm start` already runs it, or DATABASE_URL), then prints the logins. Safe to run again. It signs
 * in as ADMIN_USERNAME, which it requires unless the data folder is new (demo/administrator.ts).
 */
const main = async () => {
  const started = performance.now();
  const config = loadConfig();
  const runtime = await openRuntime(config);
  // Our own projectors, whatever PROJECTIONS says: several instances take turns safely.
  const services = await startServices(runtime, { masterKey: resolveMasterKey(config.dataKey, config.dataDir) });
  // Ctrl-C: no new call starts, the ones in flight are answered, then we close our connections
  // before the embedded server stops (it would stop at once on these signals, under them).
  const interrupted = interruptOnSignals('\nInterrupted: finishing the calls in flight (once more to quit at once)...');
  try {
    // The configured administrator becomes the only one, as at `npm start`; in a new data folder
    // without one, `demo-admin` with a password made now (the login printed below).
    const admin = await demoAdministrator(config.admin, runtime.store);
    await ensureAdministrator(services, admin);
    const result = await loadDemo({
      runtime,
      services,
      reporter: createDemoProgress(),
      partnerLabel: config.partnerLabel,
      concurrency: 8,
      signal: interrupted,
      keepAdmin: admin.username,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { recorded } = result.counts;
    console.info(
      `\nDemo portfolio ready in ${seconds} s: ${recorded === 0 ? 'it was loaded already, nothing new recorded' : `${recorded.toLocaleString('en-US')} calls recorded`} (activity up to ${addMonths(result.anchor, -1)}).`,
    );
    console.info(`\nOpen http://localhost:${config.port} (start it with \`npm start\` if it is not running) and sign in as:`);
    const rows = [
      [
        'administrator',
        admin.username,
        admin.password,
        admin.generated ? '(made for this new data folder: keep it, it is not shown again)' : '',
      ],
      ...result.logins.map((login) => [
        'investor',
        login.username,
        login.password,
        login.status === 'unavailable' ? `(${login.investor}: unavailable, ${login.note})` : `(${login.investor})`,
      ]),
    ];
    const width = (column: number) => Math.max(...rows.map((row) => row[column]!.length));
    for (const row of rows)
      console.info(`  ${row[0]!.padEnd(width(0))}  ${row[1]!.padEnd(width(1))}  ${row[2]!.padEnd(width(2))}  ${row[3]}`.trimEnd());
  } finally {
    await services.projections.stop();
    await runtime.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.message === 'Interrupted') {
    console.error('Run npm run demo again to finish: it records only what is missing.');
  }
  process.exitCode = 1;
});
