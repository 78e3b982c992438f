import { z } from 'zod';
import { name } from '../names';
import { defineCall, messageAnswer } from './call';

/** Signing in and out, registering an investor's portal user, and the portal users an admin manages. */

const password = z.string().min(1).max(200);
/** The same rule for every user, administrators included: at least 8 characters. */
const newPassword = z.string().min(8, 'Use at least 8 characters').max(200);

export const login = defineCall({
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  body: z.object({ username: z.string().min(1).max(200), password }),
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

export const logout = defineCall({ method: 'POST', path: '/auth/logout', access: 'signedIn', response: messageAnswer });

export const whoAmI = defineCall({
  method: 'GET',
  path: '/auth/protected',
  access: 'signedIn',
  response: z.object({ logged_in_as: z.string() }).strict(),
});

/** Every signed-in user may ask: the navigation bar asks it for everyone. 0 is an investor, 1 an administrator. */
export const getAdminLevel = defineCall({
  method: 'GET',
  path: '/admin/get_admin_level',
  access: 'signedIn',
  response: z.object({ admin_level: z.number().int() }).strict(),
});

export const deletePortalUser = defineCall({
  method: 'POST',
  path: '/admin/delete_portal_user',
  access: 'admin',
  body: z.object({ investor_name: name }),
  response: messageAnswer,
});

export const getLoginSummary = defineCall({
  method: 'GET',
  path: '/admin/get_login_summary',
  access: 'admin',
  response: z.array(z.object({ investor_name: z.string(), login_count: z.number().int(), last_login: z.string().nullable() }).strict()),
});
