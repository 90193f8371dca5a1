#!/usr/bin/env bash
# npm run test:images: builds the three images of the Dockerfile (api, shell, remote) and runs each one: the API
# answers its health call and serves the catalogue, a remote's files are served, and the shell server draws the home
# page with the API and the remote behind it. Every image must run as the unprivileged user `node`.
#
# On these machines there is no container engine (no Docker daemon; podman's crun refuses this kernel's hybrid
# cgroups) and no registry for base images, so:
# - images are built with buildah, isolation chroot (what a CI runner without privileges uses);
# - they are run with `buildah run --isolation chroot` on the host's network: the image's files, user, environment
#   and command, without namespaces;
# - unless NODE_IMAGE names a base image that can be pulled, a local one is made: Debian bookworm (debootstrap
#   --variant=minbase) with this machine's Node.js 20 and npm, standing in for node:20-bookworm-slim.
# Needs: apt-get install buildah podman debootstrap. Takes about 8 minutes on 2 cores (the build stage runs npm
# install and every production build).
set -euo pipefail
cd "$(dirname "$0")/../.."

for tool in buildah debootstrap; do
  command -v "$tool" > /dev/null || { echo "test-images: $tool is not installed (apt-get install buildah podman debootstrap)"; exit 1; }
done

work=$(mktemp -d /tmp/nivaas-images-XXXXXX)
containers=()
cleanup() {
  for c in "${containers[@]}"; do buildah rm "$c" > /dev/null 2>&1 || true; done
  # The servers started from the images: node processes whose root is an image's file system, not the host's.
  for pid in $(pgrep -f 'dist/servers/' || true); do
    [ "$(readlink "/proc/$pid/root" 2> /dev/null)" != / ] && kill "$pid" 2> /dev/null || true
  done
  rm -rf "$work"
}
trap cleanup EXIT

# crun's default ulimits cannot be set inside this sandbox; an empty list keeps the process's own.
printf '[containers]\ndefault_ulimits = []\n' > "$work/containers.conf"
export CONTAINERS_CONF="$work/containers.conf"

base="${NODE_IMAGE:-}"
if [ -z "$base" ]; then
  if buildah pull -q docker.io/library/node:20-bookworm-slim > /dev/null 2>&1; then
    base=docker.io/library/node:20-bookworm-slim
  else
    base=localhost/nivaas-node:20
    if ! buildah inspect "$base" > /dev/null 2>&1; then
      echo "test-images: no registry for node:20-bookworm-slim; making $base (Debian bookworm minbase + this Node.js)"
      bash tools/containers/make-node-base.sh "$base"
    fi
  fi
fi
echo "test-images: base image $base"

build_args=(--isolation chroot --layers --ulimit "nofile=$(ulimit -Hn):$(ulimit -Hn)" --build-arg "NODE_IMAGE=$base")
# A TLS-inspecting proxy's CA bundle, and npm's cache, lent to the build's RUN steps (never copied into an image).
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ]; then
  build_args+=(--build-arg "NODE_EXTRA_CA_CERTS=$NODE_EXTRA_CA_CERTS" -v "$(dirname "$NODE_EXTRA_CA_CERTS"):$(dirname "$NODE_EXTRA_CA_CERTS"):ro")
fi
[ -d "$HOME/.npm" ] && build_args+=(-v "$HOME/.npm:/root/.npm")

for target in api shell remote; do
  started=$(date +%s)
  buildah bud "${build_args[@]}" --target "$target" -t "localhost/nivaas/$target:test" . > "$work/build-$target.log" 2>&1 ||
    { tail -30 "$work/build-$target.log"; echo "test-images: the $target image did not build"; exit 1; }
  size=$(buildah images --format '{{.Size}}' "localhost/nivaas/$target:test" | head -1)
  echo "test-images: built nivaas/$target in $(( $(date +%s) - started )) s ($size)"
done

run() { # run <target> <log> <NAME=value...> -- <command...>: the image's files, user and environment; in the background
  local target=$1 log=$2
  shift 2
  local envs=()
  while [ "$1" != -- ]; do envs+=(--env "$1"); shift; done
  shift
  [ "$(buildah inspect --format '{{.OCIv1.Config.User}}' "localhost/nivaas/$target:test")" = node ] ||
    { echo "test-images: nivaas/$target does not run as node"; exit 1; }
  local c
  c=$(buildah from "localhost/nivaas/$target:test")
  containers+=("$c")
  buildah run --isolation chroot --user node "${envs[@]}" "$c" -- "$@" > "$log" 2>&1 &
}

wait_for() { # wait_for <url> <what>
  for _ in $(seq 1 120); do
    if curl -fsS -o /dev/null "$1" 2> /dev/null; then return 0; fi
    sleep 0.5
  done
  echo "test-images: $2 did not answer $1"
  return 1
}

api_port=5391 remote_port=5392 shell_port=5393
# The API in development mode: production refuses to start without real secrets (its README), which is its test.
run api "$work/api.log" NODE_ENV=development HOST=127.0.0.1 PORT=$api_port API_DATA_DIR=/tmp/api-data \
  -- node dist/servers/api/main.js
run remote "$work/remote.log" HOST=127.0.0.1 -- node dist/servers/cdn/main.js dist/apps/discovery $remote_port
wait_for "http://127.0.0.1:$api_port/api/health" "the api image" || { cat "$work/api.log"; exit 1; }
wait_for "http://127.0.0.1:$remote_port/remoteEntry.js" "the remote image" || { cat "$work/remote.log"; exit 1; }
run shell "$work/shell.log" HOST=127.0.0.1 PORT=$shell_port API_URL="http://127.0.0.1:$api_port" \
  REMOTE_DISCOVERY_URL="http://localhost:$remote_port/remoteEntry.js" REMOTE_HOTEL_URL="http://localhost:$remote_port/remoteEntry.js" \
  REMOTE_CHECKOUT_URL="http://localhost:$remote_port/remoteEntry.js" REMOTE_ACCOUNT_URL="http://localhost:$remote_port/remoteEntry.js" \
  -- node dist/servers/shell/main.js
wait_for "http://127.0.0.1:$shell_port/remote-manifest.json" "the shell image" || { cat "$work/shell.log"; exit 1; }

cities=$(curl -fsS "http://127.0.0.1:$api_port/api/v2/cities/" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data.length))')
home=$(curl -fsS "http://127.0.0.1:$shell_port/" | grep -c 'id="root"' || true)
proxied=$(curl -fsS "http://127.0.0.1:$shell_port/api/health")
[ "$cities" -gt 0 ] || { echo "test-images: the api image served no city"; exit 1; }
[ "$home" -ge 1 ] || { echo "test-images: the shell image drew no page"; exit 1; }
[ "$proxied" = '{"status":"ok"}' ] || { echo "test-images: the shell image did not reach the api: $proxied"; exit 1; }
echo "test-images: api served $cities cities; shell drew / and proxied /api/health to the api; remote served remoteEntry.js"
echo "test-images: 3 of 3 images built and ran as node"
