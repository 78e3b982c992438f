import { renderAdmin } from '../../test/admin-fixtures';

/** 'Manage Portal Users' with nobody signed in yet; fetch answers `handlers` too. */
export const renderUsers = (handlers: Parameters<typeof renderAdmin>[1] = {}) =>
  renderAdmin('manage-portal-users', { 'GET /admin/get_login_summary': { body: [] }, ...handlers });
