# syntax=docker/dockerfile:1
# Promptloom for production: `docker build -t promptloom .`, then run it with the environment the
# README's Configuration section describes (PUBLIC_URL, DATABASE_URL or a volume on /data, SMTP_URL…).

# --- Build: every dependency, the web app built and prerendered, the server compiled to
# apps/server/dist, then only what runs is kept.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY tsconfig.base.json tsconfig.json ./
COPY packages ./packages
COPY apps ./apps
COPY docs/product ./docs/product
RUN npm run build && npm prune --omit=dev

# --- Run: no compilers, no dev dependencies, an unprivileged user.
FROM node:22-bookworm-slim AS runtime
# pg_dump/pg_restore for `npm run db:backup` against PostgreSQL; pocketsphinx for offline transcription.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client pocketsphinx pocketsphinx-en-us \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
# The compiled server reads its migrations and seed content from apps/server/src.
COPY --from=build /app/apps/server ./apps/server
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The page renderer the server uses to render the home and features pages again with an admin's
# hero and feature cards.
COPY --from=build /app/apps/web/dist-prerender ./apps/web/dist-prerender
# The in-app Docs screen reads these pages at runtime.
COPY --from=build /app/docs/product ./docs/product
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# SIGTERM lets requests in flight finish (SHUTDOWN_TIMEOUT_MS, 8 s) within Docker's 10 s grace.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]
