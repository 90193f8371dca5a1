#!/usr/bin/env bash
# Builds the five front ends and runs Playwright, one run at a time on this machine (several
# people or agents sharing a box would otherwise fight over ports and dist/). Arguments go to
# `playwright test`, e.g. `bash tools/scripts/e2e-serial.sh apps/e2e/src/listing.e2e.ts --project=android`.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec 9> /tmp/nivaas-e2e.lock
flock 9
# Bracketed patterns, so pkill does not match this script's own command line.
pkill -f '[s]erve-remote.ts' || true
pkill -f '[a]pps/shell/server/main.ts' || true
pkill -f '[a]pps/api/src/main.ts' || true
export NX_NO_CLOUD=true NX_DAEMON=false E2E_SERIAL=1
npx nx run-many -t build -p shell,discovery,hotel,checkout,account --parallel=2 --output-style=static
npx playwright test -c apps/e2e/playwright.config.ts "$@"
