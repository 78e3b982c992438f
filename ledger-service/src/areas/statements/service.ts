import type { DatabasePool } from 'slonik';
import type { CommandRunner } from '../../shared/runner';
import type { Directory } from '../../shared/personal-data/directory';
import type { PersonalData } from '../../shared/personal-data';
import type { AddressDeps } from '../notices/mail';
import type { TimeTravel } from '../reports/time-travel';
import { distributionNoticeIssuer } from './distribution-notices';
import { statementDocuments } from './documents';
import { statementIssuer } from './issue';
import { createStatementStore } from './storage';

export interface StatementsDeps {
  pool: DatabasePool;
  lockPool: DatabasePool;
  runner: CommandRunner;
  people: Pick<Directory, 'current'>;
  timeTravel: Pick<TimeTravel, 'statementFigures'>;
  personalData: Pick<PersonalData, 'keys' | 'revealAll'>;
  addresses: AddressDeps;
  brandTitle: string;
  onError: (error: unknown) => void;
}

/**
 * Statements issued, kept and read (docs/statements.md): the store, the documents and the runs that
 * issue them; and the notices of confirmed distribution runs, kept and read alike (docs/distributions.md).
 */
export const createStatements = (deps: StatementsDeps) => {
  const store = createStatementStore(deps.pool);
  const documents = statementDocuments({ ...deps, store });
  const issuer = statementIssuer({ ...deps, store, documents });
  const distributionNotices = distributionNoticeIssuer({ ...deps, store, documents });
  let timer: NodeJS.Timeout | null = null;
  return {
    store,
    documents,
    issuer,
    distributionNotices,
    /**
     * Looks for unfinished runs every `intervalMs` (a run left by a process that stopped, or started by
     * one that could not take the runs' lock at the time), statement runs and distribution runs' notices, until `stop`.
     */
    start(intervalMs: number) {
      const tick = () => {
        void Promise.all([issuer.workOnRuns().catch(deps.onError), distributionNotices.workOnRuns().catch(deps.onError)]).finally(() => {
          if (timer !== null) timer = setTimeout(tick, intervalMs);
        });
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await Promise.all([issuer.idle(), distributionNotices.idle()]);
    },
  };
};

export type Statements = ReturnType<typeof createStatements>;
