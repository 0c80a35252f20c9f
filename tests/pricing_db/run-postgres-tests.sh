#!/usr/bin/env bash
# Runs the catalog suite (tst_catalogbackends: every test on SQLite and on PostgreSQL) against
# a real, throw-away PostgreSQL server, then stops and removes it. Used by the CTest test
# tst_catalogbackends_postgres (label "postgres"); .ci/run installs postgresql (scripts/dev.sh).
#   bash tests/pricing_db/run-postgres-tests.sh build/tests/pricing_db/tst_catalogbackends
# pg_virtualenv (postgresql-common) makes a temporary cluster on a free port, as root too (-t);
# without it initdb + pg_ctl run in a temporary folder (not as root: PostgreSQL refuses that).
set -euo pipefail
test_binary=$(realpath "$1")
shift
export GPUTCO_TEST_PG_URL=postgresql:///postgres
export GPUTCO_TEST_PG_REQUIRED=1
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}

if command -v pg_virtualenv >/dev/null 2>&1; then
    # PGHOST, PGPORT, PGUSER and PGPASSWORD of the temporary cluster reach libpq through the
    # environment; the URL leaves them empty.
    # GPUTCO_TEST_PG_STOP/START let tst_catalogbackends::offlineCopy stop and restart it.
    # shellcheck disable=SC2016
    exec pg_virtualenv -t bash -c '
        export GPUTCO_TEST_PG_STOP="pg_ctlcluster $PGVERSION regress stop"
        export GPUTCO_TEST_PG_START="pg_ctlcluster $PGVERSION regress start"
        exec "$0" "$@"' "$test_binary" "$@"
fi

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
    echo "run-postgres-tests.sh: PostgreSQL is not installed (Debian: apt-get install postgresql)" >&2
    exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
    echo "run-postgres-tests.sh: initdb refuses root; install postgresql-common for pg_virtualenv" >&2
    exit 1
fi
dir=$(mktemp -d)
trap '"$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT
"$bindir/initdb" -D "$dir/data" -U postgres -A trust >/dev/null
port=$(( 20000 + RANDOM % 20000 ))
start="$bindir/pg_ctl -D $dir/data -l $dir/log -w -o '-p $port -k $dir -c listen_addresses=' start"
eval "$start" >/dev/null
export GPUTCO_TEST_PG_STOP="$bindir/pg_ctl -D $dir/data -m fast -w stop"
export GPUTCO_TEST_PG_START="$start"
PGHOST=$dir PGPORT=$port PGUSER=postgres "$test_binary" "$@"
