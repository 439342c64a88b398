# Sourced by test.sh: starts a throw-away PostgreSQL on a loopback port when Debian's server is installed,
# and exports TEST_DATABASE_URL so the API tests also run against it. Stopped on exit.
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
PG_PORT=${PG_TEST_PORT:-55432}
if [ -z "${TEST_DATABASE_URL:-}" ] && [ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ]; then
  PG_DIR=$(mktemp -d /tmp/freight-pg.XXXXXX)
  as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$PG_DIR"
  if as_pg "'$PG_BIN/initdb' -D '$PG_DIR/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null &&
    as_pg "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -l '$PG_DIR/server.log' -o \"-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off\" -w start" >/dev/null; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
    trap "as_pg \"'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -m fast stop\" >/dev/null 2>&1; rm -rf '$PG_DIR'" EXIT
    echo "==> PostgreSQL for the API tests on 127.0.0.1:$PG_PORT"
  else
    echo "PostgreSQL could not start; API tests run on PGlite only." >&2
  fi
fi
