# CoalSim: the server and the built web app in one image (docs/deploy.md, "Containers").
#
# NOT BUILT YET: the machine this file was written on has no Docker daemon and no access to a
# container registry (only to npm and Debian's archive). Only the runtime stage's production
# install was tried, outside Docker. Build and try the image before relying on it.
#
# DATABASE_URL must point to a real PostgreSQL: without it the server would start the embedded
# PostgreSQL (the embedded-postgres dependency) inside the container.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Every workspace's package.json first, so `npm ci` is cached until a dependency changes.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/var/lib/coalsim
WORKDIR /app
# The server's production dependencies only (no web, test or build tooling).
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
RUN npm ci --omit=dev --workspace=@coalsim/server --include-workspace-root \
    && npm cache clean --force
# What the server reads at run time: its build, migrations and demo covers, the contract's build
# and the web app it serves.
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/migrations apps/server/migrations
COPY --from=build /app/apps/server/assets apps/server/assets
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /var/lib/coalsim && chown node:node /var/lib/coalsim
USER node
EXPOSE 8080
# Liveness only; readiness (the database answers) is GET /readyz. No curl in the slim image.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) finishes in-flight requests within 30 s: use --stop-timeout 40.
CMD ["node", "apps/server/dist/server.js"]
