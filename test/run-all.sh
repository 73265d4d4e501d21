#!/usr/bin/env bash
# `npm test`: installs what the tests need that npm cannot (Debian's Chromium headless shell),
# builds the frontend, then runs every vitest layer (unit, cdk, integration, e2e) with the
# formatter/linter and the type checker beside them. Ends with vitest's `N passed, N failed` line
# (test/summary-reporter.ts), followed by a failing check's output if one fails.
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

# The linter and the type checker run beside the build and the tests at the lowest CPU priority:
# the build leaves a core mostly idle and the test layers leave one idle about a tenth of the time
# (waiting on timers, pages and stacks), which is about what the two need, so they add little to
# the run (docs/PERFORMANCE.md). Neither reads what the build writes: both skip its output
# folders. Their output is printed after the tests, whole, and either failing fails the run.
checks=(lint typecheck)
pids=()
logs=()
for check in "${checks[@]}"; do
  log="$(mktemp)"
  logs+=("$log")
  nice -n 19 npm run --silent "$check" >"$log" 2>&1 &
  pids+=("$!")
done

# The build comes before the tests, so that the stacks they start never rebuild it concurrently.
build_log="$(mktemp)"
if ! npm run --silent build:frontend >"$build_log" 2>&1; then
  echo "npm run build:frontend failed:" >&2
  cat "$build_log" >&2
  kill "${pids[@]}" 2>/dev/null || true
  rm -f "$build_log" "${logs[@]}"
  exit 1
fi
rm -f "$build_log"

tests=0
npx vitest run "$@" || tests=$?

failed=0
for i in "${!checks[@]}"; do
  if ! wait "${pids[$i]}"; then
    echo "npm run ${checks[$i]} failed:" >&2
    cat "${logs[$i]}" >&2
    failed=1
  fi
done
rm -f "${logs[@]}"
[ "$failed" = 0 ] || exit 1
exit "$tests"
