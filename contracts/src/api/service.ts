import { z } from 'zod';
import { defineCall } from './call';

/** The service itself: whether it answers, and the branding the web app shows before anyone signs in. */

export const health = defineCall({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  /** 200 when the store and read models answer; 503 with status 'starting' before. */
  response: z.object({ status: z.enum(['ok', 'starting']) }).strict(),
});

export const clientConfig = defineCall({
  method: 'GET',
  path: '/config.json',
  access: 'public',
  response: z.object({ brandTitle: z.string(), partnerLabel: z.string() }).strict(),
});
