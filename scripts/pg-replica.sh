#!/usr/bin/env bash
# A streaming read replica of the local PostgreSQL cluster, for the read-replica test and for trying
# DATABASE_READ_URL by hand (docs/testing.md, "A read replica").
#
#   scripts/pg-replica.sh start          make it (first time: pg_basebackup) and start it; a no-op when running
#   scripts/pg-replica.sh stop           stop it (its data stays; start again resumes streaming)
#   scripts/pg-replica.sh pause-replay   it keeps receiving WAL but applies none: it falls behind
#   scripts/pg-replica.sh resume-replay  it applies what it received and keeps up again
#   scripts/pg-replica.sh status         running or not, in recovery, replay paused, replayed position
#   scripts/pg-replica.sh destroy        stop it and delete its data directory
#
# Settings (environment): PGUSER (root), PG_PRIMARY_HOST (127.0.0.1), PG_PRIMARY_PORT (5432),
# PG_REPLICA_PORT (5433), PG_REPLICA_DIR (${TMPDIR:-/tmp}/roslis-pg-replica).
#
# The replica copies the whole cluster (every database on it), so a test that made its database on the
# primary connects to the same name on the replica's port. PostgreSQL refuses to run as root: the data
# directory is handed to the `postgres` OS user and pg_ctl runs as that user. Replication connections need
# a pg_hba.conf line of their own ("all" does not cover them): when the primary has none for 127.0.0.1,
# this script appends `host replication all 127.0.0.1/32 trust` to the primary's pg_hba.conf and reloads
# it. That is meant for CI and development machines whose PostgreSQL already trusts 127.0.0.1; set
# PG_REPLICA_EDIT_HBA=no to be told instead. No replication slot is made: a replica stopped for long may
# find the WAL it needs gone, then `destroy` and `start` make a fresh one.
set -euo pipefail

PGUSER="${PGUSER:-root}"
PRIMARY_HOST="${PG_PRIMARY_HOST:-127.0.0.1}"
PRIMARY_PORT="${PG_PRIMARY_PORT:-5432}"
PORT="${PG_REPLICA_PORT:-5433}"
DIR="${PG_REPLICA_DIR:-${TMPDIR:-/tmp}/roslis-pg-replica}"
OS_USER="${PG_REPLICA_OS_USER:-postgres}"
export PGUSER

bindir() {
  if command -v pg_config >/dev/null 2>&1 && [[ -x "$(pg_config --bindir)/pg_ctl" ]]; then
    pg_config --bindir
  else
    dirname "$(ls -d /usr/lib/postgresql/*/bin/pg_ctl 2>/dev/null | sort -V | tail -1)"
  fi
}
BIN="$(bindir)"

as_owner() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u "$OS_USER" -- "$@"; else "$@"; fi
}
primary_sql() { psql -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -d postgres -Atqc "$1"; }
replica_sql() { psql -h 127.0.0.1 -p "$PORT" -d postgres -Atqc "$1"; }
running() { [[ -f "$DIR/postmaster.pid" ]] && as_owner "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; }

ensure_replication_hba() {
  local rules
  rules=$(primary_sql "select count(*) from pg_hba_file_rules where 'replication' = any(database)
    and (type = 'local' or address in ('127.0.0.1', 'all', 'samehost') or address is null)")
  [[ "$rules" != "0" ]] && return 0
  local hba
  hba=$(primary_sql "show hba_file")
  if [[ "${PG_REPLICA_EDIT_HBA:-yes}" == "no" ]]; then
    echo "The primary's $hba has no line for replication connections from 127.0.0.1: add" >&2
    echo "  host replication all 127.0.0.1/32 trust" >&2
    echo "and reload it (select pg_reload_conf()), or run without PG_REPLICA_EDIT_HBA=no." >&2
    exit 1
  fi
  echo "Adding 'host replication all 127.0.0.1/32 trust' to $hba (replication from this machine) and reloading."
  printf '\n# Added by roslis scripts/pg-replica.sh: a local streaming replica for tests.\nhost replication all 127.0.0.1/32 trust\n' >>"$hba"
  primary_sql "select pg_reload_conf()" >/dev/null
}

make_replica() {
  local super
  super=$(primary_sql "select rolsuper or rolreplication from pg_roles where rolname = current_user")
  if [[ "$super" != "t" ]]; then
    echo "$PGUSER may not replicate: ALTER ROLE $PGUSER REPLICATION (as a superuser), then run this again." >&2
    exit 1
  fi
  ensure_replication_hba
  rm -rf "$DIR"
  mkdir -p "$(dirname "$DIR")"
  echo "Copying the cluster at $PRIMARY_HOST:$PRIMARY_PORT into $DIR (pg_basebackup)."
  "$BIN/pg_basebackup" -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U "$PGUSER" -D "$DIR" -R -X stream -c fast
  # The primary's settings may live outside its data directory (Debian's /etc/postgresql): the replica
  # gets its own. A standby needs these limits at least as high as the primary's.
  local setting
  {
    echo "# roslis scripts/pg-replica.sh: a hot standby of $PRIMARY_HOST:$PRIMARY_PORT"
    echo "port = $PORT"
    echo "listen_addresses = '127.0.0.1'"
    echo "unix_socket_directories = '$DIR'"
    echo "hot_standby = on"
    echo "hot_standby_feedback = on"
    echo "shared_buffers = 32MB"
    echo "logging_collector = off"
    for setting in max_connections max_worker_processes max_prepared_transactions \
      max_locks_per_transaction max_wal_senders; do
      echo "$setting = $(primary_sql "show $setting")"
    done
  } >"$DIR/postgresql.conf"
  printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' >"$DIR/pg_hba.conf"
  : >"$DIR/pg_ident.conf"
  if [[ $(id -u) -eq 0 ]]; then chown -R "$OS_USER:$OS_USER" "$DIR"; fi
  chmod 700 "$DIR"
}

start() {
  if running; then
    echo "The replica is running on port $PORT ($DIR)."
    return 0
  fi
  if [[ ! -f "$DIR/standby.signal" ]]; then make_replica; fi
  as_owner "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -t 60 start >/dev/null
  for _ in $(seq 1 60); do
    [[ "$(replica_sql "select pg_is_in_recovery()" 2>/dev/null)" == "t" ]] && break
    sleep 0.5
  done
  echo "The replica is running on port $PORT ($DIR): postgres://$PGUSER@127.0.0.1:$PORT/<database>"
}

stop() {
  if running; then as_owner "$BIN/pg_ctl" -D "$DIR" -m fast -w stop >/dev/null; fi
  echo "The replica is stopped."
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  pause-replay) replica_sql "select pg_wal_replay_pause()" >/dev/null && echo "Replay paused." ;;
  resume-replay) replica_sql "select pg_wal_replay_resume()" >/dev/null && echo "Replay resumed." ;;
  status)
    if running; then
      replica_sql "select 'in recovery: ' || pg_is_in_recovery() || ', replay: ' || pg_get_wal_replay_pause_state()
        || ', replayed up to ' || pg_last_wal_replay_lsn()"
    else
      echo "The replica is not running."
    fi
    ;;
  destroy)
    stop
    rm -rf "$DIR"
    echo "Removed $DIR."
    ;;
  *)
    echo "usage: $0 start|stop|pause-replay|resume-replay|status|destroy" >&2
    exit 2
    ;;
esac
