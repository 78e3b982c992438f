import type { PortalUserQueries } from '@portal/projections';
import { createAnswerCache } from '../../shared/answer-cache';

type SessionLookup = Pick<PortalUserQueries, 'session'>;

/**
 * The read behind every signed-in call's session check (infrastructure/http/auth-middleware.ts), kept while the portal-users
 * read model stands still. Whatever ends a session (signing out, signing out everywhere, a new
 * password, a deleted or dismissed user) is an event that moves it, and a call that records one
 * answers only once it is read back: the next request reads afresh. docs/security.md (Sessions).
 */
export const keptSessions = (users: SessionLookup, version: () => Promise<string>, maxEntries = 10_000): SessionLookup => {
  const kept = createAnswerCache<Awaited<ReturnType<SessionLookup['session']>>>(version, maxEntries, 'sessions');
  return {
    session: (username, registrationId, tokenId) =>
      kept(JSON.stringify([username, registrationId, tokenId]), () => users.session(username, registrationId, tokenId)),
  };
};
