import type { CommandContext, CommandRunner } from '../../shared/runner';
import { portalUsersStream } from '../../shared/streams';
import { isActiveAdministrator, portalUsersDecider } from './decider';

/**
 * The administrators' writes that no API call makes: the configured administrator at start
 * (ensure-admin.ts) and the demo's loader, which appoints itself while it loads. Each is decided by
 * the portal-users stream like the calls' writes.
 */
export const appointAdministrator = (runner: CommandRunner, admin: { username: string; passwordHash: string }, context: CommandContext) =>
  runner.execute(portalUsersDecider, portalUsersStream, { type: 'AppointAdministrator', ...admin }, context);

export const dismissAdministrator = (runner: CommandRunner, username: string, context: CommandContext) =>
  runner.execute(portalUsersDecider, portalUsersStream, { type: 'DismissAdministrator', username }, context);

/** Dismisses every administrator but `keep`: one administrator, the configured one. */
export const dismissOtherAdministrators = (runner: CommandRunner, keep: string, context: CommandContext) =>
  runner.execute(portalUsersDecider, portalUsersStream, { type: 'DismissOtherAdministrators', keep }, context);

/** Where a username stands, read from the stream itself (the read models may lag at start). */
export const usernameStanding = async (runner: CommandRunner, username: string) => {
  const { state } = await runner.load(portalUsersDecider, portalUsersStream);
  return {
    activeAdministrator: isActiveAdministrator(state, username),
    investorsUser: (state.users.get(username)?.investorId ?? null) !== null,
  };
};
