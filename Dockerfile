# syntax=docker/dockerfile:1
# Optio's API image: the API (api/dist) serving the built web apps, the operator commands
# (admin:create, seed:catalogue) and the backup scripts. Built with the same `npm run build`
# (node scripts/build.mjs) as everywhere else. Not built or run on the development machines (they
# have no container engine): see docs/operations.md.

# --- build: every dependency, then the API and every web app
FROM node:20-bookworm-slim AS build
# better-sqlite3 and argon2 compile against Node's headers when no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && npm install -g pnpm@12
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile \
  && node scripts/build.mjs \
  # Keep production dependencies only (the build tools stay in this stage).
  && CI=true pnpm install --prod --frozen-lockfile

# --- runtime: Node, pg_dump/pg_restore for the backup scripts, the built files
FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client ca-certificates tini \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data && chown node:node /data
WORKDIR /app
ENV NODE_ENV=production \
    PORT=8080 \
    OPTIO_DATA_DIR=/data \
    OPTIO_STATIC_ROOT=/app
COPY --from=build /app/package.json /app/registry.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/package.json ./api/package.json
COPY --from=build /app/api/node_modules ./api/node_modules
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/mf-auth/dist ./mf-auth/dist
COPY --from=build /app/mf-student/dist ./mf-student/dist
COPY --from=build /app/mf-parent/dist ./mf-parent/dist
COPY --from=build /app/mf-advisor/dist ./mf-advisor/dist
COPY --from=build /app/mf-admin/dist ./mf-admin/dist
COPY --from=build /app/mf-public/dist ./mf-public/dist
COPY --from=build /app/mf-demo/dist ./mf-demo/dist
COPY --from=build /app/scripts/backup.mjs /app/scripts/restore.mjs /app/scripts/backup-lib.mjs /app/scripts/lib.mjs ./scripts/
USER node
EXPOSE 8080
# Readiness (database, Redis, storage); the orchestrator's health check.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# tini passes SIGTERM on to Node: the API stops accepting, finishes requests (≤ 10 s) and exits.
ENTRYPOINT ["/usr/bin/tini", "--"]
# SERVER_ENV and SERVER_NODE_FLAGS of scripts/lib.mjs: two malloc arenas (threads' freed memory
# is reused, not kept per thread) and a 2 MB young generation.
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--max-semi-space-size=2", "api/dist/server.js"]
