import type { FileServer } from './ledger-fixture';

/**
 * The administrator of a distributions test: a GET without a body, a POST with one. A confirm's
 * notices are issued after its answer: they are waited for here, so the log's count moves only with
 * what a test does next.
 */
export const asDistributionAdmin = (server: FileServer) => async (path: string, body?: unknown) => {
  const answer = await server.api.call(body === undefined ? 'GET' : 'POST', path, { token: server.admin, body });
  if (path === '/admin/confirm_distribution') await server.api.services.statements.distributionNotices.idle();
  return answer;
};
