#!/bin/sh
# The playground under load: `racstep serve` on a free loopback port, then wrk with
# CONNECTIONS clients for SECONDS seconds, each POSTing the classic bind: snippet to
# /api/trace with a trailing comment of its own (load-test.lua), so every request is a
# distinct snippet: a real run, trace and woven HTML in one of the server's workers.
# Fails when any request errs (a non-2xx answer, a 2 s timeout, a broken connection) or the
# 99th percentile passes 1 s. Prints the CPU time per request, the server's and its
# workers' apart (/proc, clock ticks), and the load average around the run. Then each
# runaway snippet of Tests/Fixtures/playground-corpus (`// limit: NAME`) must be answered 422
# naming its limit within 2.5 s (the wall-clock limit is 2 s).
# Usage: bench/load-test.sh RACSTEP CONNECTIONS SECONDS
set -eu
racstep=$1 connections=${2:-50} seconds=${3:-10}
here=$(cd "$(dirname "$0")" && pwd)
log=$(mktemp)
"$racstep" serve --port 0 --host 127.0.0.1 "$here/../lessons" --theme "$here/../site" >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -f "$log"' EXIT
url=""
for _ in $(seq 1 100); do
    url=$(sed -n 's|^serving \(http://[^ ]*\) .*|\1|p' "$log")
    [ -n "$url" ] && break
    sleep 0.1
done
[ -n "$url" ] || { cat "$log"; echo "load-test: racstep serve did not start" >&2; exit 1; }
# One run first: the answer must be the snippet's output, not an error page.
curl -sf -X POST --data-binary @"$here/load-test.m" "${url}api/trace" | grep -q '"output":"1\\n2\\n"' \
    || { echo "load-test: /api/trace did not answer the snippet's output" >&2; exit 1; }
# CPU ticks used so far by a process: utime + stime, and cutime + cstime of its reaped children.
ticks() { awk '{ sub(/^.*\) /, ""); print $12 + $13 + $14 + $15 }' "/proc/$1/stat" 2>/dev/null || echo 0; }
# The workers' ticks: the server's live children (a worker ends only with the server or when replaced).
worker_ticks() {
    total=0
    for child in $(cat /proc/"$server"/task/*/children 2>/dev/null); do total=$((total + $(ticks "$child"))); done
    echo "$total"
}
server_before=$(ticks "$server") workers_before=$(worker_ticks)
echo "load-test: load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
status=0
wrk -t2 -c"$connections" -d"${seconds}s" --timeout 2s --latency -s "$here/load-test.lua" "${url}api/trace" >"$log.wrk" || status=1
cat "$log.wrk"
server_after=$(ticks "$server") workers_after=$(worker_ticks)
echo "load-test: load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
requests=$(sed -n 's/^load-test: \([0-9]*\) requests in.*/\1/p' "$log.wrk")
rm -f "$log.wrk"
# The server's ticks include replaced workers it has reaped; a worker replaced during the run
# has its ticks counted there, not under the workers.
awk -v r="${requests:-0}" -v hz="$(getconf CLK_TCK)" -v s=$((server_after - server_before)) -v w=$((workers_after - workers_before)) \
    'BEGIN { if (r > 0) printf "load-test: CPU per request %.1f ms: server %.1f ms, workers %.1f ms\n", (s + w) * 1000 / hz / r, s * 1000 / hz / r, w * 1000 / hz / r }'
for file in "$here"/../Tests/Fixtures/playground-corpus/*.m; do
    limit=$(sed -n '1s|^// limit: \([a-z-]*\) .*|\1|p' "$file")
    [ -n "$limit" ] || continue
    answer=$(curl -s -o /tmp/racstep-load-reply.$$ -w '%{http_code} %{time_total}' -X POST --data-binary @"$file" "${url}api/trace")
    code=${answer% *} seconds=${answer#* }
    named=$(grep -o '"limit":"[a-z-]*"' /tmp/racstep-load-reply.$$ || true)
    rm -f /tmp/racstep-load-reply.$$
    echo "load-test: $(basename "$file"): $code $named in ${seconds} s"
    if [ "$code" != 422 ] || [ "$named" != "\"limit\":\"$limit\"" ] || awk "BEGIN { exit !($seconds > 2.5) }"; then status=1; fi
done
exit $status
