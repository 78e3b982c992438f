import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createMemoryRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { App } from '../app/App';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import { mockFetch } from './mock-fetch';
// The screens the app loads on first show (React.lazy), loaded here with the helper: a test's first
// render then waits for no module transform, as it did when they were part of the main bundle.
import '../features/admin/AdminPage';
import '../features/investor-summary/components/InvestorSummaryPage';
import '../features/investor-summary/components/YearlyRoiChart';
import '../features/navigation/InvestorPickerPage';

/** The whole app (routes, providers, session handling) at `path`, as in the browser. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, pathname: () => router.state.location.pathname };
}

/**
 * The whole app at `path`, where `route` (such as 'POST /auth/login') is refused with `status` and `message` and
 * `window.alert` is caught: answers the app, a user to act in it and the alert.
 */
export function renderAppRefusing(path: string, route: string, status: number, message: string) {
  const user = userEvent.setup();
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  mockFetch({ [route]: { status, body: { message } } });
  return { ...renderApp(path), user, alert };
}

/** One component with theme, react-query and a router whose location is `path`. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  const queryClient = createQueryClient();
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}
