import { z } from 'zod';
import { defineCall, messageAnswer } from './call';
import { dateField, requiredText } from './fields';

/**
 * Closed periods: the books closed through a day refuse every record, void and withdrawal dated on
 * or before it (409). A close only moves later; a reopen moves it earlier, with a reason. See
 * docs/periods.md.
 */

export const closePeriod = defineCall({
  method: 'POST',
  path: '/admin/close_period',
  access: 'admin',
  status: 201,
  body: z.object({ through: dateField }),
  response: messageAnswer,
});

export const reopenPeriod = defineCall({
  method: 'POST',
  path: '/admin/reopen_period',
  access: 'admin',
  status: 201,
  /** `through` null reopens everything. */
  body: z.object({ through: dateField.nullable(), reason: requiredText }),
  response: messageAnswer,
});

export const periodActions = ['close', 'reopen'] as const;

export const getPeriods = defineCall({
  method: 'GET',
  path: '/admin/periods',
  access: 'staff',
  title: 'Closed Periods',
  response: z
    .object({
      /** 'YYYY-MM-DD', or null when no period is closed. */
      closed_through: z.string().nullable(),
      /** Every close and reopen, newest first; `reason` is null for a close. */
      history: z.array(
        z
          .object({
            action: z.enum(periodActions),
            through: z.string().nullable(),
            reason: z.string().nullable(),
            actor: z.string(),
            recorded_at: z.string(),
          })
          .strict(),
      ),
    })
    .strict(),
});
