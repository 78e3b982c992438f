import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../../lib/api';
import { auditKeys } from '../../audit-trail/api/keys';
import { refreshAfterWrite } from '../../api/refresh-after-write';
import { touches, type Touches } from '../../api/touches';
import { useAdminPost } from '../../api/use-admin-post';
import { rebuildKeys } from './keys';
import type { RebuildStatus } from './answers';

/** How often a running rebuild is asked for its progress. */
export const POLL_MS = 500;

/** A rebuild replaces every read model the admin reports come from. */
const REBUILT: Touches = [...touches.ledgerRecord, ...touches.portalUsers, ...touches.propertyNotes, auditKeys.all];

export const rebuildStatusQuery = queryOptions({
  queryKey: rebuildKeys.status(),
  queryFn: ({ signal }) => api.get('/admin/rebuild_reports', { signal }),
});

/**
 * The latest rebuild, asked again every POLL_MS while it runs. When a run seen running succeeds,
 * the reports are refetched from the tables it swapped in.
 */
export function useRebuildStatus() {
  const queryClient = useQueryClient();
  const status = useQuery({
    ...rebuildStatusQuery,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.rebuild?.state === 'running' ? POLL_MS : false),
  });

  const run = status.data?.rebuild;
  const watching = useRef<string | null>(null);
  useEffect(() => {
    if (!run) return;
    if (run.state === 'running') {
      watching.current = run.id;
    } else if (watching.current === run.id) {
      watching.current = null;
      if (run.state === 'succeeded') refreshAfterWrite(queryClient, REBUILT);
    }
  }, [run, queryClient]);

  return status;
}

/** Starts a rebuild; its answer is the latest run at once, so the progress shows without waiting for a poll. */
export function useStartRebuild() {
  const queryClient = useQueryClient();
  const post = useAdminPost('/admin/rebuild_reports', [rebuildKeys.all]);
  return {
    ...post,
    start: (readModel: string) =>
      post.mutate(
        { read_model: readModel },
        {
          onSuccess: ({ rebuild }) =>
            queryClient.setQueryData(rebuildKeys.status(), (current: RebuildStatus | undefined) => ({
              read_models: current?.read_models ?? [],
              rebuild,
            })),
          // Another admin's run (409) is the one to watch.
          onError: () => void queryClient.invalidateQueries({ queryKey: rebuildKeys.status() }),
        },
      ),
  };
}
