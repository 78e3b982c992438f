import type { ReportTime } from '@portal/contracts/api';
import type { AppContext } from '../../context';
import { badRequest, forbidden } from '../../../../shared/errors';
import { readsEveryInvestor } from './access';

/**
 * The view a report call asks for (docs/time-travel.md). Anyone who may read a report may read it as
 * of a past day (an investor's statement as it stood), never a day after `today`: a report dated in
 * the future would show today's figures under a date they do not have. Only administrators and
 * auditors may read the books as known at a past moment, which shows what was corrected since.
 */
export const reportTimeOf = (
  ctx: AppContext,
  query: { readonly as_of?: string; readonly known_on?: string },
  today: string,
): ReportTime => {
  if (query.as_of !== undefined && query.as_of > today) throw badRequest('A statement cannot be dated in the future');
  if (query.known_on !== undefined && !readsEveryInvestor(ctx))
    throw forbidden('Only administrators and auditors can read the books as known at a past moment.');
  return { asOf: query.as_of ?? null, knownOn: query.known_on ?? null };
};

/** Today over everything recorded: the read models answer it. */
export const isCurrentView = (time: ReportTime): boolean => time.asOf === null && time.knownOn === null;
