#!/usr/bin/env bash
# Runs every test: format, lint, type-check, unit (with coverage), browser, build, the built element
# under web-test-runner, end-to-end.
# Every stage runs even when an earlier one fails; the last line is "N passed, N failed".
source "$(dirname "$0")/bootstrap.sh"
set +e

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing Debian's chromium"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null
  else
    echo "Chromium is missing: install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
  fi
fi

# the VPO receipt PDF tests read the PDF back with pdftotext (Debian's poppler-utils)
if ! command -v pdftotext >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing Debian's poppler-utils"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils) >/dev/null
  else
    echo "pdftotext is missing: install Debian's 'poppler-utils' package (the receipt PDF tests are skipped)." >&2
  fi
fi

source "$(dirname "$0")/pg-test-server.sh"

rm -rf test-results && mkdir -p test-results
stages=test-results/stages.tsv
: >"$stages"

stage() { # stage NAME RESULT_FILE COMMAND...
  local name=$1 result=$2
  shift 2
  echo
  echo "==> $name"
  "$@"
  printf '%s\t%s\t%s\n' "$name" "$?" "$result" >>"$stages"
}

stage format - pnpm --silent run format:check
stage lint - pnpm --silent run lint
stage typecheck - pnpm --silent run typecheck
stage unit test-results/unit.json pnpm exec vitest run --project unit --coverage \
  --reporter=default --reporter=json --outputFile.json=test-results/unit.json
stage browser test-results/browser.json pnpm exec vitest run --project browser --project widget --project host \
  --reporter=default --reporter=json --outputFile.json=test-results/browser.json
stage build - pnpm --silent run build
# the built element under @web/test-runner, against a real server it starts (after the build: it loads dist/)
stage wtr test-results/wtr.json env WTR_RESULT_FILE="$PWD/test-results/wtr.json" \
  pnpm --silent --filter @freight/widget run test:wtr
stage e2e test-results/e2e.json pnpm exec playwright test -c tests/playwright.config.ts

echo
node scripts/summarize.mjs "$stages"
