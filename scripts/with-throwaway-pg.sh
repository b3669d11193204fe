#!/usr/bin/env bash
# Run a command against a throwaway PostgreSQL cluster.
#
#   bash scripts/with-throwaway-pg.sh <command...>
#
# Creates a fresh cluster in a temporary directory (Debian's postgresql
# binaries, highest installed major), listening on a free port on 127.0.0.1
# with trust auth and durability switched off, exports
#   DATABASE_URL=TEST_DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres
# (superuser "postgres"), runs the command as the current user and exits with
# its exit code. The cluster is stopped and the directory removed on exit,
# including on failure or Ctrl-C.
set -euo pipefail

log() { echo "[throwaway-pg] $*" >&2; }
die() {
  log "error: $*"
  exit 1
}

if [[ $# -eq 0 ]]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

# --- locate binaries -------------------------------------------------------
pg_bin=""
shopt -s nullglob
initdbs=(/usr/lib/postgresql/*/bin/initdb)
shopt -u nullglob
if [[ ${#initdbs[@]} -gt 0 ]]; then
  pg_bin="$(dirname "$(printf '%s\n' "${initdbs[@]}" | sort -V | tail -n 1)")"
fi
if [[ -z "$pg_bin" || ! -x "$pg_bin/pg_ctl" ]]; then
  log "error: no PostgreSQL server found (looked for /usr/lib/postgresql/<major>/bin/initdb and pg_ctl)"
  log "install it with: apt-get install -y postgresql   (.ci/run does this in CI)"
  exit 1
fi
command -v node >/dev/null 2>&1 || die "node is required (used to pick a free port)"

# --- run server-side commands as an unprivileged user when root -----------
pg_user="$(id -un)"
as_pg() { (cd / && "$@"); }
if [[ "$(id -u)" -eq 0 ]]; then
  pg_user=pgtest
  if ! id -u "$pg_user" >/dev/null 2>&1; then
    log "creating system user $pg_user (PostgreSQL refuses to run as root)"
    useradd --system --no-create-home --shell /usr/sbin/nologin "$pg_user" \
      || id -u "$pg_user" >/dev/null 2>&1 \
      || die "could not create user $pg_user"
  fi
  as_pg() { (cd / && runuser -u "$pg_user" -- "$@"); }
fi

# --- cluster lifecycle -----------------------------------------------------
tmp_dir=""
data_dir=""
started=0

# shellcheck disable=SC2317  # only invoked via trap
cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  set +e
  if [[ $started -eq 1 && -f "$data_dir/postmaster.pid" ]]; then
    log "stopping cluster"
    as_pg "$pg_bin/pg_ctl" stop -D "$data_dir" -m immediate -w -t 30 >/dev/null 2>&1 \
      || log "warning: pg_ctl stop failed"
  fi
  if [[ -n "$tmp_dir" && -d "$tmp_dir" ]]; then
    rm -rf -- "$tmp_dir" || log "warning: could not remove $tmp_dir"
  fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

tmp_dir="$(mktemp -d -t throwaway-pg.XXXXXXXX)"
data_dir="$tmp_dir/data"
sock_dir="$tmp_dir/sock"
log_file="$tmp_dir/postgres.log"
chmod 700 "$tmp_dir"
if [[ "$pg_user" != "$(id -un)" ]]; then
  chown "$pg_user:" "$tmp_dir"
fi
as_pg mkdir -m 700 "$sock_dir"

log "initdb ($pg_bin, data in $tmp_dir, running as $pg_user)"
if ! as_pg "$pg_bin/initdb" -D "$data_dir" -U postgres --auth=trust \
  --encoding=UTF8 --locale=C --no-sync >"$tmp_dir/initdb.log" 2>&1; then
  cat "$tmp_dir/initdb.log" >&2
  die "initdb failed"
fi

cat >>"$data_dir/postgresql.conf" <<EOF

# throwaway-pg settings
listen_addresses = '127.0.0.1'
unix_socket_directories = '$sock_dir'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
EOF

free_port() {
  node -e "const s = require('net').createServer();
s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}

# The port can in theory be taken between picking and binding: retry a few times.
port=""
for attempt in 1 2 3; do
  port="$(free_port)"
  [[ "$port" =~ ^[0-9]+$ ]] || die "could not pick a free port (got '$port')"
  log "starting PostgreSQL on 127.0.0.1:$port (attempt $attempt)"
  if as_pg "$pg_bin/pg_ctl" start -D "$data_dir" -l "$log_file" -w -t 60 \
    -o "-p $port" >/dev/null 2>&1; then
    started=1
    break
  fi
  # pg_ctl may have given up while the postmaster is still around.
  if [[ -f "$data_dir/postmaster.pid" ]]; then
    started=1
    break
  fi
  log "start failed; server log:"
  tail -n 20 "$log_file" >&2 || true
done
[[ $started -eq 1 ]] || die "could not start PostgreSQL"

ready=0
for _ in $(seq 1 60); do
  if "$pg_bin/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres -d postgres; then
    ready=1
    break
  fi
  sleep 0.5
done
if [[ $ready -ne 1 ]]; then
  tail -n 50 "$log_file" >&2 || true
  die "PostgreSQL did not become ready on 127.0.0.1:$port"
fi

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export TEST_DATABASE_URL="$DATABASE_URL"
log "ready: $DATABASE_URL"
log "running: $*"

set +e
"$@"
rc=$?
set -e
log "command exited with $rc"
exit "$rc"
