import { z } from 'zod';
import { defineCall, messageAnswer } from './call';

/** Mail (docs/notices.md). */

/**
 * Sends a test mail through the configured mail server: 200 once the server accepted it, 502 with
 * the server's own words when it refused or could not be reached, 409 when no server is configured.
 */
export const sendTestEmail = defineCall({
  method: 'POST',
  path: '/admin/send_test_email',
  access: 'admin',
  body: z.object({ to: z.string().trim().email('Enter an e-mail address such as name@example.com').max(254) }),
  response: messageAnswer,
});
