import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, type PostBody } from '../../../../lib/api';
import { contractProblem } from '../../form-kit/use-record-form';
import { adminKeys } from '../../../../lib/admin-keys';

type PreviewPath = '/admin/preview_land_contract' | '/admin/preview_lc_payment';

/** How long typing must pause before a preview is asked: one call per pause, not per key. */
const PAUSE_MS = 400;

/** `value` once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A preview of what a command would do, asked once typing pauses and only for a body the call's
 * contract accepts (null: nothing to ask yet). Nothing is recorded; the answer or the refusal (the
 * same the command would give) is the query's.
 */
export function usePreview<P extends PreviewPath>(path: P, body: PostBody<P> | null) {
  const ready = body !== null && contractProblem(path, body) === null;
  const text = ready ? JSON.stringify(body) : '';
  const settled = useSettled(text, PAUSE_MS);
  const current = settled !== '' && settled === text;
  const preview = useQuery({
    // Not under the contract's keys: a write refetches those, and a preview of the form as it was is no use.
    queryKey: [...adminKeys.all, 'land-contract-preview', path, settled],
    queryFn: ({ signal }) => api.post(path, JSON.parse(settled) as PostBody<P>, { signal }),
    enabled: current,
    gcTime: 0,
  });
  // Only the answer for the form as it is now: while typing (or once cleared) the last answer is no longer true.
  return current ? { data: preview.data, error: preview.error } : { data: undefined, error: null };
}
