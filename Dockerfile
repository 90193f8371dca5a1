# One image per deployable, from one build (docs/production.md "Containers"):
#   docker build --target api    -t nivaas/api .       the API             node dist/servers/api/main.js    :3333
#   docker build --target shell  -t nivaas/shell .     the shell server    node dist/servers/shell/main.js  :4200
#   docker build --target remote -t nivaas/remotes .   the remotes' files, served as a CDN would (one port each)
# Every image runs as the unprivileged user `node`, with only production packages installed.
# NODE_IMAGE is any Debian-based image with Node.js 20 and npm (the official one by default).
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build: every package, then the browser bundles and the servers (bundled to run with plain node).
FROM ${NODE_IMAGE} AS build
# Behind a TLS-inspecting proxy, its CA bundle (mounted at build time) for npm: --build-arg NODE_EXTRA_CA_CERTS=...
ARG NODE_EXTRA_CA_CERTS
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps apps
COPY libs libs
COPY tools tools
COPY nx.json tsconfig.base.json eslint.config.mjs jest.preset.js jest.config.ts .prettierrc ./
ENV NX_NO_CLOUD=true NX_DAEMON=false
RUN npm install --no-audit --no-fund
RUN npx nx run-many -t build,build-server -p api,shell,discovery,hotel,checkout,account --parallel=2 --output-style=static

# 2. The packages the servers require at run time (the root's dependencies), without the build tools.
FROM ${NODE_IMAGE} AS runtime-packages
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --workspaces=false --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=runtime-packages --chown=root:root /app/node_modules node_modules
COPY --chown=root:root package.json ./

FROM runtime AS api
COPY --from=build --chown=root:root /src/dist/servers/api dist/servers/api
USER node
ENV PORT=3333
EXPOSE 3333
HEALTHCHECK --interval=10s --timeout=2s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/servers/api/main.js"]

FROM runtime AS shell
COPY --from=build --chown=root:root /src/dist/servers/shell dist/servers/shell
COPY --from=build --chown=root:root /src/dist/apps/shell dist/apps/shell
USER node
ENV PORT=4200
EXPOSE 4200
HEALTHCHECK --interval=10s --timeout=2s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/servers/shell/main.js"]

FROM runtime AS remote
ARG REMOTE=discovery
ENV REMOTE=${REMOTE} PORT=4201
COPY --from=build --chown=root:root /src/dist/servers/cdn dist/servers/cdn
COPY --from=build --chown=root:root /src/dist/apps/discovery dist/apps/discovery
COPY --from=build --chown=root:root /src/dist/apps/hotel dist/apps/hotel
COPY --from=build --chown=root:root /src/dist/apps/checkout dist/apps/checkout
COPY --from=build --chown=root:root /src/dist/apps/account dist/apps/account
USER node
EXPOSE 4201
CMD ["sh", "-c", "exec node dist/servers/cdn/main.js dist/apps/$REMOTE $PORT"]
