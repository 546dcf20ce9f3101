# syntax=docker/dockerfile:1
# Two images from one build, one per container (compose.yaml):
#   docker build --target app -t notewell-app .
#   docker build --target sidecar -t notewell-sidecar .
# Both run the launcher `npm start` uses (scripts/start.ts), with one role each.

FROM node:20.20-bookworm-slim AS build
WORKDIR /srv/notewell
COPY package.json package-lock.json .npmrc ./
# `npm ci` cannot be used: the registry lacks some other-platform optional packages (stack-notes.md).
RUN npm install --no-audit --no-fund
# .dockerignore keeps a used checkout's node_modules, .data (secrets, a database) and build output out of this.
COPY . .
RUN npx remix build && npm prune --omit=dev

FROM node:20.20-bookworm-slim AS runtime
WORKDIR /srv/notewell
ENV NODE_ENV=production
RUN groupadd --system notewell && useradd --system --gid notewell --no-create-home notewell \
 && mkdir -p /srv/notewell/.data && chown notewell:notewell /srv/notewell/.data
# Where the app writes what it keeps on disk: without SMTP_URL, e-mails go to .data/outbox instead of being sent.
ENV NOTEWELL_DATA_DIR=/srv/notewell/.data
COPY --from=build --chown=notewell:notewell /srv/notewell/package.json /srv/notewell/tsconfig.json ./
COPY --from=build --chown=notewell:notewell /srv/notewell/node_modules ./node_modules
COPY --from=build --chown=notewell:notewell /srv/notewell/db ./db
COPY --from=build --chown=notewell:notewell /srv/notewell/contract ./contract
COPY --from=build --chown=notewell:notewell /srv/notewell/scripts ./scripts
USER notewell

FROM runtime AS app
COPY --from=build --chown=notewell:notewell /srv/notewell/build ./build
COPY --from=build --chown=notewell:notewell /srv/notewell/public ./public
COPY --from=build --chown=notewell:notewell /srv/notewell/app ./app
ENV PORT=3000 HOST=0.0.0.0
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s CMD node -e "fetch('http://127.0.0.1:3000/healthcheck').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "scripts/start.ts", "--role", "app"]

FROM runtime AS sidecar
COPY --from=build --chown=notewell:notewell /srv/notewell/stream-sidecar ./stream-sidecar
COPY --from=build --chown=notewell:notewell /srv/notewell/deno.json ./deno.json
ENV PORT=8080 HOST=0.0.0.0 DENO_DIR=/tmp/deno
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "scripts/start.ts", "--role", "sidecar"]
