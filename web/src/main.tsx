import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadScreen, routes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { getToken } from './lib/token';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadScreen(window.location.pathname, getToken() !== null);

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
