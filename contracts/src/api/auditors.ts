import { z } from 'zod';
import { name } from '../names';
import { adminCommand, defineCall, staffRead } from './call';

/**
 * Auditors: portal users who read the whole back office (every `staff` call, every investor's
 * pages) and change nothing. An administrator adds one by username; the answer carries the secret
 * the auditor registers with at /register (POST /auth/register, as an investor does), under that
 * username. Adding a username again before it is registered issues a new secret (the earlier one
 * stops working); afterwards it is 409. Removing one ends their sign-in at once (their next request
 * is 401) and any secret not used yet; the username is not given again. Roles: docs/security.md.
 */
export const addAuditor = defineCall({
  method: 'POST',
  path: '/admin/add_auditor',
  access: 'admin',
  status: 201,
  body: z.object({ username: name }),
  /** Shown once: it is not answered again (a lost one is replaced by adding the username again). */
  response: z.object({ secret: z.string().min(1) }).strict(),
});

export const removeAuditor = adminCommand('/admin/remove_auditor', z.object({ username: name }));

/** Every auditor added and not removed, in username order, and whether they have registered yet. No secret. */
export const getAuditors = staffRead('/admin/auditors', 'Auditors', {
  response: z.array(z.object({ username: z.string(), registered: z.boolean() }).strict()),
});
