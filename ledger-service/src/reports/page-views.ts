import { domainEvent } from '@portal/contracts';
import { commandContext, signedInUser, type AppContext } from '../http/context';
import type { CommandRunner } from '../shared/command-runner';

/** The stream of administrators' views of investors' pages. */
export const pageViewsStream = 'investor-page-views';

/**
 * Notes in the log that an administrator or an auditor opened an investor's page: once per sign-in (token) and
 * investor, so a page that refetches or is reopened records one view, not one per request. The
 * remembered pairs are bounded; forgetting one costs a repeated note, nothing else.
 */
export const createPageViews = (runner: Pick<CommandRunner, 'record'>, maxRemembered = 10_000) => {
  const noted = new Set<string>();
  return async (ctx: AppContext, investorId: string): Promise<void> => {
    const viewer = signedInUser(ctx).user_id;
    const key = `${ctx.state.session?.tokenId ?? viewer}\n${investorId}`;
    if (noted.has(key)) return;
    await runner.record(pageViewsStream, [domainEvent('InvestorPageViewed', { viewer, investorId })], commandContext(ctx));
    if (noted.size >= maxRemembered) noted.delete(noted.values().next().value!);
    noted.add(key);
  };
};
