#!/usr/bin/env bash
# Starts the product with its embedded defaults and prints the URL.
source "$(dirname "$0")/bootstrap.sh"

echo "==> building the web app"
pnpm --silent run build >/dev/null

echo "==> starting the server"
exec pnpm --silent --filter @freight/server start
