#!/bin/sh
# The playground under load: `racstep serve` on a free loopback port, then wrk with
# CONNECTIONS clients for SECONDS seconds, each POSTing the classic bind: snippet to
# /api/trace (every request a child process: a real run, trace and woven HTML).
# Fails when any request errs (a non-2xx answer, a timeout, a broken connection). Then each
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
wrk -t2 -c"$connections" -d"${seconds}s" --timeout 10s --latency -s "$here/load-test.lua" "${url}api/trace"
status=0
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
