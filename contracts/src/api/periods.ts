import { z } from 'zod';
import { addCommand, staffRead } from './call';
import { dateField, requiredText } from './fields';

/**
 * Closed periods: the books closed through a day refuse every record, void and withdrawal dated on
 * or before it, or placed on or before it by the month or period it is for (409). A close only
 * moves later; a reopen moves it earlier, with a reason. See docs/periods.md.
 */

export const closePeriod = addCommand('/admin/close_period', z.object({ through: dateField }));

/** `through` null reopens everything. */
export const reopenPeriod = addCommand('/admin/reopen_period', z.object({ through: dateField.nullable(), reason: requiredText }));

export const periodActions = ['close', 'reopen'] as const;

export const getPeriods = staffRead('/admin/periods', 'Closed Periods', {
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
