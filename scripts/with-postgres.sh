#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster (Debian's `postgresql` package):
# initdb into a temporary folder, a random free port on 127.0.0.1, trust auth, the server running as the
# `postgres` user when invoked as root (PostgreSQL refuses root). The cluster is deleted afterwards.
#   scripts/with-postgres.sh npx jest __tests__/backend
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "PostgreSQL server binaries not found; install them with: apt-get install -y postgresql" >&2
  exit 1
fi

as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  as_owner=(runuser -u postgres --)
fi

workdir=$(mktemp -d /tmp/with-postgres.XXXXXX)
chmod 755 "$workdir"
if [ "$(id -u)" -eq 0 ]; then
  chown postgres:postgres "$workdir"
fi

stop_cluster() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap stop_cluster EXIT

port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

"${as_owner[@]}" "$bindir/initdb" -D "$workdir/data" -U postgres --auth=trust --encoding=UTF8 --no-sync >/dev/null
"${as_owner[@]}" "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $workdir -c fsync=off -c max_connections=100" start >/dev/null

export DATABASE_URL="postgresql://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2
set +e
"$@"
status=$?
set -e
exit $status
