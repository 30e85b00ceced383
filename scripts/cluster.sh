# shellcheck shell=bash
# The playground on a loopback cluster: `racstep serve` instances on free loopback ports and
# nginx in front of them, configured from the deployment a teacher copies
# (deploy/nginx/racstep.conf, only its upstream `server` lines, `listen` and log path
# rewritten), everything nginx writes (its config, pid, logs, temp files) in one run
# directory, all as the current user. Sourced (bash) by scripts/serve-cluster.sh (`make
# serve-cluster`) and scripts/cluster-test.sh (`make cluster-test`), which call, in order:
#   cluster_init RACSTEP            the run directory ($cluster_dir); `trap cluster_stop EXIT` next
#   cluster_start_instance I [PORT] instance I (0, 1, …) on PORT, or a free port ($cluster_ports[I])
#   cluster_wait_built              until every instance serves its first build
#   cluster_start_nginx PORT        nginx on 127.0.0.1:PORT in front of the instances
#   cluster_stop                    stops all of it and removes the run directory
# The caller has `set -eu`; instances run from the repository's root (lessons/, site/).

cluster_repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cluster_template="$cluster_repo/deploy/nginx/racstep.conf"
cluster_dir=""
cluster_racstep=""
cluster_nginx_pid=""
cluster_ports=()
cluster_pids=()
# Requests an instance may queue (`racstep serve --queue`): the deployment's systemd unit's,
# enough for one instance to hold every client of the load test when the other is killed.
cluster_queue=256

cluster_init() {
    cluster_racstep=$1
    cluster_dir=$(mktemp -d "${TMPDIR:-/tmp}/racstep-cluster.XXXXXX")
}

# Starts instance $1 on port $2 (0, the default: a free one) and waits until it listens. A
# restarted instance's earlier log is kept beside (`.before`).
cluster_start_instance() {
    local index=$1 port=${2:-0} log="$cluster_dir/instance-$1.log" listening="" _
    [ ! -f "$log" ] || mv "$log" "$log.before"
    (cd "$cluster_repo" && exec "$cluster_racstep" serve lessons --theme site --host 127.0.0.1 \
        --port "$port" --queue "$cluster_queue") >"$log" 2>&1 &
    cluster_pids[index]=$!
    for _ in $(seq 1 300); do
        listening=$(sed -n 's|^serving http://127.0.0.1:\([0-9]*\)/ .*|\1|p' "$log")
        if [ -n "$listening" ] || ! kill -0 "${cluster_pids[index]}" 2>/dev/null; then break; fi
        sleep 0.1
    done
    if [ -z "$listening" ]; then
        cat "$log" >&2
        echo "cluster: instance $index did not start" >&2
        return 1
    fi
    cluster_ports[index]=$listening
}

# Waits until every instance answers its index page (200: the first build of the lessons is
# served; before it, 500 "building…"). The build runs every lesson snippet: seconds of CPU.
cluster_wait_built() {
    local port _ code
    for port in "${cluster_ports[@]}"; do
        code=""
        for _ in $(seq 1 600); do
            code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/" || true)
            [ "$code" = 200 ] && break
            sleep 0.2
        done
        [ "$code" = 200 ] || { echo "cluster: the instance on port $port did not build the site" >&2; return 1; }
    done
}

# nginx on 127.0.0.1:$1, in front of every instance started, in the foreground of a
# background job (`daemon off`), its pid in $cluster_nginx_pid.
cluster_start_nginx() {
    local listen=$1 _
    mkdir -p "$cluster_dir/temp"
    # The template's first upstream `server` line, once per instance with its address; its
    # other `server` lines go; `listen 80` becomes the loopback port; the log goes here.
    awk -v ports="${cluster_ports[*]}" -v listen="127.0.0.1:$listen" -v logfile="$cluster_dir/access.log" '
        /^[ \t]*server [0-9.]+:[0-9]+ / {
            if (!done) {
                n = split(ports, each, " ")
                for (i = 1; i <= n; i++) { line = $0; sub(/[0-9.]+:[0-9]+/, "127.0.0.1:" each[i], line); print line }
                done = 1
            }
            next
        }
        /^[ \t]*listen 80;/ { sub(/80/, listen) }
        /^[ \t]*access_log / { sub(/\/var\/log\/nginx\/racstep\.access\.log/, logfile) }
        { print }' "$cluster_template" >"$cluster_dir/racstep.conf"
    if [ "$(grep -c "server 127.0.0.1:[0-9]* max_fails" "$cluster_dir/racstep.conf")" != "${#cluster_ports[@]}" ] \
        || ! grep -q "listen 127.0.0.1:$listen;" "$cluster_dir/racstep.conf" \
        || ! grep -q "access_log $cluster_dir/access.log" "$cluster_dir/racstep.conf"; then
        echo "cluster: $cluster_template no longer has the lines scripts/cluster.sh rewrites" >&2
        return 1
    fi
    # What Debian's /etc/nginx/nginx.conf gives the template, but every path in the run
    # directory. Workers run as the user who started nginx (root's would otherwise be nobody,
    # who cannot enter this directory).
    {
        echo "daemon off;"
        echo "worker_processes auto;"
        echo "pid $cluster_dir/nginx.pid;"
        echo "error_log $cluster_dir/error.log warn;"
        [ "$(id -u)" -ne 0 ] || echo "user $(id -un) $(id -gn);"
        echo "events { worker_connections 1024; }"
        echo "http {"
        for kind in client_body proxy fastcgi uwsgi scgi; do echo "    ${kind}_temp_path $cluster_dir/temp/$kind;"; done
        echo "    include $cluster_dir/racstep.conf;"
        echo "}"
    } >"$cluster_dir/nginx.conf"
    nginx -p "$cluster_dir" -c "$cluster_dir/nginx.conf" -e "$cluster_dir/error.log" &
    cluster_nginx_pid=$!
    for _ in $(seq 1 100); do
        curl -s -o /dev/null "http://127.0.0.1:$listen/" && return 0
        kill -0 "$cluster_nginx_pid" 2>/dev/null || break
        sleep 0.1
    done
    cat "$cluster_dir/error.log" >&2
    echo "cluster: nginx did not start" >&2
    return 1
}

# Stops nginx, every instance and any other job the caller started in the background (wrk)
# — SIGTERM, then SIGKILL for what is left after 10 s — and removes the run directory; on a
# failure, prints its logs' ends first.
cluster_stop() {
    local status=$? pid _ alive pids
    trap - EXIT INT TERM
    pids="$cluster_nginx_pid ${cluster_pids[*]} $(jobs -p)"
    for pid in $pids; do kill -TERM "$pid" 2>/dev/null || true; done
    for _ in $(seq 1 100); do
        alive=""
        for pid in $pids; do kill -0 "$pid" 2>/dev/null && alive=1; done
        [ -z "$alive" ] && break
        sleep 0.1
    done
    for pid in $pids; do kill -KILL "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    if [ -n "$cluster_dir" ]; then
        if [ "$status" -ne 0 ] && [ "$status" -ne 130 ]; then
            for file in "$cluster_dir"/*.log; do
                [ -f "$file" ] && { echo "--- $file (end)" >&2; tail -n 20 "$file" >&2; }
            done
        fi
        rm -rf "$cluster_dir"
    fi
    exit "$status"
}
