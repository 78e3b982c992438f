import { createHash } from 'node:crypto';
import { listStatements } from '@portal/contracts/api';
import type { TestServer } from './test-server';

/** The statements and distribution notices `token` sees listed (`investorName`'s, for staff), held to the contract's shape. */
export const listedStatements = async (api: TestServer, token: string, investorName?: string) => {
  const query = investorName === undefined ? '' : `?investor_name=${encodeURIComponent(investorName)}`;
  return listStatements.response.parse(await api.read(`/api/statements${query}`, token));
};
export type ListedStatement = Awaited<ReturnType<typeof listedStatements>>[number];

/** An issued PDF (a statement or a distribution notice) as `token` downloads it, as bytes: the test client's `call` reads text. */
export const downloadStatement = async (api: TestServer, statementId: string, token: string) => {
  const response = await fetch(`${api.base}/api/statement.pdf?statement_id=${statementId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

/** The SHA-256 of a download, worked out here rather than by the service whose listed hash it checks. */
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
