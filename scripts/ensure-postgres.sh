#!/usr/bin/env bash
# Makes a local PostgreSQL 15 ready for the contract tests and prints its URL on stdout (progress goes
# to stderr). Installs Debian's postgresql package when the server is missing, starts the cluster when
# it is down, and creates the role (allowed to create the per-test-file databases) and the database.
# Needs root on a fresh machine; idempotent. Override with CURBCUT_PG_ROLE / _PASSWORD / _DB.
set -euo pipefail

PG_VERSION=15
ROLE="${CURBCUT_PG_ROLE:-curbcut}"
PASSWORD="${CURBCUT_PG_PASSWORD:-curbcut}"
DB="${CURBCUT_PG_DB:-curbcut_test}"

log() { echo "ensure-postgres: $*" >&2; }

# Runs one SQL statement as the postgres superuser; arguments travel as positional parameters so no
# quoting is needed. psql variables (:'name') quote the values inside SQL.
psql_admin() {
  local sql="$1"
  shift
  su postgres -s /bin/sh -c 'port="$1"; sql="$2"; shift 2; psql -p "$port" -qtAX -v ON_ERROR_STOP=1 "$@" -c "$sql"' \
    sh "$PORT" "$sql" "$@"
}

if [ ! -x "/usr/lib/postgresql/$PG_VERSION/bin/postgres" ]; then
  log "PostgreSQL $PG_VERSION is not installed; installing Debian's postgresql package"
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
fi

if ! pg_lsclusters -h | awk -v v="$PG_VERSION" '$1 == v && $2 == "main" { found = 1 } END { exit !found }'; then
  log "creating cluster $PG_VERSION/main"
  pg_createcluster "$PG_VERSION" main >&2
fi

PORT="$(pg_lsclusters -h | awk -v v="$PG_VERSION" '$1 == v && $2 == "main" { print $3 }')"
STATUS="$(pg_lsclusters -h | awk -v v="$PG_VERSION" '$1 == v && $2 == "main" { print $4 }')"
if [ "$STATUS" != "online" ]; then
  log "starting cluster $PG_VERSION/main"
  pg_ctlcluster "$PG_VERSION" main start >&2
fi
for _ in $(seq 1 50); do
  pg_isready -q -h 127.0.0.1 -p "$PORT" && break
  sleep 0.2
done
pg_isready -q -h 127.0.0.1 -p "$PORT" || { log "PostgreSQL did not become ready on port $PORT"; exit 1; }

if [ "$(psql_admin "SELECT 1 FROM pg_roles WHERE rolname = '$ROLE'")" != "1" ]; then
  log "creating role $ROLE"
  psql_admin "CREATE ROLE \"$ROLE\" LOGIN CREATEDB PASSWORD '$PASSWORD'"
else
  psql_admin "ALTER ROLE \"$ROLE\" LOGIN CREATEDB PASSWORD '$PASSWORD'"
fi
if [ "$(psql_admin "SELECT 1 FROM pg_database WHERE datname = '$DB'")" != "1" ]; then
  log "creating database $DB"
  psql_admin "CREATE DATABASE \"$DB\" OWNER \"$ROLE\""
fi

echo "postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/$DB"
