/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API and the built app share one origin in production (ledger-service serves web/dist);
// in development the same paths are forwarded to a locally running server. The trailing slash on
// /auth/, /api/ and /admin/ keeps the client routes /admin and /investor in the dev server.
const apiServer = 'http://localhost:8080';
const proxied = ['/auth/', '/api/', '/admin/', '/healthz', '/config.json'];

/**
 * The production build renders with Preact's React-compatible layer instead of react-dom: the same
 * components, hooks, react-router, react-query and styled-components, in about 15 kB instead of
 * about 60 kB compressed. react-dom alone was over half of the sign-in page's 80 kB budget and its
 * start-up work most of the blocking time Lighthouse measured on a phone. The dev server and the
 * unit tests keep React; the browser tests (e2e/) run the production build, so they test what
 * users get. Going back to react-dom is deleting this alias.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  resolve: { alias: command === 'build' ? preactAliases : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet for the whole app (the CSS modules and global.css, a few kB), linked from
    // index.html: a page's code never waits for a stylesheet of its own before it can run.
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // The libraries every page runs (rendering, router, queries, styles) in one chunk of their own,
        // so a release that changes only the app's code leaves them in the browser's cache; d3 stays
        // with the chart, fetched only where a chart is drawn, and zod with the admin screens, whose
        // forms check a body with its call's contract before sending it; qrcode with the two-factor
        // set-up page, the one place a QR code is drawn.
        manualChunks: (id: string) => (/node_modules\/(?!d3|internmap|zod|qrcode|dijkstrajs)/.test(id) ? 'framework' : undefined),
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiServer, changeOrigin: true }])),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // The stylesheets (CSS modules and global.css) are put in the test's document, so its computed styles are the app's.
    css: true,
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
}));
