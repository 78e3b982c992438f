import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../../lib/admin-keys';
import { api, newIdempotencyKey, type GetAnswer, type PostBody } from '../../../../lib/api';
import { statementKeys } from '../../../statements/api/statements';
import type { Period } from '../../../statements/period';

export type StatementRun = GetAnswer<'/admin/statement_run'>;
export type Verification = GetAnswer<'/admin/verify_statement'>;

const runKeys = {
  all: [...adminKeys.all, 'statement-run'] as const,
  run: (runId: string) => [...runKeys.all, runId] as const,
  verify: (statementId: string) => [...runKeys.all, 'verify', statementId] as const,
};

/** How often a run is asked again: often enough for the bar and the mails to move, seldom enough to cost nothing. */
const RUN_POLL_MS = 1000;

/**
 * How long a finished run is still asked again for mails still queued. The sender sends within
 * seconds, but retries a refused mail for a day (docs/notices.md): past this a reload tells.
 */
export const MAIL_POLL_FOR_MS = 3 * 60_000;

/**
 * A run of statements, asked again every second while it renders and then while any of its mails
 * is still queued (for at most MAIL_POLL_FOR_MS after it ended); a failed read is not asked again.
 */
export function useStatementRun(runId: string) {
  // When this run was first seen no longer rendering, which bounds the asking after the mails.
  const ended = useRef<{ runId: string; at: number } | null>(null);
  return useQuery({
    queryKey: runKeys.run(runId),
    queryFn: ({ signal }) => api.get('/admin/statement_run', { query: { run_id: runId }, signal }),
    enabled: runId !== '',
    refetchInterval: (query) => {
      const run = query.state.data;
      if (query.state.status === 'error') return false;
      if (run === undefined || run.state === 'running') return RUN_POLL_MS;
      if (ended.current?.runId !== runId) ended.current = { runId, at: Date.now() };
      const mailsQueued = run.statements.some((line) => line.notice === 'queued');
      return mailsQueued && Date.now() - ended.current.at < MAIL_POLL_FOR_MS ? RUN_POLL_MS : false;
    },
  });
}

/** Issues statements; the lists of statements are asked again once it is accepted (and once the run ends, by the panel). */
export function useIssueStatements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostBody<'/admin/issue_statements'>) =>
      api.post('/admin/issue_statements', body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}

/** Renders a statement again from the log as known when it was issued: asked only when a button asks it. */
export function useVerification(statementId: string, asked: boolean) {
  return useQuery({
    queryKey: runKeys.verify(statementId),
    queryFn: ({ signal }) => api.get('/admin/verify_statement', { query: { statement_id: statementId }, signal }),
    enabled: asked,
    staleTime: Infinity,
  });
}

/**
 * Opens one investor's statement for a period, rendered without being issued, in a new tab. The tab
 * is opened at the click (a tab opened after a wait is a pop-up browsers block) and shown the PDF
 * once it is fetched with the bearer token; a refusal closes it and is thrown for the form to say.
 */
export async function openPreview(investorName: string, period: Period): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await api.download('/admin/statement_preview.pdf', { query: { investor_name: investorName, ...period } });
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has read it by then; the address only keeps the bytes in memory.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    console.error('Error previewing statement:', error);
    throw error;
  }
}
