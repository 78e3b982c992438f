import { domainEvent } from '@portal/contracts';
import type { NoteRead } from '../../api-router';
import { commandContext } from '../../context';
import type { Clock } from '../../../../shared/clock';
import type { Directory } from '../../../../shared/personal-data/directory';
import { createNoteOnce, notedOnceDecider } from '../../../../areas/reports/noted-once';
import { auditorReadsStream } from '../../../../shared/streams';
import type { CommandRunner } from '../../../../shared/runner';

/**
 * The query an auditor's read is noted with: the call's own parameters (the keys its schema kept,
 * `parsed`) as they were sent, in key order. Parameters the call does not know are left out.
 */
export const notedQuery = (raw: Readonly<Record<string, string | string[] | undefined>>, parsed: unknown): Record<string, string> => {
  const known = typeof parsed === 'object' && parsed !== null ? Object.keys(parsed) : [];
  const query: Record<string, string> = {};
  for (const key of known.sort()) {
    const value = raw[key];
    if (typeof value === 'string') query[key] = value;
  }
  return query;
};

const readsOfADay = notedOnceDecider('auditor-reads-of-a-day', (event) => (event.type === 'AuditorRead' ? event.data.path : null));

/**
/**
 * The investor a read was about is noted by id (`investor_id`), never by name: the log keeps no
 * investor's name in clear text (docs/personal-data.md); the audit trail names them when it shows the read.
 */
const withInvestorId = async (query: Record<string, string>, people: Directory): Promise<Record<string, string>> => {
  const { investor_name: name, ...rest } = query;
  if (name === undefined) return query;
  const investor = (await people.current()).investorNamed(name);
  return investor === undefined ? rest : { ...rest, investor_id: investor.id };
};

/**
 * Notes in the log that an auditor read a back-office answer (`AuditorRead`): once per auditor,
 * report (the call's path) and day, with the query of the first read that day (docs/security.md,
 * "What an auditor reads"). Paging, refetching or reading the report for other parameters the same
 * day adds nothing, so an auditor's reads add at most one event per report a day, whatever a script
 * sends. Called by every contract-built route of a call with a `title` (infrastructure/http/api-router.ts) after
 * its answer is made and before it is sent: an answer whose read could not be noted is not sent.
 * Anyone but an auditor is not noted.
 */
export const createAuditorReads = (
  runner: Pick<CommandRunner, 'execute'>,
  clock: Clock,
  people: Directory,
  maxRemembered = 10_000,
): NoteRead => {
  const noteOnce = createNoteOnce(runner, readsOfADay, maxRemembered);
  return async (ctx, read, parsedQuery) => {
    const user = ctx.state.portalUser;
    if (user?.role !== 'auditor') return;
    const event = domainEvent('AuditorRead', {
      username: user.user_id,
      title: read.title,
      path: read.path,
      query: await withInvestorId(notedQuery(ctx.query, parsedQuery), people),
    });
    await noteOnce(auditorReadsStream(user.user_id, clock.today()), read.path, event, commandContext(ctx));
  };
};
