import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../../lib/admin-keys';
import { api, newIdempotencyKey, type GetAnswer, type PostBody } from '../../../../lib/api';
import { saveBlob } from '../../../../lib/download-csv';
import { refreshAfterWrite } from '../../api/refresh-after-write';
import { touches } from '../../api/touches';

export type DistributionRun = GetAnswer<'/admin/distribution_run'>;
export type RunLine = DistributionRun['lines'][number];
export type RunSummary = GetAnswer<'/admin/distribution_runs'>[number];
export type PaymentDetailsEntry = GetAnswer<'/admin/payment_details'>[number];

export const distributionKeys = {
  all: [...adminKeys.all, 'distributions'] as const,
  runs: () => [...distributionKeys.all, 'runs'] as const,
  run: (runId: string) => [...distributionKeys.all, 'run', runId] as const,
  paymentDetails: () => [...distributionKeys.all, 'payment-details'] as const,
};

/** Every run, drafts first, newest first. */
export function useDistributionRuns() {
  return useQuery({
    queryKey: distributionKeys.runs(),
    queryFn: ({ signal }) => api.get('/admin/distribution_runs', { signal }),
  });
}

/** One run, a draft or confirmed, with its lines. */
export function useDistributionRun(runId: string) {
  return useQuery({
    queryKey: distributionKeys.run(runId),
    queryFn: ({ signal }) => api.get('/admin/distribution_run', { query: { run_id: runId }, signal }),
    enabled: runId !== '',
  });
}

/** Plans a draft: nothing is recorded, so only the list of runs is asked again. */
export function usePlanDistribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostBody<'/admin/plan_distribution'>) =>
      api.post('/admin/plan_distribution', body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (run) => {
      queryClient.setQueryData(distributionKeys.run(run.run_id), run);
      void queryClient.invalidateQueries({ queryKey: distributionKeys.runs() });
    },
  });
}

/** Confirms a draft: its cash withdrawals move every report, and the run and the list change. */
export function useConfirmDistribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) => api.post('/admin/confirm_distribution', { run_id: runId }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => refreshAfterWrite(queryClient, [...touches.ledgerRecord, distributionKeys.all]),
  });
}

/** Discards a draft: nothing was recorded, so only the list of runs is asked again, and the draft is forgotten. */
export function useDiscardDistributionDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) =>
      api.post('/admin/discard_distribution_draft', { run_id: runId }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (_answer, runId) => {
      queryClient.removeQueries({ queryKey: distributionKeys.run(runId) });
      void queryClient.invalidateQueries({ queryKey: distributionKeys.runs() });
    },
  });
}

/** Marks a paid line settled or returned; a return voids its cash withdrawal, which moves every report. */
export function useMarkPayment(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostBody<'/admin/mark_distribution_payment'>) =>
      api.post('/admin/mark_distribution_payment', body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => refreshAfterWrite(queryClient, [...touches.ledgerRecord, distributionKeys.run(runId), distributionKeys.runs()]),
  });
}

/** The admin calls on payment details. */
export function usePaymentDetailsList() {
  return useQuery({
    queryKey: distributionKeys.paymentDetails(),
    queryFn: ({ signal }) => api.get('/admin/payment_details', { signal }),
  });
}

/** Approves or rejects an investor's proposed change: the list shows the outcome. */
export function useReviewPaymentDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostBody<'/admin/review_payment_details'>) =>
      api.post('/admin/review_payment_details', body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributionKeys.paymentDetails() }),
  });
}

/** The bank file and the payment list of a confirmed run, saved under the run's date. */
export const RUN_FILES = {
  ach: { path: '/admin/distribution_run.ach', extension: 'ach' },
  csv: { path: '/admin/distribution_run.csv', extension: 'csv' },
} as const;

/** Fetches one of a run's files with the bearer token and saves it; a refusal is thrown for the card to say. */
export async function downloadRunFile(run: Pick<DistributionRun, 'run_id' | 'date'>, kind: keyof typeof RUN_FILES): Promise<void> {
  const { path, extension } = RUN_FILES[kind];
  const blob = await api.download(path, { query: { run_id: run.run_id } });
  saveBlob(blob, `distribution-${run.date}.${extension}`);
}
