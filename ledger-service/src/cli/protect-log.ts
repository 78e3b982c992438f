import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { createPersonalData, resolveMasterKey } from '../shared/personal-data';
import { runProtectLog } from './log-copy/protect-log';
import { openRuntime, type Runtime } from '../runtime';
import { redactConnectionString } from './log-copy/run-copy';
import { interruptOnSignals } from '../shared/signals';

const usage =
  'Usage: npm run protect-log -- --into <new DATA_DIR | postgres://… of an empty database> [--from-start]\n' +
  'Copies the log of this DATA_DIR (or DATABASE_URL) into a new one with every personal value sealed (docs/personal-data.md).';

const parseArgs = (args: readonly string[]) => {
  let into: string | undefined;
  let fromStart = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--into') into = args[++i];
    else if (args[i] === '--from-start') fromStart = true;
    else throw new Error(`Unknown argument ${args[i]}\n${usage}`);
  }
  if (!into) throw new Error(usage);
  return { into, fromStart };
};

/**
 * `npm run protect-log`: for a log written before personal values were sealed. The source stays as
 * it was (nothing in an event log is rewritten); the new log holds the same events, ids and times,
 * with emails, phones, addresses, password hashes and secrets sealed under each person's key.
 * Resumable (Ctrl-C stops after the batch in hand) and safe to repeat.
 */
const main = async () => {
  const { into, fromStart } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const isUrl = /^postgres(ql)?:\/\//i.test(into);
  const targetDir = isUrl ? config.dataDir : resolve(into);
  if (!isUrl && targetDir === resolve(config.dataDir)) throw new Error('--into must name a new data folder, not DATA_DIR itself.');
  const interrupted = interruptOnSignals('\nInterrupted: stopping after the batch in hand (once more to quit at once)...');

  const source = await openRuntime(config);
  let target: Runtime | null = null;
  try {
    target = await openRuntime({ databaseUrl: isUrl ? into : undefined, dataDir: targetDir, eventStore: 'postgres' });
    if (target.databaseUrl === source.databaseUrl && config.eventStore === 'postgres')
      throw new Error('The new log must be in another database.');
    const result = await runProtectLog({
      source: {
        store: source.recordedStore,
        countEvents: source.countEvents,
        personalData: createPersonalData(source.pool, resolveMasterKey(config.dataKey, config.dataDir)),
      },
      target: {
        store: target.store,
        db: target.pool,
        personalData: createPersonalData(target.pool, resolveMasterKey(config.dataKey, targetDir)),
      },
      signal: interrupted,
      fromStart,
      log: (line) => console.info(line),
    });
    if (!result.completed) {
      console.info(`Stopped after ${result.copied} events; run the same command again to resume.`);
      process.exitCode = 130;
      return;
    }
    const where = isUrl ? `DATABASE_URL=${redactConnectionString(into)}` : `DATA_DIR=${targetDir}`;
    console.info(
      [
        `Done: ${result.copied} events in the new log (${result.copiedThisRun} this run).`,
        'Next: stop the server, run this command once more (it copies only what was appended meanwhile), then start the server',
        `with ${where}${config.dataKey ? ' and the same DATA_KEY' : ''}. Its read models are built from the new log at start; everyone signs in again.`,
        'Keep the old data folder or database only as long as your retention rules require: it still holds the values in clear text.',
      ].join('\n'),
    );
  } finally {
    await target?.close();
    await source.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
