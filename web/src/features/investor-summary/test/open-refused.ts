import { vi } from 'vitest';
import { setToken } from '../../../lib/token';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { bothReadsRefused } from './fixtures';

export interface Refusal {
  /** Of the signed-in user: 1 an administrator, 0 an investor. */
  adminLevel: 0 | 1;
  status: number;
  /** The server's words, which the page is to show. */
  message: string;
}

/** The investor page at `path` with both its reports refused (the console's error the page logs for it silenced). */
export function openRefused(path: string, { adminLevel, status, message }: Refusal) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  mockFetch({ 'GET /admin/get_admin_level': { body: { admin_level: adminLevel } }, ...bothReadsRefused(status, message) });
  setToken('jwt');
  return renderApp(path);
}
