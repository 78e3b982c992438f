import { domainEvent } from '@portal/contracts';
import type { NoteRead } from '../http/api-router';
import { commandContext } from '../http/context';
import type { CommandRunner } from '../shared/command-runner';
import type { Directory } from '../personal-data/directory';

/** The stream of one auditor's reads. */
export const auditorReadsStream = (username: string) => `auditor-reads-${username}`;

/**
 * The query an auditor's read is noted with: the call's own parameters (the keys its schema kept,
 * `parsed`) as they were sent, in key order. Parameters the call does not know are left out, so
 * adding `&x=1`, `&x=2`, ... to a read never makes a new entry.
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
 * Notes in the log that an auditor read a back-office answer (`AuditorRead`): once per sign-in
 * (token) and distinct path and query, as `page-views.ts` notes an investor page, so a page that
 * refetches records one read, not one per request. Called by every contract-built route of a call
 * with a `title` (http/api-router.ts) after its answer is made and before it is sent: an answer
 * whose read could not be noted is not sent. Anyone but an auditor is not noted. The remembered
 * keys are bounded; forgetting one costs a repeated note, nothing else.
 */
export const createAuditorReads = (runner: Pick<CommandRunner, 'record'>, people: Directory, maxRemembered = 10_000): NoteRead => {
  // The note of each key, kept from its start: concurrent identical reads wait for one note.
  const noted = new Map<string, Promise<unknown>>();
  return async (ctx, read, parsedQuery) => {
    const user = ctx.state.portalUser;
    if (user?.role !== 'auditor') return;
    const query = await withInvestorId(notedQuery(ctx.query, parsedQuery), people);
    const key = JSON.stringify([ctx.state.session?.tokenId ?? user.user_id, read.path, query]);
    let note = noted.get(key);
    if (note === undefined) {
      note = runner.record(
        auditorReadsStream(user.user_id),
        [domainEvent('AuditorRead', { username: user.user_id, title: read.title, path: read.path, query })],
        commandContext(ctx),
      );
      if (noted.size >= maxRemembered) noted.delete(noted.keys().next().value!);
      noted.set(key, note);
      // A note that failed is tried again by the next read.
      note.catch(() => noted.delete(key));
    }
    await note;
  };
};
