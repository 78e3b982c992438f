import { useQuery } from '@tanstack/react-query';
import { api, type GetAnswer } from '../../../lib/api';
import { saveBlob } from '../../../lib/download-csv';
import type { Period } from '../period';

/** One of an investor's documents, newest first: a statement, or a distribution notice (`kind`). */
export type StatementItem = GetAnswer<'/api/statements'>[number];

/** Query keys of statements; under no public root, so sign-out drops them. */
export const statementKeys = {
  all: ['statements'] as const,
  /** `investorName` '' is the signed-in investor's own list. */
  list: (investorName: string) => [...statementKeys.all, 'list', investorName] as const,
};

/** An investor's statements (the signed-in investor's own when `investorName` is ''), newest first. */
export function useStatements(investorName: string, enabled = true) {
  return useQuery({
    queryKey: statementKeys.list(investorName),
    queryFn: ({ signal }) => api.get('/api/statements', { query: investorName === '' ? {} : { investor_name: investorName }, signal }),
    enabled,
  });
}

/** A document to download: a statement (its kind may go unsaid) or a distribution notice. */
export type Downloadable = Period & { statement_id: string; kind?: StatementItem['kind'] };

/**
 * The name the server gives the file too: `statement-2026-07-01-2026-09-30.pdf`, or a notice's
 * `distribution-2026-09-30.pdf` (the run's date).
 */
export const statementFileName = ({ from, through, kind }: Omit<Downloadable, 'statement_id'>) =>
  kind === 'distribution_notice' ? `distribution-${from}.pdf` : `statement-${from}-${through}.pdf`;

/**
 * Saves an issued statement's or notice's PDF (fetched with the bearer token: a plain link could not send it).
 * A failure is logged and rethrown, so the button that asked can say it.
 */
export async function downloadStatement(statement: Downloadable): Promise<void> {
  try {
    const blob = await api.download('/api/statement.pdf', { query: { statement_id: statement.statement_id } });
    saveBlob(blob, statementFileName(statement));
  } catch (error) {
    console.error('Error downloading statement:', error);
    throw error;
  }
}
