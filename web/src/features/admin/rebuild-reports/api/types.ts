/** One rebuild of read models: the log replayed into fresh tables, then swapped in. */
export interface RebuildRun {
  id: string;
  read_models: string[];
  state: 'running' | 'succeeded' | 'failed';
  /** Events replayed so far. */
  processed: number;
  /** Events to replay, when the store can count them. */
  total: number | null;
  events_per_second: number;
  /** The read model being swapped in right now. */
  swapping: string | null;
  started_at: string;
  finished_at: string | null;
  started_by: string;
  error: string | null;
}

/** `GET /admin/rebuild_reports`: what can be rebuilt, and the latest run (none yet: null). */
export interface RebuildStatus {
  read_models: string[];
  rebuild: RebuildRun | null;
}

/** `POST /admin/rebuild_reports`: one read model by name, or 'all'. */
export interface RebuildRequest {
  read_model: string;
}

export interface RebuildStarted {
  rebuild: RebuildRun;
}
