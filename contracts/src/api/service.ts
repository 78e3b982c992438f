import { z } from 'zod';
import { defineCall } from './call';

/** The service itself: whether it answers, the branding the web app shows before anyone signs in, and the API described. */

export const health = defineCall({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  /**
   * 200 `ok` when the store and read models answer; 503 `starting` before they have caught up with
   * the log, `waiting_for_projections` instead when the projectors run in another process
   * (PROJECTIONS=external) that is not advancing them, and `database_unavailable` while the
   * database does not answer.
   */
  response: z.object({ status: z.enum(['ok', 'starting', 'waiting_for_projections', 'database_unavailable']) }).strict(),
});

export const clientConfig = defineCall({
  method: 'GET',
  path: '/config.json',
  access: 'public',
  response: z.object({ brandTitle: z.string(), partnerLabel: z.string() }).strict(),
});

/**
 * This API as an OpenAPI 3.1 document (docs/api.md), generated from this contract (openapi/document.ts).
 * Public, as most portals publish theirs: it describes the calls, never any data, and the web app's
 * own script names every path anyway.
 */
export const openApiDocument = defineCall({
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  response: z
    .object({
      openapi: z.string().startsWith('3.1.'),
      info: z.object({ title: z.string(), version: z.string() }).passthrough(),
      paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    })
    .passthrough(),
});
