/// <reference types="vitest/config" />
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API and the built app share one origin in production (ledger-service serves web/dist);
// in development the same paths are forwarded to a locally running server. The trailing slash on
// /auth/, /api/ and /admin/ keeps the client routes /admin and /investor in the dev server.
const apiServer = 'http://localhost:8080';
const proxied = ['/auth/', '/api/', '/admin/', '/healthz', '/config.json'];

// Node 25 and later have a localStorage of their own, which without a file to keep it in is undefined
// and hides jsdom's from the component tests; turned off, the tests get the browser's (jsdom's). Node
// before 22 does not know the flag.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const testNodeFlags = nodeMajor >= 22 ? ['--no-experimental-webstorage'] : [];

/**
 * Each script and stylesheet also written compressed beside itself (`.br` at brotli's best, `.gz`),
 * once at build time: the server's static files send those to a browser that takes them (koa-send),
 * smaller than the quick compression it can afford per request, and with no work per request.
 */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const file of Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name))) {
      const path = join(options.dir!, file);
      const bytes = readFileSync(path);
      if (bytes.length < 1024) continue;
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    }
  },
});

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), precompress()],
  build: {
    // `npm run build:web` (build.ts) builds into a fresh folder and publishes it into dist without
    // emptying it under a running server; `vite build web` alone would.
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
    include: ['src/**/*.test.{ts,tsx}', 'build.test.ts'],
    testTimeout: 20_000,
    execArgv: testNodeFlags,
  },
});
