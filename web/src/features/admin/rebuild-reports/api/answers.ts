import type { GetAnswer, PostBody } from '../../../../lib/api';

/** `GET /admin/rebuild_reports`: what can be rebuilt, and the latest run (none yet: null), as the contract declares it. */
export type RebuildStatus = GetAnswer<'/admin/rebuild_reports'>;
/** One rebuild of read models: the log replayed into fresh tables, then swapped in. */
export type RebuildRun = NonNullable<RebuildStatus['rebuild']>;
/** `POST /admin/rebuild_reports`: one read model by name, or 'all'. */
export type RebuildRequest = PostBody<'/admin/rebuild_reports'>;
