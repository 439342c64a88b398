# Sourced by start.sh and test.sh: makes a fresh machine (Node 20 + npm) ready to run the workspace.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "==> installing pnpm $PNPM_VERSION"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi

echo "==> installing dependencies from the lockfile"
pnpm install --frozen-lockfile --reporter=silent
