#!/bin/sh
# The playground under load: `racstep serve` on a free loopback port, then wrk with
# CONNECTIONS clients for SECONDS seconds, each POSTing the classic bind: snippet to
# /api/trace (every request a child process: a real run, trace and woven HTML).
# Fails when any request errs (a non-2xx answer, a timeout, a broken connection).
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
