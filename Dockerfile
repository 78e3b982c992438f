# The investor portal: the API (default command) or, with `npm run projections`, the projectors as
# their own process. TypeScript runs through tsx as in development: there is no compile step.
FROM node:26-bookworm-slim

WORKDIR /app

# Dependencies first, in their own layer: it is rebuilt only when a manifest or the lock changes.
# --ignore-scripts: no dependency needs its install script (STACK.md; npm 11 skips them by default,
# the image's npm 10 would run them, and cpu-features would try to compile with node-gyp).
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY ledger-service/package.json ledger-service/
COPY web/package.json web/
RUN npm ci --ignore-scripts --no-audit --no-fund && npm cache clean --force

COPY . .
# The web app is built once here and served by the API from web/dist (npm start rebuilds it at
# every start, which a read-only, non-root container should not do).
RUN npm run build:web \
  && mkdir -p /app/data && chown node:node /app/data

# PostgreSQL refuses to run as root, and nothing here needs root. With DATABASE_URL unset the
# embedded PostgreSQL keeps its files in DATA_DIR (mount a volume there); compose uses its own.
USER node
ENV PORT=8080 \
    DATA_DIR=/app/data
EXPOSE 8080

# Node's own fetch: the slim image has no curl. /healthz is 200 once the store and read models are ready.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# Node itself (not npm or the tsx launcher) receives SIGTERM, and the server shuts down cleanly.
CMD ["node", "--import", "tsx", "ledger-service/src/main.ts"]
