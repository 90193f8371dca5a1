#!/usr/bin/env bash
# Builds the five front ends and runs Playwright, one run at a time on this machine (several
# people or agents sharing a box would otherwise fight over ports and dist/). Arguments go to
# `playwright test`, e.g. `bash tools/scripts/e2e-serial.sh apps/e2e/src/listing.e2e.ts --project=android`.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec 9> /tmp/nivaas-e2e.lock
flock 9

# A run killed before it could stop its stack leaves its servers on the e2e ports. End exactly those: the stack
# lists what it started (pid and script) in its pid file; a listed pid is ended only if it still runs that
# script (pids are reused), so nobody else's servers are touched.
pidfile=dist/e2e/stack.pids
if [ -f "$pidfile" ]; then
  while IFS=$'\t' read -r pid script; do
    [ -n "$pid" ] && [ -r "/proc/$pid/cmdline" ] || continue
    if tr '\0' '\n' < "/proc/$pid/cmdline" | grep -qxF -- "$script"; then
      echo "Ending a leftover e2e server: $pid $script"
      kill "$pid" 2> /dev/null || true
    fi
  done < "$pidfile"
  rm -f "$pidfile"
fi

export NX_NO_CLOUD=true NX_DAEMON=false E2E_SERIAL=1
npx nx run-many -t build -p shell,discovery,hotel,checkout,account --parallel=2 --output-style=static
npx playwright test -c apps/e2e/playwright.config.ts "$@"
