#!/usr/bin/env bash
# Starts a throwaway PostgreSQL (Debian's package) on a free loopback port, runs the command given with
# DATABASE_URL pointing at an empty database of it, then always stops the server and removes its files.
# The command's exit code is the script's. Usage: bash scripts/with-pg.sh <command> [args…]
#   e.g. bash scripts/with-pg.sh node test/reliability/run.mjs
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: bash scripts/with-pg.sh <command> [args…]" >&2
  exit 2
fi

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
if [[ -z "${PG_BIN}" || ! -x "${PG_BIN}/initdb" || ! -x "${PG_BIN}/pg_ctl" ]]; then
  echo "with-pg: PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin." >&2
  echo "with-pg: install them with: apt-get update && apt-get install -y postgresql" >&2
  exit 1
fi

WORK="$(mktemp -d -t obt-pg-XXXXXX)"
DATA="${WORK}/data"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

# initdb refuses to run as root: run the server as the 'postgres' user (created if missing) when we are root.
AS=()
if [[ "$(id -u)" == "0" ]]; then
  if ! id postgres >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  fi
  chown postgres "${WORK}"
  AS=(runuser -u postgres --)
fi

cleanup() {
  local status=$?
  if [[ -f "${DATA}/postmaster.pid" ]]; then
    "${AS[@]}" "${PG_BIN}/pg_ctl" -D "${DATA}" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "${WORK}"
  exit "${status}"
}
trap cleanup EXIT INT TERM

echo "with-pg: PostgreSQL $("${PG_BIN}/postgres" --version | awk '{print $3}') on 127.0.0.1:${PORT} (${WORK})"
"${AS[@]}" "${PG_BIN}/initdb" -D "${DATA}" -U postgres --auth=trust --encoding=UTF8 --no-locale >"${WORK}/initdb.log" 2>&1 || {
  cat "${WORK}/initdb.log" >&2
  exit 1
}
# A throwaway cluster: no durability needed, so no fsync. Room for several server processes' pools (10 each).
"${AS[@]}" "${PG_BIN}/pg_ctl" -D "${DATA}" -l "${WORK}/server.log" -w -t 60 \
  -o "-p ${PORT} -k ${WORK} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || {
  cat "${WORK}/server.log" >&2
  exit 1
}
"${PG_BIN}/createdb" -h 127.0.0.1 -p "${PORT}" -U postgres obt_test

export DATABASE_URL="postgres://postgres@127.0.0.1:${PORT}/obt_test"
cd "${ROOT}"
"$@"
