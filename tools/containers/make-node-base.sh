#!/usr/bin/env bash
# make-node-base.sh <image name>: a stand-in for node:20-bookworm-slim where no registry answers: Debian bookworm
# (debootstrap --variant=minbase, from Debian's mirror) with this machine's Node.js and npm in /usr/local, and the
# user node (uid 1000), imported into the local image store. Used by test-images.sh.
set -euo pipefail
name=${1:?usage: make-node-base.sh <image name>}
work=$(mktemp -d /tmp/nivaas-node-base-XXXXXX)
trap 'rm -rf "$work"' EXIT
root="$work/root"
debootstrap --variant=minbase bookworm "$root" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" > "$work/debootstrap.log" 2>&1 ||
  { tail -20 "$work/debootstrap.log"; exit 1; }
node_bin=$(readlink -f "$(command -v node)")
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
cp "$node_bin" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
chroot "$root" /usr/sbin/groupadd -g 1000 node
chroot "$root" /usr/sbin/useradd -u 1000 -g node -m -s /bin/bash node
chroot "$root" /usr/local/bin/node --version > /dev/null
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
tar -C "$root" -cf "$work/base.tar" .
podman import --change 'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' "$work/base.tar" "$name" > "$work/import.log" 2>&1 || { cat "$work/import.log"; exit 1; }
echo "make-node-base: $name ($(du -sh "$root" | cut -f1), node $("$root/usr/local/bin/node" --version))"
