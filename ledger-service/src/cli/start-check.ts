import { loadConfig } from '../config';
import { refuseSecondServer } from '../infrastructure/database/embedded';

/**
 * `npm start`'s first step (package.json `prestart`), before the build: a second server on a DATA_DIR
 * a running server owns is refused when it starts anyway, but only after the build had replaced
 * web/dist, leaving the running server's pages pointing at scripts that are gone. So the refusal
 * comes first, from the same owner record the server's start reads (infrastructure/database/embedded.ts).
 * With DATABASE_URL there is no embedded database and nothing to ask.
 */
try {
  const config = loadConfig();
  if (!config.databaseUrl) refuseSecondServer(config.dataDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
