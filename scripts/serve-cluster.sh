#!/usr/bin/env bash
# `make serve-cluster N=2`: the deployment of deploy/ on this machine's loopback, to try it
# before copying it to hosts: N `racstep serve` instances on free loopback ports and nginx
# (configured from deploy/nginx/racstep.conf, scripts/cluster.sh says how) on
# http://127.0.0.1:PORT/, all as the current user, its files in a temporary run directory.
# Ctrl-C stops everything and removes the directory.
# Usage: scripts/serve-cluster.sh RACSTEP N PORT
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/cluster.sh
. "$here/cluster.sh"
racstep=$1 count=${2:-2} port=${3:-8000}
[ "$count" -ge 1 ] 2>/dev/null || { echo "serve-cluster: N must be a number, at least 1" >&2; exit 2; }
cluster_init "$racstep"
trap cluster_stop EXIT
trap 'exit 130' INT TERM
for index in $(seq 0 $((count - 1))); do cluster_start_instance "$index"; done
echo "serve-cluster: $count instances on ports ${cluster_ports[*]}, building the site…"
cluster_wait_built
cluster_start_nginx "$port"
echo "serve-cluster: serving http://127.0.0.1:$port/ (playground: /play) through nginx; config and logs in $cluster_dir; Ctrl-C stops all"
# Until Ctrl-C. The terminal sends it to nginx too, which then exits 0; nginx ending
# otherwise is a failure (cluster_stop prints its error log).
status=0
wait "$cluster_nginx_pid" || status=$?
[ "$status" -ne 0 ] || exit 130
echo "serve-cluster: nginx ended ($status)" >&2
exit 1
