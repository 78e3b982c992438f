import { distributionNoticeIssuer, type DistributionNoticeDeps } from './distribution-notices';
import { statementDocuments, type DocumentDeps } from './documents';
import { statementIssuer, type IssueDeps } from './issue';
import { createStatementStore } from './storage';

/** What the statements need: all their documents and the two issuers need, but the store and the documents made here. */
export type StatementsDeps = Omit<DocumentDeps & IssueDeps & DistributionNoticeDeps, 'store' | 'documents'>;

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
