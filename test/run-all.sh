#!/usr/bin/env bash
# `npm test`: installs what the tests need that npm cannot (Debian's Chromium for browser tests),
# then runs the formatter/linter, the type checker and every vitest layer (unit, cdk, integration,
# e2e). Ends with vitest's `N passed, N failed` line (test/summary-reporter.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for browser tests..."
    apt-get update -qq
    apt-get install -y -qq chromium >/dev/null
  else
    echo "Browser tests need /usr/bin/chromium: run 'sudo apt-get install chromium' first." >&2
    exit 1
  fi
fi

npm run --silent lint
npm run --silent typecheck
# Built once up front so the stacks that the tests start never rebuild it concurrently.
npm run --silent build:frontend >/dev/null
npx vitest run "$@"
