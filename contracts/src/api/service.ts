import { z } from 'zod';
import { defineCall } from './call';

/** The service itself: whether it answers, and the branding the web app shows before anyone signs in. */

export const health = defineCall({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  /**
   * 200 `ok` when the store and read models answer; 503 `starting` before they have caught up with
   * the log, and 503 `database_unavailable` while the database does not answer.
   */
  response: z.object({ status: z.enum(['ok', 'starting', 'database_unavailable']) }).strict(),
});

export const clientConfig = defineCall({
  method: 'GET',
  path: '/config.json',
  access: 'public',
  response: z.object({ brandTitle: z.string(), partnerLabel: z.string() }).strict(),
});
