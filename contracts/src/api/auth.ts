import { z } from 'zod';
import { name } from '../names';
import { adminCommand, defineCall, messageAnswer, staffRead, type ApiCall } from './call';

/** Signing in and out, registering an investor's portal user, and the portal users an admin manages. */

const password = z.string().min(1).max(200);
/** The same rule for every user, administrators included: at least 8 characters. */
const newPassword = z.string().min(8, 'Use at least 8 characters').max(200);

export const login = defineCall({
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  /**
   * `otp`: once the user has two-factor sign-in on, the 6-digit code of their authenticator app or
   * one of their recovery codes (docs/two-factor.md). Without it such a user gets 401
   * `{message, otp_required: true}`.
   */
  body: z.object({ username: z.string().min(1).max(200), password, otp: z.string().trim().min(1).max(64).optional() }),
  response: z.object({ access_token: z.string().min(1) }).strict(),
});

export const register = defineCall({
  method: 'POST',
  path: '/auth/register',
  access: 'public',
  status: 201,
  body: z.object({ username: name, password: newPassword, secret: z.string().min(1).max(200) }),
  response: messageAnswer,
});

export const changePassword = defineCall({
  method: 'POST',
  path: '/auth/change_password',
  access: 'signedIn',
  body: z.object({ current_password: password, new_password: newPassword }),
  /** A fresh token in the new sessions epoch, unless the change could not be seen yet (then: sign in again). */
  response: z.object({ message: z.string(), access_token: z.string().min(1).optional() }).strict(),
});

/**
 * Asks for a link to choose a new password, mailed to the user's e-mail on file (docs/security.md,
 * Forgotten passwords). Always 202 with the same message, whether the username exists or not;
 * 429 past the throttle's limits.
 */
export const forgotPassword = defineCall({
  method: 'POST',
  path: '/auth/forgot_password',
  access: 'public',
  status: 202,
  body: z.object({ username: z.string().trim().min(1, 'Enter your username').max(200) }),
  response: messageAnswer,
});

/**
 * Sets a new password with the token of a reset link, ending every session of the user. 400 for a
 * token that is no link's, 410 for a used or expired one.
 */
export const resetPassword = defineCall({
  method: 'POST',
  path: '/auth/reset_password',
  access: 'public',
  body: z.object({ token: z.string().trim().min(1, 'The link has no token').max(200), new_password: newPassword }),
  response: messageAnswer,
});

export const logout = defineCall({ method: 'POST', path: '/auth/logout', access: 'signedIn', response: messageAnswer });

export const whoAmI = defineCall({
  method: 'GET',
  path: '/auth/protected',
  access: 'signedIn',
  response: z.object({ logged_in_as: z.string() }).strict(),
});

/** The roles of portal users: what each may do is in docs/security.md (Roles). */
export const portalRoles = ['investor', 'admin', 'auditor'] as const;
export type PortalRole = (typeof portalRoles)[number];

/**
 * Every signed-in user may ask: the navigation bar asks it for everyone. `admin_level` 1 is an
 * administrator, 0 anyone else (an investor or an auditor); `role` says which.
 */
export const getAdminLevel = defineCall({
  method: 'GET',
  path: '/admin/get_admin_level',
  access: 'signedIn',
  response: z.object({ admin_level: z.number().int(), role: z.enum(portalRoles) }).strict(),
});

export const deletePortalUser = adminCommand('/admin/delete_portal_user', z.object({ investor_name: name }));

export const getLoginSummary = staffRead('/admin/get_login_summary', 'Login Summary', {
  response: z.array(z.object({ investor_name: z.string(), login_count: z.number().int(), last_login: z.string().nullable() }).strict()),
});

/** Two-factor sign-in (TOTP, RFC 6238) of the signed-in user: docs/two-factor.md. */

/** A code of the authenticator app (6 digits, spaces allowed) or a recovery code. */
const otpCode = z.string().trim().min(1).max(64);

export const getTotpStatus = defineCall({
  method: 'GET',
  path: '/auth/totp/status',
  access: 'signedIn',
  response: z.object({ enabled: z.boolean(), recovery_codes_left: z.number().int().min(0) }).strict(),
});

/**
 * Starts (or starts again) turning it on: a fresh secret, to scan as a QR code or type in. Setting it
 * up asks for the current password, here and at confirmation, so a stolen session cannot turn it on
 * with a phone of its own and lock the owner out.
 */
export const enrollTotp = defineCall({
  method: 'POST',
  path: '/auth/totp/enroll',
  access: 'signedIn',
  body: z.object({ current_password: password }),
  response: z.object({ otpauth_url: z.string().startsWith('otpauth://totp/'), secret: z.string().min(16) }).strict(),
});

/** Turns it on with a current code of the new secret; the ten recovery codes are shown this once. */
export const confirmTotp = defineCall({
  method: 'POST',
  path: '/auth/totp/confirm',
  access: 'signedIn',
  body: z.object({ code: otpCode, current_password: password }),
  response: z.object({ message: z.string(), recovery_codes: z.array(z.string()).length(10) }).strict(),
});

/** Turns it off, with a current code or a recovery code. */
export const disableTotp = defineCall({
  method: 'POST',
  path: '/auth/totp/disable',
  access: 'signedIn',
  body: z.object({ code: otpCode }),
  response: messageAnswer,
});

/** An administrator turns off an investor's two-factor sign-in (a lost phone); they can turn it on again. */
export const resetTotp = adminCommand('/admin/reset_totp', z.object({ investor_name: name }));

/**
 * POSTs whose answer is never kept, so their Idempotency-Key is ignored: they carry a live token
 * (sign-in, a password change's fresh token) or a secret shown once (the two-factor key and the
 * recovery codes). The server's idempotency middleware and the OpenAPI document both read this list.
 */
export const callsKeepingNoAnswer: readonly ApiCall[] = [login, changePassword, enrollTotp, confirmTotp];
