import type { DatabasePool } from 'slonik';
import type { CommandRunner } from '../../shared/runner';
import type { Directory } from '../../shared/personal-data/directory';
import type { PersonalData } from '../../shared/personal-data';
import type { AddressDeps } from '../notices/mail';
import type { TimeTravel } from '../reports/time-travel';
import { statementDocuments } from './documents';
import { statementIssuer } from './issue';
import { createStatementStore } from './storage';

export interface StatementsDeps {
  pool: DatabasePool;
  lockPool: DatabasePool;
  runner: CommandRunner;
  people: Pick<Directory, 'current'>;
  timeTravel: Pick<TimeTravel, 'statementFigures'>;
  personalData: Pick<PersonalData, 'keys'>;
  addresses: AddressDeps;
  brandTitle: string;
  onError: (error: unknown) => void;
}

/** Statements issued, kept and read (docs/statements.md): the store, the documents and the runs that issue them. */
export const createStatements = (deps: StatementsDeps) => {
  const store = createStatementStore(deps.pool);
  const documents = statementDocuments({ ...deps, store });
  const issuer = statementIssuer({ ...deps, store, documents });
  let timer: NodeJS.Timeout | null = null;
  return {
    store,
    documents,
    issuer,
    /**
     * Looks for unfinished runs every `intervalMs` (a run left by a process that stopped, or started by
     * one that could not take the runs' lock at the time) until `stop`.
     */
    start(intervalMs: number) {
      const tick = () => {
        void issuer
          .workOnRuns()
          .catch(deps.onError)
          .finally(() => {
            if (timer !== null) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await issuer.idle();
    },
  };
};

export type Statements = ReturnType<typeof createStatements>;
