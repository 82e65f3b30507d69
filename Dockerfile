# syntax=docker/dockerfile:1
# Clutch: one image serving GraphQL (HTTP + WebSocket), REST, the auth API and the built client on $PORT.
#   docker build -t clutch .      then see docker-compose.yml (PostgreSQL, Redis, two replicas, nginx).
# Node's major matches the engines field (>=20.19); Debian bookworm in every stage, so native modules (argon2, built
# from source with the full image's toolchain; sharp's prebuilt linux-x64 glibc binary) run in the slim runtime.
ARG NODE_IMAGE=node:20-bookworm

# 1. Build: every dependency, then the client (Vite, with .br/.gz beside each asset) and the server (tsc).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json codegen.yml ./
COPY schema schema
COPY migrations migrations
COPY server server
COPY client client
RUN npm run build

# 2. Production dependencies of the server workspace only (no dev tools, no client libraries).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --omit=dev --workspace=server --no-audit --no-fund \
 && mkdir -p server/node_modules \
 && npm cache clean --force

# 3. Runtime: slim, non-root, production mode, health-checked.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=4000 \
    DATA_DIR=/data \
    CLIENT_DIST=/app/client/dist
WORKDIR /app
COPY package.json ./
COPY server/package.json server/
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/server/node_modules server/node_modules
# The SDL is read at start (schema/*.graphql); migrations are compiled into server/dist.
COPY schema schema
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# DATA_DIR holds the generated token-signing key and uploaded media: give it to the app's user. Mount a volume
# there (shared by every replica, or set JWT_PRIVATE_KEY and S3_*) so tokens and media survive restarts.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
# 200 only once the database is migrated (GET /healthz).
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: in-flight requests finish (SHUTDOWN_GRACE_MS, 10 s), subscriptions close with 1012, then exit 0.
STOPSIGNAL SIGTERM
# A 64 MB young-generation semi-space (Node's default is 16 MB): a live event sent to thousands of sockets, or a burst
# of requests, allocates in one go; a smaller one collects three or four times per event, copying what is in flight.
CMD ["node", "--max-semi-space-size=64", "server/dist/server/src/main.js"]
