import { domainEvent } from '@portal/contracts';
import { commandContext, signedInUser, type AppContext } from '../../context';
import type { Clock } from '../../../../shared/clock';
import { createNoteOnce, notedOnceDecider } from '../../../../areas/reports/noted-once';
import { pageViewsStream } from '../../../../shared/streams';
import type { CommandRunner } from '../../../../shared/runner';

const viewsOfADay = notedOnceDecider('page-views-of-a-day', (event) =>
  event.type === 'InvestorPageViewed' ? event.data.investorId : null,
);

/**
 * Notes in the log that an administrator or an auditor opened an investor's page: once per viewer,
 * investor and day, so a page that refetches, is reopened or is opened from another sign-in the same
 * day records one view, not one per request (docs/security.md, "Who saw whose figures").
 */
export const createPageViews = (runner: Pick<CommandRunner, 'execute'>, clock: Clock, maxRemembered = 10_000) => {
  const noteOnce = createNoteOnce(runner, viewsOfADay, maxRemembered);
  return async (ctx: AppContext, investorId: string): Promise<void> => {
    const viewer = signedInUser(ctx).user_id;
    const event = domainEvent('InvestorPageViewed', { viewer, investorId });
    await noteOnce(pageViewsStream(viewer, clock.today()), investorId, event, commandContext(ctx));
  };
};
