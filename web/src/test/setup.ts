import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToken } from '../lib/token';

// CI machines have 2 cores shared with the server tests: give async UI assertions room.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  clearToken();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
