import {
  getStatementPdf,
  getStatementPreviewPdf,
  getStatementRun,
  issueStatements,
  listStatements,
  verifyStatement,
  type CallResponse,
} from '@portal/contracts/api';
import type { NoticeQueries } from '@portal/projections';
import { deliveries } from '../../../areas/notices/outbox';
import { unknownRunFailure } from '../../../areas/statements/run-failure';
import type { Statements } from '../../../areas/statements/service';
import { notFound } from '../../../shared/errors';
import type { Directory } from '../../../shared/personal-data/directory';
import { apiRouter, type ApiRouterOptions } from '../api-router';
import { isStaff } from '../auth-middleware';
import { requestContext, signedInUser, type AppContext } from '../context';
import { readableInvestor } from './reports/access';

export interface StatementRouteDeps {
  statements: Statements;
  people: Directory;
  notices: Pick<NoticeQueries, 'byIds'>;
  api: ApiRouterOptions;
}

type RunAnswer = CallResponse<typeof getStatementRun>;

/** Statements (docs/statements.md): an administrator issues, previews and verifies; an auditor reads; an investor reads their own. */
export const statementRoutes = (deps: StatementRouteDeps) => {
  const { router, add } = apiRouter(deps.api);
  const { documents, issuer, store } = deps.statements;

  const download = (ctx: AppContext, pdf: Buffer, filename: string) => {
    ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
    ctx.set('Cache-Control', 'private, no-store');
    return pdf;
  };

  add(issueStatements, ({ body }, ctx) => issuer.issue(body, requestContext(ctx, 'admin')));

  add(getStatementRun, async ({ query }): Promise<RunAnswer> => {
    const run = await store.run(query.run_id);
    if (run === null) throw notFound('No such statement run.');
    const investors = await store.runInvestors(run.run_id);
    const noticeIds = investors.flatMap((one) => (one.notice_id === null ? [] : [one.notice_id]));
    const states = await deliveries(deps.notices, noticeIds);
    const directory = await deps.people.current();
    const statements = investors.flatMap((one): RunAnswer['statements'] => {
      if (!one.done || one.current_statement_id === null || one.sha256 === null || one.bytes === null) return [];
      // A notice the read model has yet to see is queued all the same.
      const notice =
        one.notice_id === null ? (one.outcome === 'unchanged' ? 'unchanged' : 'no_email') : (states.get(one.notice_id) ?? 'queued');
      const { sha256, bytes } = one;
      return [{ investor_name: directory.investorName(one.investor_id), statement_id: one.current_statement_id, sha256, bytes, notice }];
    });
    const done = investors.filter((one) => one.done).length;
    const failure_reason = run.state === 'failed' ? (run.failure_reason ?? unknownRunFailure) : null;
    const { run_id, from, through, state } = run;
    return { run_id, from, through, state, failure_reason, total: investors.length, done, statements };
  });

  add(listStatements, async ({ query }, ctx) => documents.list((await readableInvestor(ctx, query.investor_name, deps.people)).id));

  add(getStatementPdf, async ({ query }, ctx) => {
    const user = signedInUser(ctx);
    // An investor is told the same of another investor's statement as of one that does not exist.
    const row = await documents.find(query.statement_id, (found) => isStaff(user) || found.investor_id === user.investor_id);
    const filename = row.kind === 'distribution_notice' ? `distribution-${row.from}.pdf` : `statement-${row.from}-${row.through}.pdf`;
    return download(ctx, await documents.open(row), filename);
  });

  add(getStatementPreviewPdf, async ({ query }, ctx) => {
    const investor = (await deps.people.current()).investorNamed(query.investor_name);
    if (investor === undefined) throw notFound(`No investor named ${query.investor_name}.`);
    const period = { investorId: investor.id, from: query.from, through: query.through };
    const { pdf } = await documents.render(period, new Date().toISOString(), true);
    return download(ctx, pdf, `statement-preview-${query.from}-${query.through}.pdf`);
  });

  add(verifyStatement, async ({ query }) => documents.verify(await documents.find(query.statement_id, () => true)));

  return router;
};
