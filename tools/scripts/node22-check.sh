#!/usr/bin/env bash
# node22-check.sh [jest path filters...]: runs the servers' unit tests (the API's and the shell server's specs) under
# Node.js 22 LTS, which the project supports beside this machine's Node 20 (docs/production.md, "Node versions").
# Node 22 comes from the npm registry the project already installs from (the node-linux-<arch> package holds the
# official binary), unpacked once into a cache folder: nothing is installed system-wide. Fails when a test fails or
# when the binary is not Node 22.
#
#   NODE22_VERSION   the exact version (default below); a new one is fetched into its own folder
#   NODE22_CACHE_DIR where versions are kept (default ~/.cache/nivaas/node)
#   NODE22_SPECS     `servers` (default: the shell server's specs and the API's HTTP, database and main route specs,
#                    about two minutes) or `all` (every API spec too, about eight)
set -euo pipefail
cd "$(dirname "$0")/../.."

version="${NODE22_VERSION:-22.23.3}"
cache="${NODE22_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/nivaas/node}"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "node22-check: no Node package for $(uname -m)" >&2; exit 1 ;;
esac
home="$cache/node-$version-linux-$arch"

if [ ! -x "$home/bin/node" ]; then
  echo "node22-check: fetching node-linux-$arch@$version from the npm registry into $home"
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  tarball="$(npm pack "node-linux-$arch@$version" --pack-destination "$tmp" --silent 2>/dev/null | tail -n 1)"
  tar -xzf "$tmp/$tarball" -C "$tmp" package/bin/node
  mkdir -p "$home/bin"
  mv "$tmp/package/bin/node" "$home/bin/node.partial"
  mv "$home/bin/node.partial" "$home/bin/node"
fi

export PATH="$home/bin:$PATH"
actual="$(node -v)"
case "$actual" in
  v22.*) echo "node22-check: $actual ($home/bin/node)" ;;
  *) echo "node22-check: expected Node 22, got $actual" >&2; exit 1 ;;
esac

# The same jest as `npm test`, run by Node 22 (node_modules/.bin/jest is `#!/usr/bin/env node`).
jest=(node node_modules/jest/bin/jest.js --ci)
if [ "$#" -gt 0 ]; then
  "${jest[@]}" "$@"
  exit
fi
# The shell server (Fastify, @fastify/static with content-disposition 3, the bundles' vm contexts) and the API's HTTP
# layer, database and main routes (every inject goes through light-my-request with cookie 2).
api_specs=(
  apps/api/src/http
  apps/api/src/db
  apps/api/src/api-environment.spec.ts
  apps/api/src/features/auth/auth-routes.spec.ts
  apps/api/src/features/bookings/booking-routes.spec.ts
  apps/api/src/features/checkout/checkout-routes.spec.ts
  apps/api/src/features/payments/payment-routes.spec.ts
)
case "${NODE22_SPECS:-servers}" in
  servers)
    "${jest[@]}" -c apps/shell/jest.config.ts apps/shell/server
    "${jest[@]}" -c apps/api/jest.config.ts "${api_specs[@]}"
    ;;
  all)
    "${jest[@]}" -c apps/shell/jest.config.ts apps/shell/server
    "${jest[@]}" -c apps/api/jest.config.ts
    ;;
  *) echo "node22-check: NODE22_SPECS is servers or all" >&2; exit 1 ;;
esac
