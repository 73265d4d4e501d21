#!/usr/bin/env bash
# `npm test`: installs what the tests need that npm cannot (Debian's Chromium headless shell),
# then runs the formatter/linter, the type checker and the frontend build side by side, and then
# every vitest layer (unit, cdk, integration, e2e). Ends with vitest's `N passed, N failed` line
# (test/summary-reporter.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

# The browser tests run in Debian's Chromium headless shell (test/e2e/harness.ts says why).
if [ ! -x /usr/bin/chromium-headless-shell ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium-headless-shell for browser tests..."
    apt-get update -qq
    apt-get install -y -qq chromium-headless-shell >/dev/null
  else
    echo "Browser tests need /usr/bin/chromium-headless-shell: run" >&2
    echo "'sudo apt-get install chromium-headless-shell' first." >&2
    exit 1
  fi
fi

# Independent and single-threaded for the most part, so at once they use both cores. The build is
# done before the tests so that the stacks they start never rebuild it concurrently. Each step's
# output is kept and printed whole once it ends: the build's only if it fails.
steps=(lint typecheck build:frontend)
pids=()
logs=()
for step in "${steps[@]}"; do
  log="$(mktemp)"
  logs+=("$log")
  npm run --silent "$step" >"$log" 2>&1 &
  pids+=("$!")
done
failed=0
for i in "${!steps[@]}"; do
  if wait "${pids[$i]}"; then
    [ "${steps[$i]}" = build:frontend ] || cat "${logs[$i]}"
  else
    echo "npm run ${steps[$i]} failed:" >&2
    cat "${logs[$i]}" >&2
    failed=1
  fi
done
rm -f "${logs[@]}"
[ "$failed" = 0 ] || exit 1

npx vitest run "$@"
