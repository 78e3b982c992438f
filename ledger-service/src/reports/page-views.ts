import { domainEvent } from '@portal/contracts';
import { commandContext, signedInUser, type AppContext } from '../http/context';
import type { Clock } from '../shared/clock';
import type { CommandRunner } from '../shared/command-runner';
import { createNoteOnce, notedOnceDecider } from './noted-once';

/** The stream of one viewer's views of investors' pages on one day (`YYYY-MM-DD`, the server's). */
export const pageViewsStream = (viewer: string, day: string) => `investor-page-views-${viewer}-${day}`;

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
