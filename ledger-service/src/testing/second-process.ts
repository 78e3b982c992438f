import { randomUUID } from 'node:crypto';
import { ledgerCommandDeps } from '../commands';
import { openRuntime, startServices } from '../runtime';
import { runWithClientInput, type Command } from '../shared/commands';
import type { ApiCall, CallResponse } from '@portal/contracts/api';
import { testMasterKey } from './test-server';

/**
 * A second API process on a test server's database, inside this one: its own pools, command runner
 * and kept state, with the projectors left to the first (PROJECTIONS=external), as a second server
 * behind the same proxy would be. `run` runs a command with a client's input as its route would.
 * (attacks/scale-out.int.test.ts starts real processes instead.)
 */
export const startSecondProcess = async (databaseUrl: string) => {
  const runtime = await openRuntime({ databaseUrl, dataDir: '/nonexistent' });
  const services = await startServices(runtime, { masterKey: testMasterKey, projectionsInProcess: false });
  const deps = ledgerCommandDeps({ ...services, partnerLabel: 'Partner' });
  return {
    runtime,
    services,
    run: <C extends ApiCall>(cmd: Command<C, typeof deps>, input: unknown): Promise<CallResponse<C>> =>
      runWithClientInput(cmd, deps, input, { actor: 'admin', correlationId: randomUUID() }),
    stop: async () => {
      await services.projections.stop();
      await runtime.close();
    },
  };
};
