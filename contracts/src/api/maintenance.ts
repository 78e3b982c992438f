import { z } from 'zod';
import { defineCall, staffRead } from './call';

/** Rebuild Reports: replaying the log into fresh read models while the live ones keep answering. */

const rebuildRun = z
  .object({
    id: z.string(),
    read_models: z.array(z.string()).readonly(),
    state: z.enum(['running', 'succeeded', 'failed']),
    processed: z.number().int(),
    total: z.number().int().nullable(),
    events_per_second: z.number(),
    /** The read model being caught up and swapped in, or null (replaying, or finished). */
    swapping: z.string().nullable(),
    started_at: z.string(),
    finished_at: z.string().nullable(),
    /** The admin's username, or cli. */
    started_by: z.string(),
    error: z.string().nullable(),
  })
  .strict();

/** The read models in rebuild order, and the latest run (null before the first). */
export const getRebuild = staffRead('/admin/rebuild_reports', 'Rebuild Reports Progress', {
  response: z.object({ read_models: z.array(z.string()).readonly(), rebuild: rebuildRun.nullable() }).strict(),
});

export const startRebuild = defineCall({
  method: 'POST',
  path: '/admin/rebuild_reports',
  access: 'admin',
  status: 202,
  /** 'all' (the default) or one read model's name. */
  body: z.object({ read_model: z.string().min(1).max(100).optional() }),
  response: z.object({ rebuild: rebuildRun }).strict(),
});
