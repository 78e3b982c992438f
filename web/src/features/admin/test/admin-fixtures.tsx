import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { setToken } from '../../../lib/token';
import { catchDownloads } from '../../../test/downloads';
import { mockFetch, type MockReply, type RecordedRequest } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import type { AdminHelpers } from '../../../lib/admin-helpers/admin-helpers';

/** The configured partner label in these tests, so `{name}` substitution shows. */
export const PARTNER_LABEL = 'Loren';

export const HELPERS: AdminHelpers = {
  property_types: ['Rental', 'Land Contract', 'Other'],
  property_expense_categories: ['Repairs', 'Taxes'],
  property_income_categories: ['Rent', 'Late Fees'],
  rental_properties: ['Maple House'],
  loren_list: ['Jo Partner'],
  land_contract_properties: ['Elm Lot'],
  investors_list: ['Ann Lee', 'Bob Stone'],
  portal_users_list: ['Ann Lee'],
  llcs_list: ['Oak LLC'],
  llc_expense_categories: ['Legal and other professional fees'],
  properties: ['Maple House', 'Elm Lot'],
  tax_years: ['2025', '2024'],
};

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

/** Signed in as an admin on `/admin`, with `action` picked when given; fetch answers `handlers` first. */
export function renderAdmin(action?: string, handlers: Record<string, Handler> = {}) {
  const mocked = mockFetch({
    'GET /config.json': { body: { brandTitle: 'Test Portal', partnerLabel: PARTNER_LABEL } },
    'GET /admin/get_admin_level': { body: { admin_level: 1 } },
    'GET /admin/get_admin_helpers': { body: HELPERS },
    // The page opens on the Investors table.
    'GET /admin/investors_overview': { body: { as_of: '2026-11-25', investors: [] } },
    ...handlers,
  });
  setToken('jwt');
  const view = renderApp(action ? `/admin?action=${action}` : '/admin');
  return { ...view, ...mocked };
}

/**
 * Opens `action`, whose report `path` answers `answer`, and clicks its 'Download CSV': answers the
 * name of the file saved and every URL fetched.
 */
export async function downloadReportCsv(action: string | undefined, path: string, answer: unknown) {
  const { save } = catchDownloads();
  const { fetchMock } = renderAdmin(action, { [`GET ${path}`]: { body: answer }, [`GET ${path}.csv`]: { body: 'csv' } });
  const file = await save(await screen.findByRole('button', { name: 'Download CSV' }));
  return { file, urls: fetchMock.mock.calls.map(([url]) => String(url)) };
}

/** Spies on the dialogs and the console lines the texts go to. */
export function spyOnFeedback() {
  return {
    alert: vi.spyOn(window, 'alert').mockImplementation(() => {}),
    confirm: vi.spyOn(window, 'confirm').mockImplementation(() => true),
    log: vi.spyOn(console, 'log').mockImplementation(() => {}),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  };
}

export type Scope = ReturnType<typeof within>;

/** The form named by its heading, once the configured partner label is in use. */
export async function findForm(name: string): Promise<Scope> {
  await screen.findByText(`Add New ${PARTNER_LABEL} Income`, { selector: 'option' }, { timeout: 4000 });
  return within(await screen.findByRole('form', { name }));
}

/**
 * Sets fields by label: a select waits for its option (the helper lists load first), any other
 * field takes the text as typed.
 */
export async function fill(scope: Scope, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabelText(label);
    if (field instanceof HTMLSelectElement && value !== '') {
      await waitFor(() => expect([...field.options].map((option) => option.value)).toContain(value));
    }
    fireEvent.change(field, { target: { value } });
  }
}

/** Every field of the form, for checking that it was cleared. */
export function fieldValues(scope: Scope): string[] {
  const root = scope.getAllByRole('button')[0]!.closest('form')!;
  return [...root.querySelectorAll('input, select, textarea')].map((field) => (field as HTMLInputElement).value);
}

/** The texts of a select's options, in their order. */
export const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

export const postsTo = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.path === path);

/** Waits for the one request posted to `path` and answers its body. */
export async function onlyPostTo(requests: RecordedRequest[], path: string) {
  await waitFor(() => expect(postsTo(requests, path)).toHaveLength(1));
  return postsTo(requests, path)[0]!.body;
}
