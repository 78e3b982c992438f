/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API and the built app share one origin in production (ledger-service serves web/dist);
// in development the same paths are forwarded to a locally running server. The trailing slash on
// /auth/, /api/ and /admin/ keeps the client routes /admin and /investor in the dev server.
const apiServer = 'http://localhost:8080';
const proxied = ['/auth/', '/api/', '/admin/', '/healthz', '/config.json'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiServer, changeOrigin: true }])),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
});
