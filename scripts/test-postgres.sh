#!/usr/bin/env bash
# Installs (if missing) and starts Debian's PostgreSQL, and creates the role and database the integration tests use:
#   postgres://stone:stone@127.0.0.1:5432/stone_test  (override with TEST_DATABASE_URL). Idempotent; needs root.
set -euo pipefail

if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi

cluster=$(pg_lsclusters --no-header | head -n1)
if [ -z "$cluster" ]; then
  version=$(ls /usr/lib/postgresql | sort -V | tail -n1)
  pg_createcluster "$version" main >/dev/null
  cluster=$(pg_lsclusters --no-header | head -n1)
fi
read -r version name port status _ <<<"$cluster"
if [ "$status" != "online" ]; then
  pg_ctlcluster "$version" "$name" start
fi

as_postgres() { runuser -u postgres -- "$@"; }
as_postgres psql -p "$port" -v ON_ERROR_STOP=1 -qtc "SELECT 1 FROM pg_roles WHERE rolname = 'stone'" | grep -q 1 ||
  as_postgres psql -p "$port" -v ON_ERROR_STOP=1 -qc "CREATE ROLE stone LOGIN PASSWORD 'stone'"
as_postgres psql -p "$port" -v ON_ERROR_STOP=1 -qtc "SELECT 1 FROM pg_database WHERE datname = 'stone_test'" | grep -q 1 ||
  as_postgres createdb -p "$port" -O stone stone_test
echo "PostgreSQL $version/$name is online on port $port; test database: postgres://stone:stone@127.0.0.1:$port/stone_test"
