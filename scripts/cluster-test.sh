#!/usr/bin/env bash
# `make cluster-test`: the deployment of deploy/ under load with an instance killed. Two
# `racstep serve` instances behind nginx on loopback (scripts/cluster.sh); then
#  1. nginx passes compression through: a page comes gzipped once (it decompresses to the
#     page) to a client that accepts gzip, as it is to one that does not, `Vary` either way;
#     and the two instances serve the same pages byte for byte (the live script's build
#     name too, SiteFingerprint), so a page and its event stream may come from either;
#  2. wrk with CONNECTIONS clients for SECONDS through nginx, every request a distinct snippet
#     POSTed to /api/trace (bench/load-test.lua, as bench/load-test.sh runs it), and half-way
#     instance 0 is killed with SIGKILL. Fails on any failed request (non-2xx, a 2 s timeout,
#     a socket error) or a p99 over 1 s: the runs the dead instance had, and the requests its
#     pooled connections carried, must go on to the other instance (nginx's
#     proxy_next_upstream) unseen by the clients;
#  3. instance 0 is started again on its port, and within 30 s answers requests through
#     nginx again (nginx's access log says which instance answered: `$upstream_addr`).
# Prints the load test's line (requests/s, p99, errors), how many requests nginx sent on to
# the other instance, and the load average around the run.
# Usage: scripts/cluster-test.sh RACSTEP [CONNECTIONS] [SECONDS]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/cluster.sh
. "$here/cluster.sh"
racstep=$1 connections=${2:-100} seconds=${3:-10}
bench="$cluster_repo/bench"
cluster_init "$racstep"
trap cluster_stop EXIT
trap 'exit 130' INT TERM

cluster_start_instance 0
cluster_start_instance 1
cluster_wait_built
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cluster_start_nginx "$port"
url="http://127.0.0.1:$port/"
log="$cluster_dir/access.log"
echo "cluster-test: nginx on $url, instances on ports ${cluster_ports[*]}"

# 1. Compression passes through. The index page is over 1 KB, which the server gzips.
curl -sf -D "$cluster_dir/gzip.headers" -H 'Accept-Encoding: gzip' -o "$cluster_dir/index.gz" "$url"
curl -sf -D "$cluster_dir/plain.headers" -o "$cluster_dir/index.html" "$url"
grep -qi '^content-encoding: gzip' "$cluster_dir/gzip.headers" \
    || { echo "cluster-test: the page did not come gzipped" >&2; exit 1; }
[ "$(grep -ci '^content-encoding' "$cluster_dir/gzip.headers")" = 1 ] \
    || { echo "cluster-test: the page was encoded more than once" >&2; exit 1; }
gzip -dc "$cluster_dir/index.gz" | cmp -s - "$cluster_dir/index.html" \
    || { echo "cluster-test: the gzipped page is not the page" >&2; exit 1; }
! grep -qi '^content-encoding' "$cluster_dir/plain.headers" \
    || { echo "cluster-test: a client without Accept-Encoding got an encoded page" >&2; exit 1; }
for headers in "$cluster_dir/gzip.headers" "$cluster_dir/plain.headers"; do
    grep -qi '^vary: accept-encoding' "$headers" || { echo "cluster-test: no Vary: Accept-Encoding" >&2; exit 1; }
done
echo "cluster-test: compression passes through nginx (gzip once, identity without Accept-Encoding, Vary)"
# Any instance answers alike: the same page, byte for byte, live script's build name included.
for page in "" 06-bind.html zh/play; do
    curl -sf -o "$cluster_dir/page.0" "http://127.0.0.1:${cluster_ports[0]}/$page"
    curl -sf -o "$cluster_dir/page.1" "http://127.0.0.1:${cluster_ports[1]}/$page"
    cmp -s "$cluster_dir/page.0" "$cluster_dir/page.1" || { echo "cluster-test: the instances serve /$page differently" >&2; exit 1; }
    grep -q 'data-generation="[0-9a-f]\{16\}"' "$cluster_dir/page.0" || { echo "cluster-test: /$page names no build" >&2; exit 1; }
done
echo "cluster-test: both instances serve the same pages, byte for byte"

# 2. The load test, instance 0 killed half-way.
curl -sf -X POST --data-binary @"$bench/load-test.m" "${url}api/trace" | grep -q '"output":"1\\n2\\n"' \
    || { echo "cluster-test: /api/trace did not answer the snippet's output through nginx" >&2; exit 1; }
echo "cluster-test: load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
before=$(wc -l <"$log")
status=0
wrk -t2 -c"$connections" -d"${seconds}s" --timeout 2s --latency -s "$bench/load-test.lua" "${url}api/trace" >"$cluster_dir/wrk.out" &
wrk=$!
sleep "$(awk -v s="$seconds" 'BEGIN { print s / 2 }')"
kill -KILL "${cluster_pids[0]}"
echo "cluster-test: killed instance 0 (port ${cluster_ports[0]}) with SIGKILL"
wait "$wrk" || status=1
cat "$cluster_dir/wrk.out"
echo "cluster-test: load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
killed="127.0.0.1:${cluster_ports[0]}"
# Requests nginx sent to the dead instance first and then on (`$upstream_addr` names both).
retried=$(tail -n +"$((before + 1))" "$log" | grep -c "upstream $killed, " || true)
# What nginx answered, by status (it follows the request line's closing quote); 499 is a
# request wrk still had open when it stopped.
statuses=$(tail -n +"$((before + 1))" "$log" | awk -F'"' '{ split($3, after, " "); n[after[1]]++ } END { for (s in n) printf " %s ×%d", s, n[s] }')
served=$(tail -n +"$((before + 1))" "$log" | grep -c "upstream $killed 200 " || true)
echo "cluster-test: the killed instance answered $served requests; nginx sent $retried on from it; nginx answered:$statuses"
[ "$served" -gt 0 ] || { echo "cluster-test: the killed instance had taken no traffic: nothing was tested" >&2; exit 1; }
[ "$status" -eq 0 ] || { echo "cluster-test: the load test failed with an instance killed" >&2; exit 1; }

# 3. The killed instance again, on its port: nginx tries it once its fail_timeout is past.
cluster_start_instance 0 "${cluster_ports[0]}"
before=$(wc -l <"$log")
answered=0
for _ in $(seq 1 300); do
    curl -sf -o /dev/null -X POST --data-binary @"$bench/load-test.m" "${url}api/trace" \
        || { echo "cluster-test: a request failed after the restart" >&2; exit 1; }
    answered=$(tail -n +"$((before + 1))" "$log" | grep -c "upstream $killed 200 " || true)
    [ "$answered" -ge 5 ] && break
    sleep 0.1
done
[ "$answered" -ge 5 ] || { echo "cluster-test: the restarted instance took no traffic in 30 s" >&2; exit 1; }
echo "cluster-test: the restarted instance answers through nginx again ($answered of $(($(wc -l <"$log") - before)) requests)"
echo "cluster-test: passed"
