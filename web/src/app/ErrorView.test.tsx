import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { mockFetch } from '../test/mock-fetch';
import { App } from './App';
import { ErrorView } from './ErrorView';

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('generic error view', () => {
  it("shows 'Unexpected Application Error!' followed by the error text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the thrown error
    mockFetch({});
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorView /> }]);
    render(<App router={router} queryClient={createQueryClient()} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!Cannot read properties of undefined');
  });
});
