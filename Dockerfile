# The app as one image: the API server (bundled to JavaScript, decision 0024) serving the built client.
FROM node:24-bookworm-slim

WORKDIR /app
# Printed tickets are drawn on the server in Noto Sans CJK JP (decision 0044): 唐揚げ, 髙 and 﨑
# print whatever fonts the printer has. pg_dump and pg_restore for backups (decision 0046):
# bookworm's PostgreSQL 15 client, the version of docker-compose's server.
RUN apt-get update && apt-get install -y --no-install-recommends fontconfig fonts-noto-cjk postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
# PRISMA_SCHEMA_ENGINE_BINARY: migrations use the project's WASM schema engine, so npm ci does not
# download Prisma's native one.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data \
    PRISMA_SCHEMA_ENGINE_BINARY=/app/scripts/schema-engine.mjs

# Dependencies first, so code changes do not invalidate the npm layer. prisma generate runs at
# postinstall and needs the schema and config; dev dependencies are needed to build the client.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts/schema-engine.mjs ./scripts/schema-engine.mjs
COPY server/src/db ./server/src/db
# NODE_ENV=production would make npm skip the dev dependencies that build the client: include them,
# build, then drop them.
RUN npm ci --include=dev --no-audit --no-fund && npm cache clean --force

COPY . .
RUN npm run build && npm run build:server && npm prune --omit=dev --no-audit --no-fund \
  && mkdir -p /app/data && chown node:node /app/data

EXPOSE 3000
USER node
CMD ["node", "server/build/main.mjs"]
